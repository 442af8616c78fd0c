#!/usr/bin/env bash
# Fails when an installed package has an install script nobody has reviewed. npm 11.16 added `allowScripts` to
# package.json and warns about unreviewed scripts; npm 12 refuses to run them. To review one: does the project
# need it to run? Then `npm install-scripts approve <pkg>` or `npm install-scripts deny <pkg>`, and give the
# reason in the commit (the verdicts so far are in docs/operations.md, "Install scripts").
#
# It passes only on an answer it recognises that lists no unreviewed package: an npm without the command, an
# error, or an answer worded or shaped otherwise fails with the reason, since "cannot tell" is not "reviewed"
# (docs/decisions/028).
set -uo pipefail
cd "$(dirname "$0")/.."

fail() {
  echo "install scripts: $*" >&2
  exit 1
}

npm_version=$(npm --version 2>/dev/null) || npm_version='unknown'
if ! answer=$(npm install-scripts ls --json 2>&1); then
  fail "\`npm install-scripts ls --json\` failed under npm $npm_version, so nothing says every script is" \
    "reviewed (npm 11.16 or later has the command): ${answer%%$'\n'*}"
fi

# The JSON answer: {"allowScripts": [{"name": "esbuild", "changes": [{"key": "esbuild@0.25.12", ...}]}, ...]},
# one entry per package whose scripts allowScripts does not cover yet.
node - "$answer" <<'EOF'
const [answer] = process.argv.slice(2)
const say = (line) => process.stderr.write(`install scripts: ${line}\n`)
let parsed
try {
  parsed = JSON.parse(answer)
} catch {
  say(`npm install-scripts ls --json answered something that is not JSON: ${answer.split('\n')[0]}`)
  process.exit(1)
}
const pending = parsed !== null && typeof parsed === 'object' ? parsed.allowScripts : undefined
const named = (entry) => entry !== null && typeof entry === 'object' && typeof entry.name === 'string'
if (!Array.isArray(pending) || !pending.every(named)) {
  say(`npm install-scripts ls --json answered a shape this check does not know: ${JSON.stringify(parsed)}`)
  process.exit(1)
}
if (pending.length > 0) {
  for (const entry of pending) {
    const versions = Array.isArray(entry.changes) ? entry.changes.map((change) => change?.key).filter(Boolean) : []
    say(`not reviewed: ${entry.name}${versions.length > 0 ? ` (${versions.join(', ')})` : ''}`)
  }
  say("an install script nobody has reviewed: approve or deny it in package.json's allowScripts")
  process.exit(1)
}
process.stdout.write("install scripts: every one reviewed (package.json allowScripts)\n")
EOF
