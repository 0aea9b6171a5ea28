#!/usr/bin/env bash
# npm run test:pg — the API suite on PostgreSQL. Uses TEST_DATABASE_URL when set, otherwise starts a
# throwaway PostgreSQL 15 (Debian's postgresql package, as root) and removes it afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  eval "$(PGPORT=${PGPORT:-55433} bash scripts/pg-throwaway.sh start)"
  trap 'bash scripts/pg-throwaway.sh stop "$PGTMP"' EXIT
fi
export TEST_DATABASE_URL
npx vitest run --project api "$@"
