#!/usr/bin/env bash
# Runs the npm scripts named as arguments side by side and prints each one's output whole when it ends, so the
# log stays readable. Fails when any of them fails. Used for the static checks, which each use one core, and
# for Vitest beside the size budget, whose page load mostly waits for its network to stay quiet.
set -uo pipefail
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
pids=()
for name in "$@"; do
  npm run -s "$name" >"$dir/$name.log" 2>&1 &
  pids+=("$!")
done
failed=()
for index in "${!pids[@]}"; do
  name=${*:index+1:1}
  if wait "${pids[$index]}"; then
    echo "== $name: passed"
  else
    failed+=("$name")
    echo "== $name: FAILED"
  fi
  cat "$dir/$name.log"
done
if [ "${#failed[@]}" -gt 0 ]; then
  echo "Failed: ${failed[*]}" >&2
  exit 1
fi
