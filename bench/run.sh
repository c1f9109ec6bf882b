#!/usr/bin/env bash
# Builds and runs every benchmark, printing one table per benchmark binary.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
NINJA_TARGETS="bench_compile bench_cache" bash "$root/scripts/build.sh"
bin="${BUILD_DIR:-$root/build}/bin"
echo "machine: $(nproc) cores, $(free -g | awk '/Mem:/{print $2}') GiB, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
"$bin/bench_compile" --benchmark_min_time=2 "$@"
# Cache hits vs cold compiles over gRPC; each case is one fixed-size timed
# run (p50/p99 per call, calls/s). The server's per-request log lines go to
# stderr, so they stay out of the table.
"$bin/bench_cache" 2>/dev/null
