# Strata's build entry points. Every target first installs the Debian packages the project needs
# when they are missing (scripts/install-deps.sh), so a fresh Debian 12 machine with only the
# Swift toolchain can run them.

SWIFT ?= swift
SWIFT_BUILD_FLAGS ?= -Xswiftc -warnings-as-errors
SOURCES := Package.swift Sources Tests Examples

.PHONY: all deps test-deps build run test lint readme docs examples format bench bench-peer \
	bench-idle bench-memory fuzz fuzz-long soak clean

all: build

deps:
	@scripts/install-deps.sh build

test-deps:
	@scripts/install-deps.sh test

build: deps
	$(SWIFT) build $(SWIFT_BUILD_FLAGS)

# The gallery: the demos in a window when there is a display; otherwise the headless tour, which
# writes each frame and a contact sheet into gallery-output/ and prints where they are.
run: deps
	$(SWIFT) run $(SWIFT_BUILD_FLAGS) strata-gallery

# Every check: formatting, the README's code, the documentation, the whole test suite (in two
# processes at once, scripts/run-tests.sh), then the example apps while a two-minute soak of
# the (debug) gallery runs in a real window (the soak mostly waits on its input), and the
# soak's own check that it sees a crash and a hang.
test: test-deps lint readme docs
	$(SWIFT) build --build-tests $(SWIFT_BUILD_FLAGS)
	SWIFT=$(SWIFT) scripts/run-tests.sh $(SWIFT_BUILD_FLAGS)
	scripts/soak.py --minutes 2 --seed 1 --gallery .build/debug/strata-gallery & soak=$$!; \
	  SWIFT=$(SWIFT) scripts/test-examples.sh $(SWIFT_BUILD_FLAGS); examples=$$?; \
	  wait $$soak; soaked=$$?; [ $$examples -eq 0 ] && [ $$soaked -eq 0 ]
	scripts/soak.py --self-test --gallery .build/debug/strata-gallery

lint:
	$(SWIFT) format lint --strict --recursive $(SOURCES)

# The README's code blocks marked with the file they show must equal those files.
readme:
	scripts/check-readme-code.sh

# The packages in Examples/, built as apps outside Strata: their tests, and each program run
# once without a display, which must write a PNG. They share the scratch path .build/examples.
examples: deps
	SWIFT=$(SWIFT) scripts/test-examples.sh $(SWIFT_BUILD_FLAGS)

# The DocC catalogs of StrataKit, StrataNavigation, StrataTesting, StrataCairo and StrataSDL,
# built with the toolchain's docc into .build/docs/; any DocC warning (a link that does not
# resolve) fails it.
docs: deps
	SWIFT=$(SWIFT) scripts/build-docs.sh $(SWIFT_BUILD_FLAGS)

# The release benchmark: every demo rendered headless through a scripted drag, timed per phase.
bench: deps
	$(SWIFT) run -c release strata-bench

# The gallery (release) beside GTK 4 and libadwaita (scripts/peers/), each on its own Xvfb,
# driven by the same xdotool input, at scale 1 (1920x1080) and 2 (3840x2160, GDK_SCALE=2 for
# the peers): the Pages demo's swipes and the text pages demo's beside AdwCarousel's, the home
# list's slides (Return pushes a demo, Escape pops it, each after 1.5 s at rest) beside a
# two-page AdwLeaflet's, and the List (10,000) demo flung and wheeled beside a GtkListView of
# the same rows. Per gesture and scale: median CPU per gesture (app plus X server), frames per
# gesture, the hitch time ratio (ms of frame lateness beyond 1/60 s per s of motion) and the
# ratios. BENCH_PEER_FLAGS passes options (--gestures swipe,swipe-text,slide,fling,wheel,
# --scales 1,2, --rounds N, --swipes N, --slides N, --flings N, --wheels N, --all, --json
# FILE). Only this target installs its packages (python3-gi, gir1.2-adw-1).
BENCH_PEER_FLAGS ?=
bench-peer:
	@scripts/install-deps.sh peer
	$(SWIFT) build -c release --product strata-gallery
	scripts/bench-peer.py $(BENCH_PEER_FLAGS)

