#!/usr/bin/env bash
# Redraws the README's pictures: each example on its own device and orientation
# (Examples/NAME.svg) and on every device in that orientation (Examples/NAME-sheet.svg).
# Tests/PlumbCLITests fails when a committed picture differs from what plumb draws.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product plumb >/dev/null
plumb=.build/debug/plumb
for file in Examples/*.yaml; do
  name=${file%.yaml}
  orientation=$(sed -n 's/^orientation: *//p' "$file")
  "$plumb" render "$file" -o "$name.svg" >/dev/null
  "$plumb" check "$file" --orientations "${orientation:-portrait}" --sheet "$name-sheet.svg" >/dev/null || true
done
# The settings screen at every text size on one device: rows turn into columns at the
# accessibility sizes.
"$plumb" check Examples/008-settings.yaml --devices "iPhone 14 Pro" --orientations portrait --content-sizes all \
  --sheet Examples/008-settings-text-sizes-sheet.svg >/dev/null || true
