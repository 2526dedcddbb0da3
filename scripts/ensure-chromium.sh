#!/usr/bin/env bash
# Playwright cannot download its browser here; use Debian's Chromium, installing it when missing.
set -euo pipefail
CHROME="${CHROME_PATH:-/usr/bin/chromium}"
if [ -x "$CHROME" ]; then exit 0; fi
if [ "$(id -u)" = "0" ]; then SUDO=""; else SUDO="sudo"; fi
echo "Chromium not found at $CHROME; installing Debian's chromium" >&2
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
[ -x "$CHROME" ] || { echo "Chromium install failed" >&2; exit 1; }
