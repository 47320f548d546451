#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (never a downloaded browser).
exec bash "$(dirname "$0")/ensure-debian-package.sh" "${CHROMIUM_PATH:-/usr/bin/chromium}" chromium "the browser tests" CHROMIUM_PATH
