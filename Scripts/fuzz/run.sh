#!/usr/bin/env bash
# Builds one libFuzzer target of the Fuzz/ package and runs it for a set time.
#
#   Scripts/fuzz/run.sh SolverFuzzer 300
#   Scripts/fuzz/run.sh VisualFormatFuzzer 300
#   Scripts/fuzz/run.sh SolverFuzzer 0 path/to/crash-…   # replay one input (no fuzzing)
#
# Seeds: Fuzz/Corpus/TARGET (committed). The growing corpus lives in Fuzz/.build/corpus/TARGET and
# crash/timeout artifacts in Fuzz/Artifacts/TARGET (turn each into a regression test in the normal
# test targets, then delete it). Extra libFuzzer flags can be passed in FUZZ_FLAGS.
set -euo pipefail
target=${1:?usage: run.sh TARGET SECONDS [INPUT…]}
seconds=${2:?usage: run.sh TARGET SECONDS [INPUT…]}
shift 2
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root/Fuzz"

# A failed build must stop the run: the binary of an earlier build would fuzz stale code.
log=$(mktemp)
if ! swift build -c release --product "$target" \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library >"$log" 2>&1; then
  grep -v "Cannot export local symbol" "$log" >&2
  rm -f "$log"
  echo "build of $target failed" >&2
  exit 1
fi
grep -v "Cannot export local symbol" "$log" >&2 || true
rm -f "$log"
binary=$(swift build -c release --show-bin-path)/$target

export SWIFT_BACKTRACE=enable=no  # libFuzzer prints the stack itself
if [[ $# -gt 0 ]]; then exec "$binary" "$@"; fi


mkdir -p ".build/corpus/$target" "Artifacts/$target"
exec "$binary" ".build/corpus/$target" "Corpus/$target" \
  -max_total_time="$seconds" -print_final_stats=1 -timeout=10 -rss_limit_mb=2048 \
  -artifact_prefix="Artifacts/$target/" ${FUZZ_FLAGS:-}
