#!/usr/bin/env bash
# Usage: ensure-debian-package.sh <program path> <Debian package> <what needs it> [<setting naming another path>]
# Tests use Debian's own programs (never downloaded ones). Installs the package when the program
# is missing and we may (root with apt-get); otherwise says how and fails.
set -euo pipefail
program="$1" package="$2" purpose="$3" setting="${4:-}"
if [ -x "$program" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "» installing Debian's $package for $purpose"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$package" >/dev/null
  exit 0
fi
echo "$purpose need(s) $package at $program: install it (sudo apt-get install -y $package)${setting:+ or set $setting}." >&2
exit 1
