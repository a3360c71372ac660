#!/usr/bin/env bash
# Installs Debian's Chromium headless shell for the browser tests when it is
# missing (Playwright's own browser download cannot work here): the same Blink
# and V8 as /usr/bin/chromium without the browser around them, which the tests
# run in (e2e/support/chromium.ts). Falls back to the full browser should the
# package be unavailable. CHROMIUM_PATH set: nothing to install.
# Sourced by scripts/test.sh and scripts/test-cms.sh.
if [ -z "${CHROMIUM_PATH:-}" ] && [ ! -x /usr/lib/chromium/chromium-headless-shell ]; then
  echo "Installing Debian's chromium-headless-shell for the browser tests…"
  sudo=""
  [ "$(id -u)" = "0" ] || sudo=sudo
  $sudo apt-get update -qq
  if ! $sudo apt-get install -y -qq chromium-headless-shell >/dev/null && [ ! -x /usr/bin/chromium ]; then
    $sudo apt-get install -y -qq chromium >/dev/null
  fi
fi
