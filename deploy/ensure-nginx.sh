#!/usr/bin/env bash
# The production server configuration is tested with Debian's nginx and its brotli modules (decision 016);
# installed here where they are missing.
set -euo pipefail
BROTLI_PACKAGES=(libnginx-mod-http-brotli-static libnginx-mod-http-brotli-filter)
nginx_bin() { command -v nginx || echo /usr/sbin/nginx; }
# Where this nginx loads dynamic modules from (Debian: /usr/lib/nginx/modules).
modules_path() { "$(nginx_bin)" -V 2>&1 | sed -n 's/.*--modules-path=\([^ ]*\).*/\1/p'; }
has_nginx() { command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; }
has_brotli() {
  local modules
  modules=$(modules_path)
  [ -f "${modules:-/usr/lib/nginx/modules}/ngx_http_brotli_static_module.so" ] &&
    [ -f "${modules:-/usr/lib/nginx/modules}/ngx_http_brotli_filter_module.so" ]
}
if has_nginx && has_brotli; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  if has_nginx; then
    echo "nginx's brotli modules are missing. Install them with: sudo apt-get install -y ${BROTLI_PACKAGES[*]}" >&2
  else
    echo "nginx is missing. Install it with: sudo apt-get install -y nginx-light ${BROTLI_PACKAGES[*]}" \
      "(or nginx instead of nginx-light)" >&2
  fi
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
if ! has_nginx; then
  echo "Installing Debian's nginx for the production-server test…"
  # nginx-light where the release still has it (Debian 12), else nginx; neither is started as a service here.
  apt-get install -y -qq --no-install-recommends nginx-light >/dev/null 2>&1 ||
    apt-get install -y -qq --no-install-recommends nginx >/dev/null
fi
echo "Installing nginx's brotli modules…"
apt-get install -y -qq --no-install-recommends "${BROTLI_PACKAGES[@]}" >/dev/null
