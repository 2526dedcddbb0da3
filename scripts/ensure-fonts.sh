#!/usr/bin/env bash
# The fonts members have: a Thai font (Debian's fonts-thai-tlwg), so screenshots show Thai and text
# wraps and overflows as it does on members' phones. Installed with apt when missing, like Chromium.
set -euo pipefail
if command -v fc-list >/dev/null 2>&1 && [ -n "$(fc-list :lang=th family 2>/dev/null | head -n 1)" ]; then exit 0; fi
if [ "$(id -u)" = "0" ]; then SUDO=""; else SUDO="sudo"; fi
echo "No Thai font found; installing Debian's fonts-thai-tlwg" >&2
if ! DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq fonts-thai-tlwg fontconfig >/dev/null 2>&1; then
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq fonts-thai-tlwg fontconfig >/dev/null
fi
fc-cache -f >/dev/null 2>&1 || true
[ -n "$(fc-list :lang=th family | head -n 1)" ] || { echo "Thai font install failed" >&2; exit 1; }
