#!/usr/bin/env bash
# Builds each package in Examples/ as an app outside Strata would (it depends on Strata by
# path), runs its tests, and runs each of its programs once without a display, checking that
# it wrote a PNG.
#
# The examples share one scratch path (.build/examples), so Strata is built for them once, not
# once per example.
# Usage: scripts/test-examples.sh [extra swift build flags...]
set -euo pipefail
cd "$(dirname "$0")/.."

swift_bin="${SWIFT:-swift}"
scratch="$PWD/.build/examples"
output="$(mktemp -d)"
trap 'rm -rf "$output"' EXIT

for example in Examples/*/; do
  example="${example%/}"
  [ -f "$example/Package.swift" ] || continue
  echo "== $example"
  flags=(--package-path "$example" --scratch-path "$scratch")
  "$swift_bin" build "${flags[@]}" --build-tests "$@"
  "$swift_bin" test "${flags[@]}" --skip-build
  bin="$("$swift_bin" build "${flags[@]}" "$@" --show-bin-path)"
  for main in "$example"/Sources/*/main.swift; do
    program="$(basename "$(dirname "$main")")"
    png="$output/$program.png"
    # No display in the environment: the program must render headless.
    env -u DISPLAY -u WAYLAND_DISPLAY -u SDL_VIDEODRIVER "$bin/$program" "$png"
    if [ "$(head -c 4 "$png" 2>/dev/null | tail -c 3)" != PNG ]; then
      echo "error: $program did not write a PNG to $png" >&2
      exit 1
    fi
    echo "$program wrote a PNG of $(wc -c <"$png") bytes"
  done
done
