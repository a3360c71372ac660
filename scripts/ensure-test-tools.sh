#!/usr/bin/env bash
# Installs with apt-get what the tests need from Debian, when it is missing:
#   chromium  the browsers tests' Chromium: the headless shell (package chromium-headless-shell, the same
#             Blink and V8 as /usr/bin/chromium without the browser around them; e2e/support/chromium.ts),
#             else the full browser. Playwright's own browser download cannot work here.
#             CHROMIUM_PATH set: nothing to install.
#   java      a Java runtime, 11 or later, for the HTML checker (vnu.jar; scripts/validate-html.mjs).
#             Its package's own download of a Java cannot work here either.
# Run with the tools wanted: `bash scripts/ensure-test-tools.sh chromium java` (scripts/test.sh,
# scripts/test-cms.sh). A failing `apt-get update` is not fatal: the packages may install from the lists
# already on the machine, and whatever is already installed is used. Exits with what to do when a tool
# is still missing after that.

set -uo pipefail

main() {
  local wanted=("$@") missing=() packages=()
  local headless_shell=/usr/lib/chromium/chromium-headless-shell full_browser=/usr/bin/chromium

  has_chromium() { [ -n "${CHROMIUM_PATH:-}" ] || [ -x "$headless_shell" ] || [ -x "$full_browser" ]; }
  # `java -version` says "1.8.0_…" up to Java 8, "11.0.…" from 11 on.
  has_java() {
    local version
    version=$(java -version 2>&1 | sed -n 's/.*version "\([0-9]*\).*/\1/p' | head -n 1)
    [ -n "$version" ] && [ "$version" -ge 11 ]
  }

  for tool in "${wanted[@]}"; do
    case "$tool" in
      # The headless shell is wanted even beside the full browser: the suite takes a third less time in it.
      chromium) [ -n "${CHROMIUM_PATH:-}" ] || [ -x "$headless_shell" ] || packages+=(chromium-headless-shell) ;;
      java) has_java || packages+=(default-jre-headless) ;;
      *)
        echo "ensure-test-tools: unknown tool $tool" >&2
        return 2
        ;;
    esac
  done
  [ "${#packages[@]}" -eq 0 ] && return 0

  local sudo=""
  if [ "$(id -u)" != "0" ]; then
    if command -v sudo >/dev/null 2>&1; then sudo=sudo; else sudo=none; fi
  fi
  if [ "$sudo" != none ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing the Debian packages the tests need: ${packages[*]}…"
    $sudo apt-get update -qq || echo "apt-get update failed: installing from the package lists already on this machine." >&2
    local package
    for package in "${packages[@]}"; do
      if ! $sudo apt-get install -y -qq --no-install-recommends "$package" >/dev/null; then
        echo "apt-get could not install $package." >&2
        # The full browser does as well, a third slower.
        if [ "$package" = chromium-headless-shell ] && [ ! -x "$full_browser" ]; then
          $sudo apt-get install -y -qq --no-install-recommends chromium >/dev/null || echo "apt-get could not install chromium either." >&2
        fi
      fi
    done
  fi

  for tool in "${wanted[@]}"; do
    case "$tool" in
      chromium) has_chromium || missing+=("Chromium for the browser tests: apt-get install chromium-headless-shell (or chromium), or set CHROMIUM_PATH to a Chromium binary") ;;
      java) has_java || missing+=("Java 11 or later for the HTML checker: apt-get install default-jre-headless, or put a java of version 11 or later on the PATH") ;;
    esac
  done
  if [ "${#missing[@]}" -gt 0 ]; then
    echo >&2
    echo "The tests need what could not be installed here (apt-get needs root or sudo, and a Debian package source):" >&2
    printf '  - %s\n' "${missing[@]}" >&2
    return 1
  fi
}

main "$@"
