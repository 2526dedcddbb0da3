#!/usr/bin/env bash
# The whole test suite, in the order that fails fastest. `npm test` runs this.
set -euo pipefail
cd "$(dirname "$0")/.."
# Typecheck and lint each use one core: side by side on a 2-core machine, lint's report printed after.
echo "== typecheck and lint"
lint_log="$(mktemp)"
trap 'rm -f "$lint_log"' EXIT
npm run -s lint > "$lint_log" 2>&1 & lint_pid=$!
typecheck_status=0; npm run -s typecheck || typecheck_status=$?
lint_status=0; wait "$lint_pid" || lint_status=$?
cat "$lint_log"
if [ "$typecheck_status" -ne 0 ] || [ "$lint_status" -ne 0 ]; then
  echo "typecheck exit $typecheck_status, lint exit $lint_status" >&2
  exit 1
fi
echo "== unit, component, contract (vitest)"; npx vitest run
echo "== size report (budgets reported; fails on msw/sandbox code in production output or a broken enforced budget)"; npm run -s size
echo "== bundle check (no eval / new Function; index.html carries the strict Content-Security-Policy)"; npm run -s check:bundle
echo "== end to end (playwright, Debian Chromium)"; npm run -s test:e2e
