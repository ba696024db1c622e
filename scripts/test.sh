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

# TEST_SIDE_BY_SIDE=1: Vitest beside the browser suite (ADR 0053), 5 to 6 minutes sooner on two
# cores; not yet the default: on a loaded machine, tests that wait on a process of their own
# (an upload, a restore drill, a renewal run) still pass their time limits now and then.
if [ "${TEST_SIDE_BY_SIDE:-0}" != 1 ]; then
  step "unit + integration"; npx vitest run
  step "browser (Playwright, Chromium)"; npx playwright test
  exit 0
fi

# Two integration tests load a server process of their own and judge by the clock how it rides out
# a database restart and a SIGTERM: beside the browser suite, on two busy cores, they measured the
# machine instead. They run first, with the machine to themselves (about a minute).
ALONE=(server/infra/db/pg-outage.int.test.ts server/infra/http/shutdown.int.test.ts)
step "integration tests that time a server process of their own"
alone_status=0
npx vitest run "${ALONE[@]}" || alone_status=$?
not_alone=()
for f in "${ALONE[@]}"; do not_alone+=(--exclude "$f"); done

# Vitest beside the browser suite, whose desktop and phone projects run side by side too (two
# workers): alone, each leaves a core idle for part of its run (waiting on a database, a child
# process, a page). One after the other they took 28 minutes here; together, 22 (ADR 0053). The
# browser suite's output is held in a file, then shown and followed live once Vitest has finished;
# each suite's result is reported, and either failing fails the run.
pw_log=$(mktemp)
E2E_WORKERS="${E2E_WORKERS:-2}" node_modules/.bin/playwright test >"$pw_log" 2>&1 &
pw_pid=$!
trap 'kill "$pw_pid" 2>/dev/null || true' INT TERM
step "unit + integration (Vitest), beside the browser suite"
vitest_status=0
npx vitest run "${not_alone[@]}" || vitest_status=$?
step "browser (Playwright, Chromium), started beside Vitest"
tail -n +1 -f --pid="$pw_pid" "$pw_log" &
tail_pid=$!
pw_status=0
wait "$pw_pid" || pw_status=$?
wait "$tail_pid" || true
rm -f "$pw_log"
[ "$alone_status" = 0 ] || echo "The outage and SIGTERM tests failed (exit $alone_status): their report is first."
[ "$vitest_status" = 0 ] || echo "Vitest failed (exit $vitest_status): its report is above the browser suite's."
[ "$pw_status" = 0 ] || echo "The browser suite failed (exit $pw_status)."
[ "$alone_status" = 0 ] && [ "$vitest_status" = 0 ] && [ "$pw_status" = 0 ]
