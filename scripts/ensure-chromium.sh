#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (never a downloaded browser): its headless shell, which
# draws the same pages with a third less work than the full browser in headless mode.
exec bash "$(dirname "$0")/ensure-debian-package.sh" "${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}" chromium-headless-shell "the browser tests" CHROMIUM_PATH
