#!/usr/bin/env bash
# Runs the built test suite (`swift build --build-tests` first) as two processes at once, each
# with its own main actor: most tests run on the main actor (views and controllers are
# main-actor types), so one process keeps at most one core busy with them however many the
# machine has, while its tests of real windows and child programs mostly wait. The shards:
#   gallery  the gallery's tests: the tour's frame comparisons, its demos in a TestHost, and
#            the tests that drive it as a program (real windows under Xvfb, the state file's
#            kill test, its command line);
#   library  every other module's tests.
# Three shards (the gallery's program tests on their own) finished sooner on two cores, but
# the extra process's load made the real-window tests of motion after a rest photograph their
# transitions too late; two keep the load those tests were written for.
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

gallery='^StrataGalleryTests\.'

run_shard() {
  local name="$1"
  shift
  "$tests" --testing-library swift-testing "$@" 2>&1 | sed -u "s/^/[$name] /"
}

started=$(date +%s)
run_shard gallery --filter "$gallery" &
gallery_pid=$!
run_shard library --skip "$gallery" &
library_pid=$!
status=0
for shard in gallery library; do
  pid_name="${shard}_pid"
  wait "${!pid_name}"
  code=$?
  echo "tests: $shard exited $code after $(($(date +%s) - started)) s"
  [ "$code" -eq 0 ] || status=1
done
exit "$status"
