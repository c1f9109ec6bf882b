#!/usr/bin/env bash
# Builds and runs every benchmark, printing one table per benchmark binary.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
NINJA_TARGETS="bench_compile" bash "$root/scripts/build.sh"
bin="${BUILD_DIR:-$root/build}/bin"
echo "machine: $(nproc) cores, $(free -g | awk '/Mem:/{print $2}') GiB, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
"$bin/bench_compile" --benchmark_min_time=2 "$@"
