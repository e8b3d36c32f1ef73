#!/usr/bin/env bash
# Browser tests drive Debian's Chromium. Install it when missing and running as root; otherwise say
# exactly what to install. Nothing is downloaded from anywhere but Debian's package archive.
set -euo pipefail
if command -v chromium >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "[test] installing Debian's chromium (and poppler-utils for PDF checks)"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium poppler-utils >/dev/null
  exit 0
fi
echo "Browser tests need Debian's Chromium at /usr/bin/chromium. Install it with:" >&2
echo "  sudo apt-get update && sudo apt-get install -y chromium poppler-utils" >&2
exit 1
