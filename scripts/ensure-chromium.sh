#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests when it is missing (Playwright's
# own browser download cannot work here): the headless shell the tests run in, and
# the full browser beside it (the benchmark's Lighthouse and anyone looking on).
# Sourced by scripts/test.sh and scripts/test-cms.sh.
missing=()
[ -x /usr/lib/chromium/chromium-headless-shell ] || missing+=(chromium-headless-shell)
[ -x /usr/bin/chromium ] || missing+=(chromium)
if [ "${#missing[@]}" -gt 0 ] && [ -z "${CHROMIUM_PATH:-}" ]; then
  echo "Installing Debian's ${missing[*]} for the browser tests…"
  sudo=""
  [ "$(id -u)" = "0" ] || sudo=sudo
  $sudo apt-get update -qq && $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi
