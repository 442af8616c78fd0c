#!/usr/bin/env bash
# Fails when an installed package has an install script nobody has reviewed. npm 11.16 added `allowScripts` to
# package.json and warns about unreviewed scripts; npm 12 refuses to run them. To review one: does the project
# need it to run? Then `npm install-scripts approve <pkg>` or `npm install-scripts deny <pkg>`, and give the
# reason in the commit (the verdicts so far are in the README, "Installing").
set -euo pipefail
cd "$(dirname "$0")/.."
if ! listed=$(npm install-scripts ls 2>&1); then
  if grep -qi "unknown command" <<<"$listed"; then
    echo "install scripts: this npm ($(npm --version)) has no allowScripts, so it warns about nothing"
    exit 0
  fi
fi
if grep -q "not yet covered by allowScripts" <<<"$listed"; then
  echo "$listed" >&2
  echo "An install script nobody has reviewed: approve or deny it in package.json's allowScripts." >&2
  exit 1
fi
echo "install scripts: every one reviewed (package.json allowScripts)"
