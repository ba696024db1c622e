#!/usr/bin/env bash
# `npm test`: typecheck, lint, a production build, unit + integration (SQLite, and PostgreSQL
# when TEST_DATABASE_URL is set), then the browser suite against that build.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n==> %s\n' "$*"; }
step "typecheck";   npm run -s typecheck
step "lint";        npm run -s lint
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  echo "Note: TEST_DATABASE_URL is not set, so the PostgreSQL pass of the integration suite is skipped."
fi
# Built before Vitest: the page integration tests drive the production build's pages.
step "build";       npm run -s build
step "unit + integration"; npx vitest run
step "browser (Playwright, Chromium)"; npx playwright test
