#!/usr/bin/env bash
# The README's test command: lint, format check, unit tests, a production build
# (which type-checks the project), browser tests and the HTML validation.
# Installs Debian's Chromium first when it is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

source scripts/ensure-chromium.sh

timings=()
phase() {
  local name="$1" started
  shift
  started=$(date +%s)
  "$@"
  timings+=("$(printf '%-22s %5ss' "$name" "$(($(date +%s) - started))")")
}

phase "lint" npx eslint . --max-warnings 0
phase "format check" npx prettier --check .
phase "unit tests (Jest)" npx jest --ci
# Type-checks the whole project (tsconfig.json) too: no separate tsc phase.
phase "production build" npx next build
# The deployable artifact, from the build above: standalone server, home, a treatment, /api/health.
phase "standalone server" node scripts/test-standalone.mjs
phase "browser tests" npx playwright test --project=site
phase "HTML validation" node scripts/validate-html.mjs

echo
echo "== npm test phases"
printf '%s\n' "${timings[@]}"
