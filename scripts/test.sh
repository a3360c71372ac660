#!/usr/bin/env bash
# The README's test command: lint, format check, unit tests, a production build
# (which type-checks the project), browser tests and the HTML validation.
# Installs Debian's Chromium and a Java runtime first when they are missing, and
# stops before anything runs when a port it serves on is taken.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

bash scripts/ensure-test-tools.sh chromium java
e2e_port="${E2E_PORT:-3100}"
node scripts/check-ports.mjs "E2E_PORT=$e2e_port" "E2E_PORT+1000=$((e2e_port + 1000))" \
  "STANDALONE_PORT=${STANDALONE_PORT:-3101}" "VALIDATE_PORT=${VALIDATE_PORT:-3297}" "FAKE_EMAILJS_PORT=${FAKE_EMAILJS_PORT:-3391}"

timings=()
phase() {
  local name="$1" started
  shift
  started=$(date +%s)
  "$@"
  timings+=("$(printf '%-22s %5ss' "$name" "$(($(date +%s) - started))")")
}

# ESLint and Prettier each use one core: they run side by side.
lint_and_format() {
  npx prettier --check . --log-level warn &
  local prettier=$! status=0
  npx eslint . --max-warnings 0 || status=$?
  wait "$prettier" || { status=$?; echo "Prettier: the files above are not formatted (npm run format)" >&2; }
  return "$status"
}
phase "lint + format check" lint_and_format
# Jest would use one worker on two cores (cores - 1); two finish in two thirds of the time.
phase "unit tests (Jest)" npx jest --ci --maxWorkers=2
# Type-checks the whole project (tsconfig.json) too: no separate tsc phase (.ci/run type-checks
# beside SQLite's compile instead, and sets NEXT_BUILD_SKIP_TYPECHECK=1).
phase "production build" npx next build
# The deployable artifact, from the build above: standalone server, home, a treatment, /api/health.
phase "standalone server" node scripts/test-standalone.mjs
# The HTML validation (its own server, and one core for the checker for a few seconds) runs beside
# the browser tests; its report follows theirs.
browser_tests_and_html_validation() {
  local log status=0 validation
  log="$(mktemp)"
  (
    started=$(date +%s)
    code=0
    node scripts/validate-html.mjs || code=$?
    echo "(HTML validation took $(($(date +%s) - started))s)"
    exit "$code"
  ) >"$log" 2>&1 &
  validation=$!
  npx playwright test --project=site || status=$?
  echo
  echo "== HTML validation"
  wait "$validation" || status=$?
  cat "$log"
  rm -f "$log"
  return "$status"
}
phase "browser tests + HTML" browser_tests_and_html_validation

echo
echo "== npm test phases"
printf '%s\n' "${timings[@]}"
