#!/usr/bin/env bash
# Builds and runs every benchmark and prints one report: the machine, then
# each benchmark's table. With --update-readme the report also replaces the
# README's Performance section (between the perf markers).
#   BENCH_QUICK=1   shorter runs (for a smoke check, not for the README)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
NINJA_TARGETS="bench_compile bench_cache bench_service bench_corpus bench_pool bench_hits dxild dxild-soak" \
  bash "$root/scripts/build.sh"
bin="${BUILD_DIR:-$root/build}/bin"
if [ -n "${BENCH_QUICK:-}" ]; then
  min_time=0.2 corpus_runs=1 memory_compiles=1000
else
  min_time=2 corpus_runs=9 memory_compiles="${MEMORY_COMPILES:-10000}"
fi
report="$(mktemp)"

{
  echo "Machine: $(nproc) cores ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')), $(free -g | awk '/Mem:/{print $2}') GiB RAM, $(. /etc/os-release && echo "$PRETTY_NAME"), $(clang-22 --version | head -1)."
  echo "Measured $(date -u +%Y-%m-%d) with bench/run.sh; build type Release; load average before the run: $(cut -d' ' -f1-3 /proc/loadavg)."
  echo
  echo "### Frontend cost of a small shader (bench_compile)"
  echo '```'
  "$bin/bench_compile" --benchmark_min_time="$min_time" 2>/dev/null | grep -E "^(Benchmark|BM_|-)"
  echo '```'
  echo
  echo "### Cold compile per corpus shader, whole pipeline vs clang-22 -cc1 per shader (bench_corpus)"
  "$bin/bench_corpus" "$corpus_runs"
  echo
  echo "### Service: overhead, scaling, permutation sweep (bench_service)"
  echo '```'
  "$bin/bench_service" 2>/dev/null | grep -E "^(Benchmark|BM_|-)"
  echo '```'
  echo
  echo "### Cache hits vs cold compiles through gRPC (bench_cache)"
  echo '```'
  "$bin/bench_cache" 2>/dev/null | grep -E "^(Benchmark|BM_|-)"
  echo '```'
  echo
  echo "### Process isolation: a cold compile on a thread vs in a worker process (bench_pool), a cache hit on an idle vs saturated server (bench_hits)"
  echo '```'
  "$bin/bench_pool" --benchmark_min_time="$min_time" --benchmark_repetitions=3 \
    --benchmark_enable_random_interleaving=true \
    --benchmark_report_aggregates_only=true 2>/dev/null | grep -E "^(Benchmark|BM_.*median|-)"
  "$bin/bench_hits" 2>/dev/null | grep -E "^BM_"
  echo '```'
  echo
  echo "### Memory over $memory_compiles distinct permutations, 16 MiB memory cache (bench/memory.sh)"
  echo '```'
  MEMORY_COMPILES="$memory_compiles" bash "$root/bench/memory.sh" 2>/dev/null | grep -E "^(compiles|permutations|rss|[0-9]+ passed)"
  echo '```'
} | tee "$report"

if [ "${1:-}" = "--update-readme" ]; then
  python3 - "$root/README.md" "$report" <<'PY'
import sys
readme, report = sys.argv[1], open(sys.argv[2]).read()
text = open(readme).read()
begin, end = "<!-- perf:begin -->", "<!-- perf:end -->"
head, rest = text.split(begin, 1)
_, tail = rest.split(end, 1)
open(readme, "w").write(head + begin + "\n" + report.rstrip() + "\n" + end + tail)
PY
  echo "README Performance section updated"
fi
rm -f "$report"
