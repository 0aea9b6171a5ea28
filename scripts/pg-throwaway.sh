#!/usr/bin/env bash
# Starts a throwaway PostgreSQL 15 on 127.0.0.1:${PGPORT:-55432} (decision 033) and prints its URL.
# Usage: eval "$(bash scripts/pg-throwaway.sh start)"   ...   bash scripts/pg-throwaway.sh stop "$PGTMP"
set -euo pipefail
PGBIN=${PGBIN:-/usr/lib/postgresql/15/bin}
PORT=${PGPORT:-55432}
case "${1:-start}" in
  start)
    D=$(mktemp -d /tmp/liga-pg.XXXXXX)
    chown postgres "$D"
    runuser -u postgres -- "$PGBIN/initdb" -D "$D/data" -U postgres --auth=trust --no-sync >"$D/initdb.log" 2>&1
    runuser -u postgres -- "$PGBIN/pg_ctl" -D "$D/data" -l "$D/log" -w \
      -o "-c listen_addresses=127.0.0.1 -p $PORT -c unix_socket_directories=$D -c fsync=off -c max_connections=300" start >/dev/null
    echo "export PGTMP=$D"
    echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$PORT/postgres"
    ;;
  stop)
    D=${2:?data folder}
    runuser -u postgres -- "$PGBIN/pg_ctl" -D "$D/data" -m fast -w stop >/dev/null || true
    rm -rf "$D"
    ;;
esac
