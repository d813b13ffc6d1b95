#!/usr/bin/env bash
# `npm test`: every suite. The server suites (SQLite and PostgreSQL side by side) and the
# several-process suite run first; then the browser tests, with the unit, machine-path and view
# tests beside them at the lowest priority. The browser tests leave about one of the two cores idle
# while pages wait; run before them, the CPU-bound jsdom suites added about 6 minutes to a run that
# must stay under 30 on a slow day. Their output is printed after the browser tests', not
# interleaved. Exits 1 when any suite fails.
set -u
failed=()

npm run test:servers || failed+=(servers)
npm run test:scale-out || failed+=(scale-out)

unit_log=$(mktemp)
unit_rc_file=$(mktemp)
(
  rc=0
  nice -n 19 npm run test:unit >"$unit_log" 2>&1 || rc=1
  echo "$rc" >"$unit_rc_file"
) &
unit_pid=$!
trap 'kill "$unit_pid" 2>/dev/null || true' EXIT
npm run test:e2e || failed+=(e2e)
wait "$unit_pid"
trap - EXIT
cat "$unit_log"
[ "$(cat "$unit_rc_file")" = "0" ] || failed+=(unit)
rm -f "$unit_log" "$unit_rc_file"

if [ ${#failed[@]} -gt 0 ]; then
  echo "failed suites: ${failed[*]}"
  exit 1
fi
