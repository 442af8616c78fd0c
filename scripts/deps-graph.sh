#!/usr/bin/env bash
# Draws the app's module graph for docs/development.md: dependency-cruiser's own dot output (the same rules and
# options as npm run deps, folders collapsed to boxes), laid out by Graphviz into docs/module-graph.svg. Not part of
# npm test; Graphviz comes from Debian (installed here when missing and run as root).
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v dot >/dev/null 2>&1; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "Graphviz is missing. Install it with: sudo apt-get install -y graphviz" >&2
    exit 1
  fi
  echo "Installing Debian's Graphviz to draw the module graph…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq graphviz >/dev/null
fi
npx depcruise --config .dependency-cruiser.cjs src machines \
  --include-only '^(src|machines)/' --exclude '^src/(vite-env\.d\.ts|styles\.css)$' --output-type dot |
  dot -T svg >docs/module-graph.svg
echo "Wrote docs/module-graph.svg"
