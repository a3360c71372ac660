#!/usr/bin/env bash
# `npm run cms`: the clinic's Strapi CMS on http://127.0.0.1:1337 (REST API only).
# `npm run cms:admin` (--admin): builds the admin panel too and serves it at /admin.
# `--prepare`: install, secrets and compilation only (used by scripts/test-cms.sh).
# First use installs cms/node_modules, writes cms/.env with local secrets and
# compiles the TypeScript project into cms/dist; later starts reuse all three.
set -euo pipefail
cd "$(dirname "$0")/.."
export STRAPI_TELEMETRY_DISABLED=true NEXT_TELEMETRY_DISABLED=1

mode=start
case "${1:-}" in
  --admin) mode=admin ;;
  --prepare) mode=prepare ;;
  '') ;;
  *) echo "usage: scripts/cms.sh [--admin|--prepare]" >&2; exit 2 ;;
esac

if [ ! -d cms/node_modules/@strapi/strapi ]; then
  echo "[cms] installing the CMS (first use: a few minutes)…"
  # `npm install`, not `npm ci`: the lockfile lacks other platforms' optional binaries.
  npm install --prefix cms --no-audit --no-fund
fi

node scripts/cms-env.mjs
# Strapi's local upload provider refuses to start without its folder, which is not versioned.
(cd cms && mkdir -p "${CMS_PUBLIC_DIR:-public}/uploads")

strapi() { (cd cms && node_modules/.bin/strapi "$@"); }

if [ "$mode" = admin ]; then
  echo "[cms] building the admin panel…"
  strapi build
elif [ ! -f cms/dist/src/index.js ] || [ -n "$(find cms/src cms/config -newer cms/dist/src/index.js -print -quit)" ]; then
  echo "[cms] compiling the CMS (types and dist)…"
  strapi ts:generate-types
  touch cms/dist/src/index.js
fi

[ "$mode" = prepare ] && exit 0
# Nothing is public: the site reads with the token Strapi's bootstrap makes from cms/.env.
echo "[cms] the site reads it with CONTENT_API_URL=http://127.0.0.1:${PORT:-1337} and CONTENT_API_TOKEN from cms/.env,"
echo "[cms] and files patients' requests there with REQUEST_API_TOKEN from cms/.env"
[ "$mode" = admin ] && export CMS_ADMIN=1
cd cms
exec node_modules/.bin/strapi start
