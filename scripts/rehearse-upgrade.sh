#!/usr/bin/env bash
# The upgrade rehearsal (`npm run rehearse:upgrade`): the committed tree (HEAD) in a scratch work
# tree under /tmp with the newest published Next.js and next-intl installed, through every check
# of npm test (lint, type check, Jest, build, standalone server, browser tests, HTML validation),
# each phase run even when one before it failed. Prints which phases failed, each failing test and
# the first line of its message: a change in a framework internal the site relies on should fail a
# test whose message names it (docs/architecture.md, "Framework internals"). The work tree you are
# in is never touched; the scratch tree is removed afterwards (--keep leaves it), the logs stay.
#
#   npm run rehearse:upgrade                                   # newest next and next-intl published
#   npm run rehearse:upgrade -- --next=16.5.0-canary.38 --next-intl=4.15.0 --keep
#
# Environment: the ports of npm test (E2E_PORT, STANDALONE_PORT, VALIDATE_PORT, FAKE_EMAILJS_PORT),
# E2E_WORKERS (browser test workers, default 1), REHEARSAL_DIR (default: a new /tmp/rehearse-upgrade.*).
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
repo="$(pwd)"

next_version="" intl_version="" keep=0
for arg in "$@"; do
  case "$arg" in
    --next=*) next_version="${arg#--next=}" ;;
    --next-intl=*) intl_version="${arg#--next-intl=}" ;;
    --keep) keep=1 ;;
    *) echo "unknown option: $arg" >&2; exit 2 ;;
  esac
done

# The newest published version, canaries included: the registry's last entry (its `canary` tag is
# not always mirrored).
newest() { npm view "$1" versions --json | node -e 'const v = JSON.parse(require("fs").readFileSync(0, "utf8")); console.log([].concat(v).at(-1))'; }
published() { npm view "$1@$2" version 2>/dev/null | tail -n 1; }
[ -n "$next_version" ] || next_version="$(newest next)"
[ -n "$intl_version" ] || intl_version="$(newest next-intl)"
# Read from the file: next-intl's `exports` do not include its package.json.
installed() { node -p "JSON.parse(require('fs').readFileSync('node_modules/$1/package.json', 'utf8')).version"; }
from_next="$(installed next)"
from_intl="$(installed next-intl)"

dir="${REHEARSAL_DIR:-$(mktemp -d /tmp/rehearse-upgrade.XXXXXX)}"
tree="$dir/tree" logs="$dir/logs"
mkdir -p "$logs"
if [ -n "$(git status --porcelain --untracked-files=no)" ]; then
  echo "Note: uncommitted changes are not rehearsed; the scratch tree is HEAD ($(git rev-parse --short HEAD))." >&2
fi
cleanup() {
  [ "$keep" = 0 ] || return 0
  # Out of the tree first: git cannot remove the folder the script stands in.
  cd "$repo" || return 0
  git worktree remove --force "$tree" >/dev/null 2>&1 || rm -rf "$tree"
  git worktree prune
}
trap cleanup EXIT
git worktree add --detach "$tree" HEAD >/dev/null || exit 2
echo "Rehearsing next $from_next -> $next_version, next-intl $from_intl -> $intl_version on $(git rev-parse --short HEAD) in $tree"

cd "$tree" || exit 2
# The installed tree as a start (a fresh install takes minutes here), then the new versions over it.
if [ -d "$repo/node_modules" ]; then cp -a "$repo/node_modules" node_modules; fi
packages=("next@$next_version" "next-intl@$intl_version")
# Next's companions move with it where that version is published.
for companion in eslint-config-next @next/third-parties; do
  [ -n "$(published "$companion" "$next_version")" ] && packages+=("$companion@$next_version")
done
# A canary does not satisfy a peer range such as next-intl's `next@^16.0.0` (semver leaves
# prereleases out of ranges): the install says so and goes on with --force, which still installs
# every peer dependency (--legacy-peer-deps would drop @testing-library/react's @testing-library/dom
# and fail the tests for a reason of its own).
echo "npm install ${packages[*]}"
if ! npm install --no-audit --no-fund "${packages[@]}" >"$logs/install.log" 2>&1; then
  grep -E 'peer |Could not resolve' "$logs/install.log" | head -n 5
  echo "(peer dependencies refuse it: installing again with --force)"
  npm install --no-audit --no-fund --force "${packages[@]}" >>"$logs/install.log" 2>&1
fi
if [ "$(installed next)" != "$next_version" ]; then
  tail -n 30 "$logs/install.log"
  echo "The install failed: see $logs/install.log" >&2
  exit 1
fi
echo "installed: next $(installed next), next-intl $(installed next-intl), react $(installed react)"

results=()
failed=()
phase() {
  local name="$1" started status=0
  shift
  started=$(date +%s)
  echo "== $name: $*"
  "$@" >"$logs/$name.log" 2>&1 || status=$?
  local took=$(($(date +%s) - started))
  if [ "$status" = 0 ]; then results+=("$(printf '%-12s ok    %5ss' "$name" "$took")"); else
    results+=("$(printf '%-12s FAIL  %5ss  (%s)' "$name" "$took" "$logs/$name.log")")
    failed+=("$name")
  fi
  return "$status"
}

phase lint npx eslint . --max-warnings 0
phase typecheck npm run typecheck
phase jest npx jest --ci --maxWorkers="${JEST_WORKERS:-1}"
if phase build npx next build; then
  phase standalone node scripts/test-standalone.mjs
  phase browser npx playwright test --project=site --workers="${E2E_WORKERS:-1}" --reporter=list
  phase html node scripts/validate-html.mjs
else
  results+=("standalone, browser, html: not run (no build)")
fi

# Each failing test with the first line of its message. Jest: "● suite › test" and the lines after
# it; Playwright (list reporter): "1) [site] › file:line › test" and its "Error:" line.
failures() {
  case "$1" in
    jest)
      awk '/^  ● / && !/Console/ { name=$0; getline; while ($0 ~ /^[[:space:]]*$/) getline; print name; print "      " $0 }' "$logs/jest.log" | head -n 80
      ;;
    browser)
      awk '/^ +[0-9]+\) \[/ { name=$0; found=0; next } name && !found && /Error:/ { print name; print "      " $0; found=1 }' "$logs/browser.log" | head -n 80
      ;;
    lint | typecheck | build | standalone | html)
      grep -E 'error|Error|✖|failed|FAIL' "$logs/$1.log" | head -n 20
      ;;
  esac
}

echo
echo "== rehearsal: next $next_version, next-intl $intl_version (from next $from_next, next-intl $from_intl)"
printf '%s\n' "${results[@]}"
for name in "${failed[@]}"; do
  echo
  echo "-- $name failed:"
  failures "$name"
done
echo
echo "Logs: $logs"
[ "${#failed[@]}" = 0 ]
