#!/usr/bin/env bash
# Builds the DocC catalogs of StrataKit, StrataNavigation and StrataTesting with the toolchain's
# docc, and fails on any warning (a symbol link that does not resolve, a malformed directive, ...).
#
# 1. Builds the three modules into their own scratch path (.build/docs/build), so that the normal
#    debug build is not invalidated by different flags.
# 2. Extracts each module's public symbol graph afresh from the built module (so a deleted
#    symbol or extension never lingers in a stale file).
# 3. Converts each catalog with only its own module's symbol graphs.
#
# Output: .build/docs/StrataKit.doccarchive, .build/docs/StrataNavigation.doccarchive and
# .build/docs/StrataTesting.doccarchive.
# Usage: scripts/build-docs.sh [extra swift build flags...]
set -euo pipefail
cd "$(dirname "$0")/.."

swift_bin="${SWIFT:-swift}"
toolchain_bin="$(dirname "$(readlink -f "$(command -v "$swift_bin")")")"
docc="${DOCC:-$toolchain_bin/docc}"
extract="$toolchain_bin/swift-symbolgraph-extract"

out=.build/docs
scratch="$out/build"
modules=(StrataKit StrataNavigation StrataTesting)

"$swift_bin" build --target StrataNavigation --scratch-path "$scratch" "$@"
"$swift_bin" build --target StrataTesting --scratch-path "$scratch" "$@"
module_dir="$("$swift_bin" build --target StrataNavigation --scratch-path "$scratch" "$@" \
  --show-bin-path)/Modules"
triple="$("$swift_bin" -print-target-info | sed -n 's/^ *"triple": "\(.*\)",*$/\1/p' | head -1)"

# StrataTesting imports StrataCairo, whose C module (CCairo) needs its module map and Cairo's
# and Pango's headers to load.
c_flags=(-I Sources/CCairo)
for flag in $(pkg-config --cflags-only-I pangocairo); do c_flags+=(-Xcc "$flag"); done

for module in "${modules[@]}"; do
  graphs="$out/symbol-graphs/$module"
  rm -rf "$graphs"
  mkdir -p "$graphs"
  "$extract" -module-name "$module" -target "$triple" -I "$module_dir" \
    -minimum-access-level public -skip-inherited-docs -emit-extension-block-symbols \
    "${c_flags[@]}" -output-dir "$graphs"

  rm -rf "$out/$module.doccarchive"
  "$docc" convert "Sources/$module/$module.docc" \
    --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.strata.$module" \
    --output-path "$out/$module.doccarchive" \
    --warnings-as-errors
  echo "Built $out/$module.doccarchive"
done
