#!/usr/bin/env bash
# Soak test: starts dxild on loopback, runs dxild-soak against it for
# SOAK_SECONDS (default 600) with SOAK_CLIENTS clients (default 6), checks
# every answer and the server's memory, then stops the server with SIGTERM
# and requires a clean exit. The memory cache is kept small (16 MiB) so it is
# full early and any later growth is a leak, not the cache filling up.
# Hostile inputs (limits, deep nesting) are mixed in; the server's limits are
# small so they end quickly, and the workers' memory must plateau as well.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
NINJA_TARGETS="dxild dxild-soak" bash "$root/scripts/build.sh"
bin="${BUILD_DIR:-$root/build}/bin"
log="$(mktemp -d)/dxild.log"

"$bin/dxild" --listen 127.0.0.1:0 --threads "$(nproc)" \
  --max-source-bytes 1048576 --max-message-bytes 8388608 \
  --cache-mem-bytes 16777216 \
  --max-compile-ms 5000 --max-compile-memory-mb 512 \
  > "$log.out" 2> "$log" &
pid=$!
trap 'kill "$pid" 2>/dev/null || true' EXIT
for _ in $(seq 100); do
  grep -q "listening on" "$log.out" 2>/dev/null && break
  sleep 0.1
done
port="$(sed -n 's/.*listening on .*:\([0-9]*\)$/\1/p' "$log.out")"
echo "dxild pid $pid on port $port; logs in $log"

status=0
"$bin/dxild-soak" --server "127.0.0.1:$port" --seconds "${SOAK_SECONDS:-600}" \
  --clients "${SOAK_CLIENTS:-6}" --server-pid "$pid" --huge-bytes 2097152 \
  || status=$?

kill -TERM "$pid"
if ! wait "$pid"; then
  echo "dxild did not exit cleanly on SIGTERM"
  status=1
fi
trap - EXIT
grep -c '"event":"compile"' "$log" | sed 's/^/compile log lines: /'
exit "$status"
