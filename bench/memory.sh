#!/usr/bin/env bash
# Memory under a stream of new permutations: dxild with a 16 MiB memory
# cache (full after about a quarter of the run, so later growth would be a
# leak, not the cache filling) compiles MEMORY_COMPILES (default 10000) distinct permutations from
# two clients; its resident memory is reported after every tenth and must
# plateau (dxild-soak --permutations checks the second half).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
NINJA_TARGETS="dxild dxild-soak" bash "$root/scripts/build.sh"
bin="${BUILD_DIR:-$root/build}/bin"
out="$(mktemp -d)"
"$bin/dxild" --listen 127.0.0.1:0 --cache-mem-bytes 16777216 \
  > "$out/stdout" 2> "$out/log" &
pid=$!
trap 'kill "$pid" 2>/dev/null || true' EXIT
for _ in $(seq 100); do
  grep -q "listening on" "$out/stdout" 2>/dev/null && break
  sleep 0.1
done
port="$(sed -n 's/.*listening on .*:\([0-9]*\)$/\1/p' "$out/stdout")"
status=0
"$bin/dxild-soak" --server "127.0.0.1:$port" --clients 2 --server-pid "$pid" \
  --permutations "${MEMORY_COMPILES:-10000}" || status=$?
kill -TERM "$pid"
wait "$pid" || status=1
trap - EXIT
rm -rf "$out"
exit "$status"
