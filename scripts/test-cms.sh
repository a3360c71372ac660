#!/usr/bin/env bash
# `npm run test:cms`: the site against the real Strapi, nothing mocked.
#   1. installs the CMS on first use (scripts/cms.sh --prepare),
#   2. starts Strapi on 127.0.0.1:1337 with a fresh SQLite database in a temp
#      folder; its bootstrap seeds it from content/*.json,
#   3. builds the site against it into .next-cms (compiled while Strapi starts, prerendered once
#      it answers) and serves it on port 3300, its
#      outbox sending to a fake EmailJS on port 3394 (TEST_CMS_EMAILJS_PORT),
#   4. runs the browser tests of e2e/cms/ in three phases (Playwright projects
#      of playwright.config.ts): cms and cms-edits, CMS up (same pages and content
#      as the built-in source, then a title published in Strapi reaches the page
#      through the webhook); cms-outage, CMS stopped (pages keep answering);
#      cms-recovery, CMS started again (pages refresh on their own); and, with the
#      CMS stopped, cms-deploy: the standalone folder assembled right after the
#      build, started for the first time during the outage.
# Prints the time of each step. Ports 1337, 3300 and 3301 (TEST_CMS_PORT, TEST_CMS_SITE_PORT,
# TEST_CMS_STANDALONE_PORT) must be free.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 STRAPI_TELEMETRY_DISABLED=true

CMS_PORT="${TEST_CMS_PORT:-1337}"
SITE_PORT="${TEST_CMS_SITE_PORT:-3300}"
STANDALONE_PORT="${TEST_CMS_STANDALONE_PORT:-3301}"
EMAILJS_PORT="${TEST_CMS_EMAILJS_PORT:-3394}"
DIST="${TEST_CMS_DIST_DIR:-.next-cms}"
CMS_URL="http://127.0.0.1:${CMS_PORT}"
# `next start -H 127.0.0.1` loops the home page on redirects (vercel/next.js#94745): the site is served on localhost.
SITE_URL="http://localhost:${SITE_PORT}"

work="$(mktemp -d "${TMPDIR:-/tmp}/test-cms.XXXXXX")"
random_hex() { node -e "process.stdout.write(require('node:crypto').randomBytes($1).toString('hex'))"; }
REVALIDATE_SECRET="$(random_hex 24)"
CMS_E2E_API_TOKEN="$(random_hex 32)"
# The site's read-only token (the public role reads nothing) and its create-only token for
# requests, made per run like the webhook's secret.
CONTENT_API_TOKEN="$(random_hex 32)"
REQUEST_API_TOKEN="$(random_hex 32)"
strapi_pid=""
site_pid=""
standalone_pid=""
emailjs_pid=""
started=$(date +%s)
timings=()

step_done() { timings+=("$(printf '%-28s %4ss' "$1" "$(($(date +%s) - $2))")"); }

