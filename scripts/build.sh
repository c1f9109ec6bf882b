#!/usr/bin/env bash
# Installs missing Debian packages, then configures and builds dxild into
# build/ (binaries in build/bin). Incremental: reruns only what changed, and
# ccache keeps objects across clean checkouts.
#   BUILD_DIR=...  build directory (default: build)
#   BUILD_TYPE=... CMake build type (default: Release)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build_dir="${BUILD_DIR:-$root/build}"
build_type="${BUILD_TYPE:-Release}"

bash "$root/scripts/install-deps.sh"

export CCACHE_DIR="${CCACHE_DIR:-$HOME/.cache/ccache}"
export CCACHE_MAXSIZE="${CCACHE_MAXSIZE:-5G}"
# Hash relative paths so clones in different directories share the cache.
export CCACHE_BASEDIR="${CCACHE_BASEDIR:-$root}"
export CCACHE_NOHASHDIR=1

if [ ! -f "$build_dir/build.ninja" ]; then
  cmake -S "$root" -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE="$build_type"
fi
# Two cores; linking against libLLVM/libclang-cpp needs memory, not cores.
ninja -C "$build_dir" -j "${JOBS:-$(nproc)}" ${NINJA_TARGETS:-}
