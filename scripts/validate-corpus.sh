#!/usr/bin/env bash
# Compiles every entry of a shared corpus with dxilc-local and runs DXC's
# validator on each container dxild produces.
#
#   scripts/validate-corpus.sh --dxv PATH [--corpus DIR] [--out DIR]
#                              [--only SUBSTRING]
#
# --corpus: a directory of NAME.hlsl + NAME.profile entries (default: the
# real-world corpus's dxsamples; ../shared/dxil-reference/vkd3d works too).
#
# DXC's validator is not a dependency of dxild or of CI: this is a developer
# tool, given the path of a `dxv` built or installed elsewhere. It prints one
# line per entry (ok / invalid / no-compile) and the totals; the validator's
# messages for each invalid container are in DIR/<entry>.dxv.txt.
# Exits 1 when any container dxild produced is invalid.
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
corpus="${REALWORLD_CORPUS:-$root/../shared/real-world}/dxsamples"
# The corpus is read from inside its directory: paths must be absolute.
[ -d "$corpus" ] && corpus="$(cd "$corpus" && pwd)"
dxilc="${BUILD_DIR:-$root/build}/bin/dxilc-local"
dxv="" out="" only=""
while [ $# -gt 0 ]; do
  case "$1" in
    --dxv) dxv="$2"; shift 2 ;;
    --corpus) corpus="$(cd "$2" && pwd)"; shift 2 ;;
    --out) out="$2"; shift 2 ;;
    --only) only="$2"; shift 2 ;;
    *) echo "usage: $0 --dxv PATH [--corpus DIR] [--out DIR] [--only SUBSTRING]" >&2; exit 2 ;;
  esac
done
if [ -z "$dxv" ] || [ ! -x "$dxv" ]; then
  echo "validate-corpus: --dxv must name DXC's validator executable" >&2
  exit 2
fi
[ -x "$dxilc" ] || { echo "validate-corpus: build dxilc-local first" >&2; exit 2; }
out="${out:-$(mktemp -d)}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"

valid=0 invalid=0 nocompile=0
cd "$corpus"
while IFS= read -r -d '' profile; do
  entry="${profile#./}"
  entry="${entry%.profile}"
  [ -n "$only" ] && [[ "$entry" != *"$only"* ]] && continue
  read -r -a words < "$profile"
  target="${words[0]}" name="${words[1]}"
  flat="${entry//\//_}"
  flat="${flat// /_}"
  if ! "$dxilc" -T "$target" -E "$name" "${words[@]:2}" "$entry.hlsl" \
      -Fo "$out/$flat.dxil" > "$out/$flat.dxilc.txt" 2>&1; then
    nocompile=$((nocompile + 1))
    printf 'no-compile\t%s\n' "$entry"
    continue
  fi
  if "$dxv" "$out/$flat.dxil" > "$out/$flat.dxv.txt" 2>&1; then
    valid=$((valid + 1))
    printf 'ok\t%s\n' "$entry"
  else
    invalid=$((invalid + 1))
    printf 'invalid\t%s\t%s\n' "$entry" \
      "$(grep -m1 -i 'error' "$out/$flat.dxv.txt" | cut -c1-200)"
  fi
done < <(find . -name '*.profile' -print0 | sort -z)

echo "validated: $valid valid, $invalid invalid, $nocompile not compiled" \
  "(containers and validator output in $out)"
[ "$invalid" -eq 0 ]
