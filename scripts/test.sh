#!/usr/bin/env bash
# `npm test`: typecheck and lint (side by side), a production build, unit + integration (SQLite,
# and PostgreSQL when TEST_DATABASE_URL is set), then the browser suite against that build.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n==> %s\n' "$*"; }
# Type-check and lint are each one busy thread for about a minute: on two cores they run side by
# side (the route types first, which both read). The type-check's output is shown after the lint's.
step "typecheck and lint"
npx react-router typegen >/dev/null
tsc_log=$(mktemp)
(npx tsc >"$tsc_log" 2>&1) &
tsc_pid=$!
lint_status=0
npm run -s lint || lint_status=$?
tsc_status=0
wait "$tsc_pid" || tsc_status=$?
cat "$tsc_log"
rm -f "$tsc_log"
[ "$tsc_status" = 0 ] || { echo "typecheck failed"; exit "$tsc_status"; }
[ "$lint_status" = 0 ] || { echo "lint failed"; exit "$lint_status"; }
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  echo "Note: TEST_DATABASE_URL is not set, so the PostgreSQL pass of the integration suite is skipped."
fi
# Built before Vitest: the page integration tests drive the production build's pages.
step "build";       npm run -s build
step "unit + integration"; npx vitest run
step "browser (Playwright, Chromium)"; npx playwright test
