#!/usr/bin/env bash
# Installs the Debian packages Strata needs, only when something is missing.
# Usage: scripts/install-deps.sh [build|test|peer|all]
set -euo pipefail

# libglib2.0-dev (GIO) comes with Pango's; it is named for the accessibility bridge's D-Bus.
build_packages=(pkg-config libcairo2-dev libpango1.0-dev libglib2.0-dev fonts-dejavu-core
  libsdl2-dev)
# The end-to-end test runs the gallery in a real X server and drives and photographs it; the
# accessibility test reads it through AT-SPI on a private session bus (dbus-run-session, in
# dbus-daemon) with at-spi2-core's bus launcher and registry, from Python with pyatspi.
test_packages=(xvfb xauth xdotool imagemagick dbus dbus-daemon at-spi2-core python3-pyatspi)
# make bench-peer: the gallery beside libadwaita's AdwCarousel (a PyGObject script, GTK 4 coming
# with gir1.2-adw-1), each on its own Xvfb, driven by xdotool. Only that target installs these.
peer_packages=(python3 python3-gi gir1.2-adw-1 xvfb xauth xdotool)

case "${1:-build}" in
  build) wanted=("${build_packages[@]}") ;;
  test | all) wanted=("${build_packages[@]}" "${test_packages[@]}") ;;
  peer) wanted=("${build_packages[@]}" "${peer_packages[@]}") ;;
  *) echo "usage: $0 [build|test|peer|all]" >&2; exit 2 ;;
esac

missing=()
for package in "${wanted[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done

if [ "${#missing[@]}" -eq 0 ]; then
  exit 0
fi

echo "Installing Debian packages: ${missing[*]}"
sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then
    sudo_cmd=(sudo)
  else
    echo "error: missing packages (${missing[*]}) and not root; install them with apt-get" >&2
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
