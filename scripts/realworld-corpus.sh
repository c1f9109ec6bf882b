#!/usr/bin/env bash
# Compiles the shared real-world corpus (../shared/real-world) with dxild.
#   (no argument)  compare with tests/corpus/real-world.expected, and the
#                  container parts with DXC's against real-world-parts.expected,
#                  as ctest does
#   --update       rewrite both expectation files and the README's corpus section
#   --bench [N]    time every entry both dxild and DXC compile (median of N
#                  in-process compiles, default 5) against DXC's process time
#                  from the corpus's dxsamples-dxc.tsv
#   --bench --update-readme [N]  ... and write the table into the README
#   REALWORLD_CORPUS=...  another corpus directory
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
NINJA_TARGETS="realworld_corpus" bash "$root/scripts/build.sh" >/dev/null
bin="${BUILD_DIR:-$root/build}/bin/realworld_corpus"
corpus="${REALWORLD_CORPUS:-$root/../shared/real-world}"
args=(--corpus "$corpus" --expect "$root/tests/corpus/real-world.expected"
      --parts "$root/tests/corpus/real-world-parts.expected")
case "${1:-}" in
  --update) exec "$bin" "${args[@]}" --update --readme "$root/README.md" ;;
  --bench)
    if [ "${2:-}" = "--update-readme" ]; then
      exec "$bin" "${args[@]}" -j 1 --bench "${3:-5}" --readme "$root/README.md"
    fi
    exec "$bin" "${args[@]}" -j 1 --bench "${2:-5}" ;;
  *) exec "$bin" "${args[@]}" -v ;;
esac
