#!/usr/bin/env bash
# Serves dist/ through nginx with the production configuration (deploy/nginx.conf.template), in the
# foreground. With PORTAL_DEMO_API_PORT set, the demo API is started on that port as the upstream first (the
# test build: `npm run build:test`, PORTAL_MODE=test), on PORTAL_DEMO_API_HOST (127.0.0.1 unless set); otherwise
# PORTAL_API_UPSTREAM names the real API. The portal's configuration is read from this environment
# (docs/operations.md, "Configuration").
set -euo pipefail
cd "$(dirname "$0")/.."
# A port that already answers would have this script's nginx fail to start while a caller polling the port finds
# the other server, another checkout's perhaps, and tests or measures it: refuse it first (docs/decisions/028).
refuse_taken() {
  local host=$1 port=$2 addresses
  case $host in
    localhost) addresses=(127.0.0.1 ::1) ;;
    '' | '*' | 0.0.0.0) addresses=(127.0.0.1) ;;
    *) addresses=("$host") ;;
  esac
  for address in "${addresses[@]}"; do
    if (exec 3<>"/dev/tcp/$address/$port") 2>/dev/null; then
      echo "deploy/serve.sh: something already answers on $address:$port; stop it or choose another port" >&2
      exit 1
    fi
  done
}
listen=${PORTAL_LISTEN:-8080}
case $listen in
  *:*) refuse_taken "${listen%:*}" "${listen##*:}" ;;
  *) refuse_taken 127.0.0.1 "$listen" ;;
esac
if [ -n "${PORTAL_DEMO_API_PORT:-}" ]; then
  refuse_taken "${PORTAL_DEMO_API_HOST:-127.0.0.1}" "$PORTAL_DEMO_API_PORT"
fi
bash deploy/ensure-nginx.sh
nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)
# The brotli modules are loaded from this nginx's own modules folder; its workers run as the user it was built
# with when it starts as root (deploy/render-nginx.ts checks that user can read what it serves).
built_with=$("$nginx_bin" -V 2>&1)
modules=$(sed -n 's/.*--modules-path=\([^ ]*\).*/\1/p' <<<"$built_with")
export PORTAL_NGINX_MODULES=${PORTAL_NGINX_MODULES:-${modules:-/usr/lib/nginx/modules}}
built_user=$(sed -n 's/.*--user=\([^ ]*\).*/\1/p' <<<"$built_with")
export PORTAL_NGINX_USER=${PORTAL_NGINX_USER:-${built_user:-nobody}}
if [ -n "${PORTAL_DEMO_API_PORT:-}" ]; then
  api_host=${PORTAL_DEMO_API_HOST:-127.0.0.1}
  export DEMO_API_PORT=$PORTAL_DEMO_API_PORT DEMO_API_HOST=$api_host PORTAL_API_UPSTREAM="$api_host:$PORTAL_DEMO_API_PORT"
  node --import tsx demo-api/serve.ts &
  demo_api=$!
  trap 'kill "$demo_api" 2>/dev/null || true' EXIT
  # nginx starts only once its upstream answers, and not at all if the demo API could not start.
  for _ in $(seq 100); do
    kill -0 "$demo_api" 2>/dev/null || { echo "The demo API did not start" >&2; exit 1; }
    (exec 3<>"/dev/tcp/$api_host/$PORTAL_DEMO_API_PORT") 2>/dev/null && break
    sleep 0.1
  done
fi
prefix=$(realpath -m "${PORTAL_PREFIX:-deploy/out}")
export PORTAL_PREFIX=$prefix
node --import tsx deploy/render-nginx.ts
"$nginx_bin" -t -q -c "$prefix/nginx.conf" -p "$prefix"
# Not exec: the trap above must still stop the demo API when nginx ends.
"$nginx_bin" -c "$prefix/nginx.conf" -p "$prefix" &
nginx_pid=$!
trap 'kill "$nginx_pid" 2>/dev/null || true; kill "${demo_api:-}" 2>/dev/null || true' EXIT INT TERM
wait "$nginx_pid"
