#!/usr/bin/env bash
# The fonts members have: Noto Sans Thai, the Thai font of Android phones (Debian's fonts-noto-core), which
# the app's font stack names (src/ui/theme.css), so screenshots show Thai, text wraps and overflows as it
# does on members' phones, and `npm run perf` lays Thai out the way a phone does (with no font of that name,
# Chromium searches fallback fonts for every Thai run, which slows every page's layout).
# Installed with apt when missing, like Chromium.
set -euo pipefail
if command -v fc-list >/dev/null 2>&1 && [ -n "$(fc-list 'Noto Sans Thai' family 2>/dev/null | head -n 1)" ]; then exit 0; fi
if [ "$(id -u)" = "0" ]; then SUDO=""; else SUDO="sudo"; fi
echo "Noto Sans Thai not found; installing Debian's fonts-noto-core" >&2
if ! DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq fonts-noto-core fontconfig >/dev/null 2>&1; then
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq fonts-noto-core fontconfig >/dev/null
fi
fc-cache -f >/dev/null 2>&1 || true
[ -n "$(fc-list 'Noto Sans Thai' family | head -n 1)" ] || { echo "Noto Sans Thai install failed" >&2; exit 1; }
