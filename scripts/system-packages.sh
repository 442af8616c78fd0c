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
#   openssl                                    the CA and certificate of the TLS edge in front of it
# As root the missing ones are installed; otherwise one line says what to install.
#
# `--start` (npm test's first step) begins that install in the background and returns at once: the static checks
# and the builds, which need none of these packages, run while apt downloads and unpacks them. Run without it (npm
# test runs it again before its first test), it waits for an install `--start` began, prints what it printed and
# fails if it failed, then checks every package as usual, so that no test starts before every package is there.
set -euo pipefail
self=$(realpath "$0")
mode=${1:-}
cd "$(dirname "$self")/.."
# Where a background install keeps its output and its exit status; outside git (.gitignore). Its test sets another.
background=${SYSTEM_PACKAGES_STATE:-reports/system-packages}

PACKAGES=(chromium chromium-headless-shell firefox-esr webkit2gtk-driver gjs gir1.2-webkit2-4.1 xvfb xauth
  libnginx-mod-http-brotli-static libnginx-mod-http-brotli-filter openssl)

installed() { [ "$(dpkg-query -W -f='${db:Status-Status}' "$1" 2>/dev/null)" = installed ]; }
# Any of Debian's nginx flavours serves; nginx-light is the smallest where the release still has it.
has_nginx() { command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; }

missing=()
for package in "${PACKAGES[@]}"; do
  installed "$package" || missing+=("$package")
done
has_nginx || missing=(nginx-light "${missing[@]}")

# The install `--start` began in the background, if one is under way or has ended and not been reported yet.
if [ "$mode" != --in-background ] && [ -f "$background/pid" ]; then
  if [ "$mode" = --start ]; then
    exit 0
  fi
  pid=$(cat "$background/pid")
  # Alive only while it is that install: a pid reused by another process after a reboot does not count.
  while [ -e "/proc/$pid" ] && grep -q system-packages "/proc/$pid/cmdline" 2>/dev/null; do
    sleep 0.2
  done
  cat "$background/log"
  status=$(cat "$background/status" 2>/dev/null || echo "no exit status: it was stopped")
  rm -f "$background/pid" "$background/status" "$background/log"
  if [ "$status" != 0 ]; then
    echo "Installing the Debian packages the tests need failed ($status)" >&2
    exit 1
  fi
  exec bash "$self"
fi

if [ "${#missing[@]}" -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "The tests need Debian packages that are missing. Install them first with: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
if [ "$mode" = --start ]; then
  mkdir -p "$background"
  rm -f "$background/status"
  # Its own session: a Ctrl-C meant for the checks does not stop dpkg halfway through a package.
  setsid bash -c 'bash "$1" --in-background >"$2/log" 2>&1; echo $? >"$2/status"' _ "$self" "$background" \
    </dev/null >/dev/null 2>&1 &
  echo $! >"$background/pid"
  echo "Installing the Debian packages the tests need in the background, beside the static checks and the builds: ${missing[*]}"
  exit 0
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
