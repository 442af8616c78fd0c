#!/usr/bin/env bash
# Every Debian package `npm run screen-reader` needs (docs/testers.md, "A real screen reader"), installed as
# scripts/system-packages.sh installs the tests' own: as root the missing ones are installed; otherwise one line
# says what to install. Not part of npm test, whose packages system-packages.sh keeps.
#   orca                 the screen reader (Debian 12: 43.1), speaking through the harness's own speech module
#   firefox-esr          the browser it reads
#   xvfb                 a display of the run's own (Xvfb, started directly: no xvfb-run, no xauth)
#   dbus-daemon, dbus-session-bus-common, dbus-bin
#                        a D-Bus session of the run's own: dbus-daemon, its session configuration, dbus-send.
#                        Not dbus-x11: its dbus-launch makes every GLib program without a session bus start one on
#                        its X display, which outlives the display (while it was installed here, tests run under
#                        xvfb-run in another checkout left a dbus-daemon and an at-spi-bus-launcher behind per display)
#   at-spi2-core         the accessibility bus Orca and Firefox talk over
#   xdotool              the person's key presses
set -euo pipefail
cd "$(dirname "$(realpath "$0")")/.."

PACKAGES=(orca firefox-esr xvfb dbus-daemon dbus-session-bus-common dbus-bin at-spi2-core xdotool)

installed() { [ "$(dpkg-query -W -f='${db:Status-Status}' "$1" 2>/dev/null)" = installed ]; }

missing=()
for package in "${PACKAGES[@]}"; do
  installed "$package" || missing+=("$package")
done
if [ "${#missing[@]}" -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "The screen reader run needs Debian packages that are missing. Install them first with: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "Installing the Debian packages the screen reader run needs: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
# Waits for an install of system-packages.sh (npm test's, started in the background) rather than failing on its lock.
apt=(apt-get -o DPkg::Lock::Timeout=600)
"${apt[@]}" update -qq
"${apt[@]}" install -y -qq "${missing[@]}" >/dev/null
for package in orca firefox-esr xdotool; do
  echo "  $package $(dpkg-query -W -f='${Version}' "$package")"
done
