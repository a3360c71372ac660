#!/usr/bin/env bash
# The README's test command: unit tests, a production build, browser tests and
# the HTML validation. Installs Debian's Chromium first when it is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

if [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian's chromium for the browser tests…"
  if [ "$(id -u)" = "0" ]; then
    apt-get update -qq && apt-get install -y -qq chromium >/dev/null
  else
    sudo apt-get update -qq && sudo apt-get install -y -qq chromium >/dev/null
  fi
fi

npx next typegen >/dev/null
npx tsc --noEmit
npx jest --ci
npx next build
npx playwright test
# The deployable artifact, from the build above: standalone server, home, a treatment, /api/health.
node scripts/test-standalone.mjs
if [ -f scripts/validate-html.mjs ]; then node scripts/validate-html.mjs; fi
