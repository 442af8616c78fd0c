#!/usr/bin/env bash
# Every Debian package the tests need, installed in one step before any of them runs (docs/decisions/023):
# test tools cannot download their own browsers here, and no test may lean on what a later stage installs.
#   chromium                                   the back-forward cache check, the size budget
#   chromium-headless-shell                    every other test in Chromium: checks, journeys, walks
#   firefox-esr                                journeys in Gecko (driven over WebDriver BiDi)
#   webkit2gtk-driver, gjs, gir1.2-webkit2-4.1 journeys in WebKit: WebKitWebDriver, and WebKitGTK in a window of
#   xvfb, xauth                                the journeys own (test/journeys/engines/webkit-window.js) on a display
#   nginx-light (or nginx) and its brotli
#   modules                                    the production server (deploy/), served as in production
# As root the missing ones are installed; otherwise one line says what to install.
set -euo pipefail

PACKAGES=(chromium chromium-headless-shell firefox-esr webkit2gtk-driver gjs gir1.2-webkit2-4.1 xvfb xauth
  libnginx-mod-http-brotli-static libnginx-mod-http-brotli-filter)

installed() { [ "$(dpkg-query -W -f='${db:Status-Status}' "$1" 2>/dev/null)" = installed ]; }
# Any of Debian's nginx flavours serves; nginx-light is the smallest where the release still has it.
has_nginx() { command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; }

missing=()
for package in "${PACKAGES[@]}"; do
  installed "$package" || missing+=("$package")
done
has_nginx || missing=(nginx-light "${missing[@]}")

if [ "${#missing[@]}" -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "The tests need Debian packages that are missing. Install them first with: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "Installing the Debian packages the tests need: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
if ! apt-get install -y -qq "${missing[@]}" >/dev/null; then
  # A release without nginx-light has nginx.
  [[ " ${missing[*]} " == *" nginx-light "* ]] || exit 1
  apt-get install -y -qq "${missing[@]/nginx-light/nginx}" >/dev/null
fi
# Debian starts the nginx it has just installed as a service on port 80; the tests start their own.
if [[ " ${missing[*]} " == *" nginx-light "* ]] && [ -x /etc/init.d/nginx ]; then
  /etc/init.d/nginx stop >/dev/null 2>&1 || true
fi
for package in chromium chromium-headless-shell firefox-esr webkit2gtk-driver nginx-light nginx; do
  installed "$package" && echo "  $package $(dpkg-query -W -f='${Version}' "$package")"
done
