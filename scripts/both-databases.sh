#!/usr/bin/env bash
# The server suite on SQLite and on PostgreSQL side by side: the PostgreSQL run waits on its
# database much of the time, so together they take about 700 s on the two-core CI machine against
# 816 s one after the other. Fails when either fails.
set -u
npm run test:server &
sqlite_pid=$!
npm run test:server:pg
postgres_rc=$?
wait "$sqlite_pid"
sqlite_rc=$?
if [ "$sqlite_rc" -ne 0 ] || [ "$postgres_rc" -ne 0 ]; then
  echo "server suite: SQLite exited ${sqlite_rc}, PostgreSQL exited ${postgres_rc}"
  exit 1
fi
