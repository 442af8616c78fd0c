#!/usr/bin/env bash
# The production server configuration is tested with Debian's nginx; installed here where it is missing.
set -euo pipefail
if command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "nginx is missing. Install it with: sudo apt-get install -y nginx-light (or nginx)" >&2
  exit 1
fi
echo "Installing Debian's nginx for the production-server test…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
# nginx-light where the release still has it (Debian 12), else nginx; neither is started as a service here.
apt-get install -y -qq --no-install-recommends nginx-light >/dev/null 2>&1 ||
  apt-get install -y -qq --no-install-recommends nginx >/dev/null
