#!/usr/bin/env bash
# Runs the built test suite (`swift build --build-tests` first) as three processes at once,
# each with its own main actor: most tests run on the main actor (views and controllers are
# main-actor types), so one process keeps at most one core busy with them however many the
# machine has, while its tests of real windows and child programs mostly wait. The shards:
#   programs  the tests that run the gallery as a program: real windows under Xvfb, the
#             reader's view over AT-SPI, faults, the state file's kill test, its command line;
#   gallery   the gallery's other tests: the tour's frame comparisons and its demos in a
#             TestHost;
#   library   every other module's tests.
# The real-window tests that photograph a transition midway run the gallery's time at a
# quarter speed (`--speed 0.25`), so the load of three processes on two cores cannot make
# their photograph come after the transition ended.
# Each line of output starts with its shard's name; the run fails when any shard fails.
#
# Usage: scripts/run-tests.sh [extra swift build flags...]  (the flags the build used, so
# that the same build folder is found)
set -uo pipefail
cd "$(dirname "$0")/.."

swift_bin="${SWIFT:-swift}"
bin="$("$swift_bin" build --show-bin-path "$@")" || exit 1
tests="$bin/StrataPackageTests.xctest"
if [ ! -x "$tests" ]; then
  echo "error: $tests is not built: run \`swift build --build-tests\` first" >&2
  exit 1
fi

programs='^StrataGalleryTests\.(EndToEndTests|AccessibilityEndToEndTests|FaultTests|StateFileTests|GalleryCommandTests)\b'
gallery='^StrataGalleryTests\.'

run_shard() {
  local name="$1"
  shift
  "$tests" --testing-library swift-testing "$@" 2>&1 | sed -u "s/^/[$name] /"
}

started=$(date +%s)
run_shard programs --filter "$programs" &
programs_pid=$!
run_shard gallery --filter "$gallery" --skip "$programs" &
gallery_pid=$!
run_shard library --skip "$gallery" &
library_pid=$!
status=0
for shard in programs gallery library; do
  pid_name="${shard}_pid"
  wait "${!pid_name}"
  code=$?
  echo "tests: $shard exited $code after $(($(date +%s) - started)) s"
  [ "$code" -eq 0 ] || status=1
done
exit "$status"
