#!/usr/bin/env bash
# Builds the DocC catalogs of StrataKit, StrataNavigation, StrataTesting, StrataCairo and
# StrataSDL with the toolchain's docc, and fails on any warning (a symbol link that does not
# resolve, a malformed directive, ...).
#
# 1. Builds the modules in the package's own scratch path (.build), with the flags of the
#    normal debug build, which then reuses them (a scratch path of their own built everything a
#    second time on a fresh clone).
# 2. Extracts each module's public symbol graph afresh from the built module (so a deleted
#    symbol or extension never lingers in a stale file).
# 3. Converts each catalog with only its own module's symbol graphs: a double-backtick link
#    resolves only to a symbol of that module; another module's symbols are written in code
#    voice.
#
# Output: .build/docs/StrataKit.doccarchive, .build/docs/StrataNavigation.doccarchive,
# .build/docs/StrataTesting.doccarchive, .build/docs/StrataCairo.doccarchive and
# .build/docs/StrataSDL.doccarchive.
# Usage: scripts/build-docs.sh [extra swift build flags...]
set -euo pipefail
cd "$(dirname "$0")/.."

swift_bin="${SWIFT:-swift}"
toolchain_bin="$(dirname "$(readlink -f "$(command -v "$swift_bin")")")"
docc="${DOCC:-$toolchain_bin/docc}"
extract="$toolchain_bin/swift-symbolgraph-extract"

out=.build/docs
scratch=.build
modules=(StrataKit StrataNavigation StrataTesting StrataCairo StrataSDL)

"$swift_bin" build --target StrataNavigation --scratch-path "$scratch" "$@"
"$swift_bin" build --target StrataTesting --scratch-path "$scratch" "$@"
"$swift_bin" build --target StrataSDL --scratch-path "$scratch" "$@"
module_dir="$("$swift_bin" build --target StrataNavigation --scratch-path "$scratch" "$@" \
  --show-bin-path)/Modules"
triple="$("$swift_bin" -print-target-info | sed -n 's/^ *"triple": "\(.*\)",*$/\1/p' | head -1)"

# The C modules load with the modules that import them: CCairo (StrataCairo's, and so also
# StrataTesting's and StrataSDL's) needs its module map and Cairo's and Pango's headers, CSDL2
# (StrataSDL's) its module map and SDL2's headers.
c_flags=(-I Sources/CCairo -I Sources/CSDL2 -I Sources/CGIO)
for flag in $(pkg-config --cflags-only-I pangocairo sdl2 gio-2.0); do c_flags+=(-Xcc "$flag"); done

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
