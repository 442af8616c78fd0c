#!/usr/bin/env bash
# End-to-end tests use Debian's Chromium: test tools cannot download their own browser here.
set -euo pipefail
if command -v chromium >/dev/null 2>&1; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing. Install it with: sudo apt-get install -y chromium" >&2
  exit 1
fi
echo "Installing Debian's Chromium for the end-to-end tests…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null
chromium --version
