#!/usr/bin/env bash
# README command 2: install what is missing, build everything, and run the
# whole test suite (GoogleTest and lit, through ctest).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bash "$root/scripts/build.sh"
cd "${BUILD_DIR:-$root/build}"
ctest --output-on-failure -j "$(nproc)" --timeout 600
