#!/usr/bin/env bash
# Builds the fuzz targets with clang-22 (-fsanitize=fuzzer,address) into
# build-fuzz/ and runs each for FUZZ_SECONDS (default 120), starting from the
# committed seed corpus. New inputs go to a scratch directory; a crash
# leaves its input in fuzz/crashes/<target>/ — copy it into
# fuzz/regressions/<target>/ once fixed so ctest replays it forever.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bash "$root/scripts/install-deps.sh" --fuzz
build="${FUZZ_BUILD_DIR:-$root/build-fuzz}"
export CCACHE_BASEDIR="$root" CCACHE_NOHASHDIR=1
if [ ! -f "$build/build.ninja" ]; then
  CC=clang-22 CXX=clang++-22 cmake -S "$root" -B "$build" -G Ninja \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo -DDXILD_FUZZ=ON -DDXILD_BUILD_TESTS=OFF \
    -DDXILD_BUILD_BENCHMARKS=OFF -DDXILD_TEST_HOOKS=OFF \
    -DCMAKE_CXX_FLAGS="-fsanitize=address -fno-omit-frame-pointer"
fi
targets="${FUZZ_TARGETS:-compile binding_hints container}"
ninja -C "$build" $(for t in $targets; do echo "fuzz_$t"; done)

status=0
for t in $targets; do
  scratch="$(mktemp -d)"
  mkdir -p "$root/fuzz/crashes/$t"
  echo "== fuzz_$t for ${FUZZ_SECONDS:-120}s"
  # detect_leaks=0: a compiler crash recovered mid-compile leaks by design.
  ASAN_OPTIONS=detect_leaks=0 "$build/bin/fuzz_$t" \
    -max_total_time="${FUZZ_SECONDS:-120}" -timeout=20 -rss_limit_mb=4096 \
    -artifact_prefix="$root/fuzz/crashes/$t/" -print_final_stats=1 \
    "$scratch" "$root/fuzz/corpus/$t" \
    $([ "$t" = compile ] && echo "$root/tests/corpus") 2>&1 | tail -n 12 \
    || status=1
  rm -rf "$scratch"
done
exit "$status"
