# Strata's build entry points. Every target first installs the Debian packages the project needs
# when they are missing (scripts/install-deps.sh), so a fresh Debian 12 machine with only the
# Swift toolchain can run them.

SWIFT ?= swift
SWIFT_BUILD_FLAGS ?= -Xswiftc -warnings-as-errors
SOURCES := Package.swift Sources Tests

.PHONY: all deps test-deps build run test lint format bench clean

all: build

deps:
	@scripts/install-deps.sh build

test-deps:
	@scripts/install-deps.sh test

build: deps
	$(SWIFT) build $(SWIFT_BUILD_FLAGS)

# The main program: renders the sample scene to PNG (no display needed) and prints its path.
run: deps
	$(SWIFT) run $(SWIFT_BUILD_FLAGS) strata-gallery

# Every check: formatting, then the whole test suite.
test: test-deps lint
	$(SWIFT) build --build-tests $(SWIFT_BUILD_FLAGS)
	$(SWIFT) test --skip-build

lint:
	$(SWIFT) format lint --strict --recursive $(SOURCES)

format:
	$(SWIFT) format format --in-place --recursive $(SOURCES)

clean:
	rm -rf .build gallery-output