# The real-window soak: the release gallery on Xvfb for SOAK_MINUTES (default 20) under seeded
# random input from xdotool (SOAK_SEED, default 1), across every demo, quitting and restarting
# on its saved state; fails on a crash, a hang, a broken invariant or growing memory.
SOAK_MINUTES ?= 20
SOAK_SEED ?= 1
soak: test-deps
	$(SWIFT) build -c release --product strata-gallery
	SOAK_MINUTES=$(SOAK_MINUTES) scripts/soak.py --seed $(SOAK_SEED)

# What the gallery (release) costs at rest: the home list and every demo, each on its own
# 1024x768 Xvfb, left alone once its trace says `rest` (nothing moves or is scheduled and it
# sleeps in SDL). CPU milliseconds per 10 s at rest (the app and its X server), wake-ups and
# frames over the rest, and the resident memory at the home screen. BENCH_IDLE_FLAGS passes
# options (--rest S, --demos a,b, --json FILE).
BENCH_IDLE_FLAGS ?=
bench-idle: test-deps
	$(SWIFT) build -c release --product strata-gallery
	scripts/bench-idle.py $(BENCH_IDLE_FLAGS)

# What the gallery (release) holds in memory: on a 1024x768 Xvfb, its resident memory (and PSS,
# private) on the home list at rest after the start, the peak over a tour of every demo (each
# opened with the keyboard, dragged across and up, closed with Escape), and on the home list at
# rest after the tour, with what holds it mapping by mapping (/proc/PID/smaps) beside a trivial
# Swift program linking Foundation. Fails when the home list holds more than 10 % more after
# the tour than at the start. BENCH_MEMORY_FLAGS passes options (--demos a,b, --limit F,
# --json FILE).
BENCH_MEMORY_FLAGS ?=
bench-memory: test-deps
	$(SWIFT) build -c release --product strata-gallery
	scripts/bench-memory.py $(BENCH_MEMORY_FLAGS)

# The fuzzer, in release: STEPS random steps per container (alone and nested), checked after
# every step; SEED picks the walk. A failure prints the seed, the shrunk steps and the command
# that replays them. Then PARSER_INPUTS damaged documents for each parser (the cross navigation
# graph, the restoration archive, the gallery's state file), each accepted as valid or refused
# with a typed error that changes nothing; a failure prints the command that makes its input.
STEPS ?= 1000000
SEED ?= 1
PARSER_INPUTS ?= 100000
fuzz: deps
	$(SWIFT) run -c release strata-fuzz --steps $(STEPS) --seed $(SEED)
	$(SWIFT) run -c release strata-fuzz --parsers --inputs $(PARSER_INPUTS) --seed $(SEED)

# The long fuzz, in release: every fuzzer setup (as `strata-fuzz --list` names them) at each of
# FUZZ_SEEDS for FUZZ_STEPS steps, FUZZ_JOBS runs at once (the machine's cores by default).
# Writes each run's log to .build/fuzz-long/ and the table of runs (setup, seed, steps, seconds,
# steps per second at the start and the end, result) into docs/RELIABILITY.md; fails when a run
# fails. FUZZ_SETUPS runs only the setups it names; a short check:
# make fuzz-long FUZZ_STEPS=2000 FUZZ_SEEDS=1.
FUZZ_STEPS ?= 1000000
FUZZ_SEEDS ?= 1 2 3
FUZZ_SETUPS ?=
FUZZ_JOBS ?= $(shell nproc)
fuzz-long: deps
	SWIFT=$(SWIFT) FUZZ_STEPS="$(FUZZ_STEPS)" FUZZ_SEEDS="$(FUZZ_SEEDS)" \
		FUZZ_SETUPS="$(FUZZ_SETUPS)" FUZZ_JOBS="$(FUZZ_JOBS)" scripts/fuzz-long.py

format:
	$(SWIFT) format format --in-place --recursive $(SOURCES)

clean:
	rm -rf .build gallery-output
