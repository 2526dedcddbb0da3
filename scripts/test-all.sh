#!/usr/bin/env bash
# The whole test suite, in the order that fails fastest. `npm test` runs this.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== typecheck"; npm run -s typecheck
echo "== lint"; npm run -s lint
echo "== unit, component, contract (vitest)"; npx vitest run
echo "== size report (budgets reported; fails on msw/sandbox code in production output or a broken enforced budget)"; npm run -s size
echo "== bundle check (no eval / new Function; index.html carries the strict Content-Security-Policy)"; npm run -s check:bundle
echo "== end to end (playwright, Debian Chromium)"; npm run -s test:e2e
