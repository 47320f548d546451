#!/usr/bin/env bash
# The two-process test (api/src/scaleout) puts Debian's nginx in front of two API processes.
exec bash "$(dirname "$0")/ensure-debian-package.sh" "${NGINX_PATH:-/usr/sbin/nginx}" nginx "the two-process test" NGINX_PATH
