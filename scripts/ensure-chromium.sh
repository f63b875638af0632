#!/usr/bin/env bash
# The browser tests drive Debian's Chromium at /usr/bin/chromium. Install it when it is missing
# (needs root and the Debian package mirror; CI machines start without it).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  exit 0
fi
echo "Installing Debian's chromium for the browser tests..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core > /dev/null
/usr/bin/chromium --version
