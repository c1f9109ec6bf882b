#!/usr/bin/env bash
# Installs every Debian package dxild needs to build, run and test.
# Idempotent: when everything is already present it does nothing (no apt-get
# update, no network).
#   install-deps.sh            build + test dependencies
#   install-deps.sh --runtime  only what the dxild/dxilc binaries load
#   install-deps.sh --fuzz     build dependencies plus the sanitizer runtimes
set -euo pipefail

RUNTIME_PACKAGES=(
  libllvm22 libclang-cpp22 libgrpc++1.51 libgrpc29 libprotobuf32
  libabsl20220623 libre2-9 libc-ares2 libssl3 zlib1g libzstd1 libxml2
  libedit2 libffi8 libz3-4 libtinfo6 libhiredis0.14 libprometheus-cpp-core1.0
  libprometheus-cpp-pull1.0 ca-certificates
)

BUILD_PACKAGES=(
  build-essential cmake ninja-build ccache pkg-config git python3
  llvm-22-dev libclang-22-dev libclang-cpp22-dev clang-22 llvm-22-tools
  libgrpc++-dev protobuf-compiler-grpc libprotobuf-dev protobuf-compiler
  libabsl-dev prometheus-cpp-dev libgtest-dev libgmock-dev libbenchmark-dev
  libssl-dev zlib1g-dev libzstd-dev libcurl4-openssl-dev libhiredis-dev
  redis-server openssl python3-yaml
)

if [ "${1:-}" = "--runtime" ]; then
  PACKAGES=("${RUNTIME_PACKAGES[@]}")
elif [ "${1:-}" = "--fuzz" ]; then
  PACKAGES=("${BUILD_PACKAGES[@]}" libclang-rt-22-dev)
else
  PACKAGES=("${BUILD_PACKAGES[@]}")
fi

missing=()
for p in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "install-deps: installing ${missing[*]}" >&2
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q
$SUDO apt-get install -y -q --no-install-recommends "${missing[@]}"
