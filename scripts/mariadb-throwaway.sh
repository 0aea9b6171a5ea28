#!/usr/bin/env bash
# Starts a throwaway MariaDB (Debian's mariadb-server) on 127.0.0.1:${MYPORT:-53306}, as PostgreSQL's
# pg-throwaway.sh does, for the legacy import's --mysql test (decision 032): its own data folder owned
# by the mysql user, the socket in that folder under /tmp, no grant tables (root without a password).
# Usage: eval "$(bash scripts/mariadb-throwaway.sh start)"   ...   bash scripts/mariadb-throwaway.sh stop "$MYTMP"
set -euo pipefail
PORT=${MYPORT:-53306}
case "${1:-start}" in
  start)
    command -v mariadbd >/dev/null || PATH=$PATH:/usr/sbin
    D=$(mktemp -d /tmp/liga-mariadb.XXXXXX)
    RUNAS=$(id -un)
    if [ "$(id -u)" -eq 0 ]; then RUNAS=mysql; chown mysql "$D"; fi
    mariadb-install-db --user="$RUNAS" --datadir="$D/data" --auth-root-authentication-method=normal \
      --skip-test-db >"$D/install.log" 2>&1
    mariadbd --no-defaults --user="$RUNAS" --datadir="$D/data" --socket="$D/sock" --pid-file="$D/pid" \
      --port="$PORT" --bind-address=127.0.0.1 --skip-grant-tables --innodb-buffer-pool-size=64M \
      --innodb-log-file-size=16M --log-error="$D/log" >/dev/null 2>&1 &
    for _ in $(seq 1 100); do [ -S "$D/sock" ] && break; sleep 0.2; done
    [ -S "$D/sock" ] || { cat "$D/log" >&2; exit 1; }
    echo "export MYTMP=$D"
    echo "export TEST_MYSQL_URL=mysql://root@127.0.0.1:$PORT/mysql"
    echo "export TEST_MYSQL_SOCKET=$D/sock"
    ;;
  stop)
    D=${2:?data folder}
    [ -f "$D/pid" ] && kill "$(cat "$D/pid")" 2>/dev/null || true
    for _ in $(seq 1 50); do [ -f "$D/pid" ] || break; sleep 0.2; done
    rm -rf "$D"
    ;;
esac
