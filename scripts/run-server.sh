#!/usr/bin/env bash
# README command 1: install what is missing, build, and start dxild on
# loopback with embedded defaults. Extra arguments go to dxild.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
NINJA_TARGETS="dxild dxilc dxilc-local" bash "$root/scripts/build.sh"
exec "${BUILD_DIR:-$root/build}/bin/dxild" --listen "${DXILD_LISTEN:-127.0.0.1:7575}" "$@"
