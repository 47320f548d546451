#!/usr/bin/env bash
# Runs each argument (a shell command) at once and waits for all, then prints each one's output in
# turn, so CPU-bound checks share the machine's cores instead of queueing. Fails when any failed.
# Usage: bash scripts/parallel.sh 'npm run lint' 'npm run typecheck'
set -uo pipefail
dir=$(mktemp -d)
pids=()
i=0
for cmd in "$@"; do
  bash -c "$cmd" >"$dir/$i.log" 2>&1 &
  pids+=($!)
  i=$((i + 1))
done
status=0
i=0
for cmd in "$@"; do
  if wait "${pids[$i]}"; then result=ok; else result=FAILED; status=1; fi
  printf '\n==== %s: %s\n' "$cmd" "$result"
  cat "$dir/$i.log"
  i=$((i + 1))
done
rm -rf "$dir"
exit $status
