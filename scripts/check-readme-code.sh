#!/usr/bin/env bash
# Checks that the README's code is the examples' code: every fenced block right after a line
# `<!-- file: PATH -->` must equal the file at PATH (relative to the repository), byte for byte.
# Fails when a block differs, when a named file is missing, or when the README names none.
# Usage: scripts/check-readme-code.sh [README.md]
set -euo pipefail
cd "$(dirname "$0")/.."

readme="${1:-README.md}"
blocks="$(mktemp -d)"
trap 'rm -rf "$blocks"' EXIT

# Writes each marked block into $blocks/N and lists "N PATH" lines in $blocks/index.
awk -v dir="$blocks" '
  /^<!-- file: .* -->$/ { path = $3; next }
  path != "" && /^```/ && !inside { inside = 1; count++; out = dir "/" count;
    printf "" > out; print count, path >> (dir "/index"); next }
  inside && /^```$/ { inside = 0; path = ""; close(out); next }
  inside { print >> out; next }
  { path = "" }
' "$readme"

if [ ! -s "$blocks/index" ]; then
  echo "error: $readme has no <!-- file: PATH --> code blocks" >&2
  exit 1
fi

status=0
while read -r number path; do
  if [ ! -f "$path" ]; then
    echo "error: $readme shows $path, which does not exist" >&2
    status=1
  elif ! diff -u "$path" "$blocks/$number" >&2; then
    echo "error: the code $readme shows for $path differs from the file (diff above)" >&2
    status=1
  fi
done <"$blocks/index"
[ "$status" -eq 0 ] && echo "$readme: $(wc -l <"$blocks/index") code blocks match their files"
exit "$status"