stop() {
  local pid="$1"
  [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null || return 0
  kill "$pid" 2>/dev/null || true
  for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || return 0; sleep 0.2; done
  kill -9 "$pid" 2>/dev/null || true
}

cleanup() {
  local status=$?
  stop "$site_pid"
  stop "$standalone_pid"
  stop "$strapi_pid"
  stop "$emailjs_pid"
  if [ "$status" -ne 0 ]; then
    echo "--- last lines of the Strapi log"; tail -n 40 "$work/strapi.log" 2>/dev/null || true
    echo "--- last lines of the site log"; tail -n 40 "$work/site.log" 2>/dev/null || true
    echo "--- last lines of the standalone server's log"; tail -n 40 "$work/standalone.log" 2>/dev/null || true
  fi
  rm -rf "$work"
  exit "$status"
}
trap cleanup EXIT

wait_for() {
  local url="$1" seconds="$2" pid="$3" status="${4:-200}"
  for _ in $(seq 1 $((seconds * 2))); do
    [ "$(curl -s -o /dev/null --max-time 5 -w '%{http_code}' "$url" 2>/dev/null)" = "$status" ] && return 0
    kill -0 "$pid" 2>/dev/null || { echo "the process serving $url exited" >&2; return 1; }
    sleep 0.5
  done
  echo "$url did not answer $status within ${seconds}s" >&2
  return 1
}

spawn_strapi() {
  (
    cd cms
    exec env DATABASE_CLIENT=sqlite DATABASE_FILENAME="$work/data.db" CMS_PUBLIC_DIR="$work/public" \
      HOST=127.0.0.1 PORT="$CMS_PORT" CMS_SEED=auto CMS_ADMIN=0 \
      SITE_REVALIDATE_URL="$SITE_URL/api/revalidate" REVALIDATE_SECRET="$REVALIDATE_SECRET" \
      CMS_E2E_API_TOKEN="$CMS_E2E_API_TOKEN" CONTENT_API_TOKEN="$CONTENT_API_TOKEN" REQUEST_API_TOKEN="$REQUEST_API_TOKEN" \
      node_modules/.bin/strapi start
  ) >>"$work/strapi.log" 2>&1 &
  strapi_pid=$!
}
# Strapi's health check answers 204 once the bootstrap (seed, tokens) is done; /api/* needs a token.
wait_for_strapi() { wait_for "$CMS_URL/_health" 180 "$strapi_pid" 204; }
start_strapi() {
  spawn_strapi
  wait_for_strapi
}

playwright() {
  E2E_CMS_PORT="$SITE_PORT" E2E_CMS_STANDALONE_PORT="$STANDALONE_PORT" REVALIDATE_SECRET="$REVALIDATE_SECRET" CMS_URL="$CMS_URL" \
    CMS_E2E_API_TOKEN="$CMS_E2E_API_TOKEN" CONTENT_API_TOKEN="$CONTENT_API_TOKEN" REQUEST_API_TOKEN="$REQUEST_API_TOKEN" \
    FAKE_EMAILJS_PORT="$EMAILJS_PORT" npx playwright test "$@"
}

# The test needs a fresh Strapi and its own sites.
node scripts/check-ports.mjs "TEST_CMS_PORT=$CMS_PORT" "TEST_CMS_SITE_PORT=$SITE_PORT" "TEST_CMS_STANDALONE_PORT=$STANDALONE_PORT" \
  "TEST_CMS_EMAILJS_PORT=$EMAILJS_PORT"
bash scripts/ensure-test-tools.sh chromium

echo "== 1/4 CMS install and compilation"
t=$(date +%s)
bash scripts/cms.sh --prepare
step_done "install + compile" "$t"

echo "== 2/4 Strapi with a fresh database, seeded from content/, beside the site's compilation"
mkdir -p "$work/public/uploads"
rm -rf "$DIST"
site_env=(CONTENT_API_URL="$CMS_URL" CONTENT_API_TOKEN="$CONTENT_API_TOKEN" REVALIDATE_SECRET="$REVALIDATE_SECRET" NEXT_DIST_DIR="$DIST")
t=$(date +%s)
spawn_strapi
# Only prerendering reads the CMS: the site compiles while Strapi starts and seeds (next build's
# compile and generate modes; a Next without them builds in one go once Strapi is up). With
# NEXT_BUILD_SKIP_TYPECHECK=1 (set by .ci/run, which has type-checked the same tree) the build
# skips a second, identical type check (next.config.ts).
split_build=""
if npx next build --help 2>/dev/null | grep -q -- '--experimental-build-mode'; then
  split_build=1
  env "${site_env[@]}" npx next build --experimental-build-mode compile
  step_done "site compile (beside Strapi)" "$t"
else
  echo "next build offers no --experimental-build-mode: the site builds in one go once Strapi is up"
fi
wait_for_strapi
step_done "Strapi start + seed" "$t"
total=$(curl -sg -H "Authorization: Bearer $CONTENT_API_TOKEN" "$CMS_URL/api/treatments?pagination[pageSize]=1" | node -e "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>console.log(JSON.parse(s).meta.pagination.total))")
echo "Strapi is up on $CMS_URL with $total treatments"
grep -F '[seed]' "$work/strapi.log" || true

echo "== 3/4 Site prerendered against Strapi ($DIST)"
t=$(date +%s)
if [ -n "$split_build" ]; then
  env "${site_env[@]}" npx next build --experimental-build-mode generate
else
  env "${site_env[@]}" npx next build
fi
# The deployable folder as it is shipped, with the CMS answers the build read (cms-deploy starts it).
NEXT_DIST_DIR="$DIST" node scripts/standalone.mjs --assemble
step_done "site prerender" "$t"

# The site files requests in Strapi (REQUEST_API_TOKEN) from a store of this run's own, and e-mails
# them through a fake EmailJS, whose answers e2e/cms/requests.spec.ts switches.
node e2e/support/fake-emailjs.mjs --port "$EMAILJS_PORT" >"$work/emailjs.log" 2>&1 &
emailjs_pid=$!
wait_for "http://127.0.0.1:$EMAILJS_PORT/__control" 15 "$emailjs_pid"
CONTENT_API_URL="$CMS_URL" CONTENT_API_TOKEN="$CONTENT_API_TOKEN" REVALIDATE_SECRET="$REVALIDATE_SECRET" NEXT_DIST_DIR="$DIST" \
  REQUEST_API_TOKEN="$REQUEST_API_TOKEN" REQUEST_STORE_PATH="$work/requests.db" EMAIL_RELAY_MAX_PER_CLIENT=100000 \
  EMAILJS_PRIVATE_KEY=test-cms-private-key EMAILJS_API_ORIGIN="http://127.0.0.1:$EMAILJS_PORT" \
  node node_modules/next/dist/bin/next start -p "$SITE_PORT" >"$work/site.log" 2>&1 &
site_pid=$!
wait_for "$SITE_URL/en" 60 "$site_pid"

echo "== 4/4 Browser tests"
t=$(date +%s)
echo "-- phase 1: CMS up"
playwright --project=cms-edits
echo "-- phase 2: CMS stopped"
stop "$strapi_pid"
strapi_pid=""
CMS_PHASE=outage playwright --project=cms-outage
# A fresh deploy now: the standalone server's first start, with the CMS already down.
(
  cd "$DIST/standalone"
  exec env NEXT_DIST_DIR="$DIST" CONTENT_API_URL="$CMS_URL" CONTENT_API_TOKEN="$CONTENT_API_TOKEN" REVALIDATE_SECRET="$REVALIDATE_SECRET" \
    REQUEST_STORE_PATH="$work/requests-standalone.db" PORT="$STANDALONE_PORT" HOSTNAME=localhost node server.js
) >"$work/standalone.log" 2>&1 &
standalone_pid=$!
wait_for "http://localhost:$STANDALONE_PORT/api/health" 60 "$standalone_pid"
CMS_PHASE=outage playwright --project=cms-deploy
stop "$standalone_pid"
standalone_pid=""
echo "-- phase 3: CMS started again"
start_strapi
CMS_PHASE=recovery playwright --project=cms-recovery
step_done "browser tests" "$t"

echo
echo "== npm run test:cms passed"
printf '%s\n' "${timings[@]}"
printf '%-28s %4ss\n' "total" "$(($(date +%s) - started))"
