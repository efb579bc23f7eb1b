#!/usr/bin/env bash
# Builds `plumb` with the Swift runtime, Foundation and libxml2 linked in (`--static-swift-stdlib`
# and a static libxml2) and packs it as dist/plumb-VERSION-linux-ARCH.tar.gz, with
# Documentation/Install.md and the licences of what the binary links, then prints the archive's
# SHA-256 (also written beside it as ARCHIVE.sha256, the format `sha256sum -c` reads). The
# version is Plumb's own, read from Sources/LayoutPipeline/PlumbVersion.swift (the one place it
# is written).
#
#   bash Scripts/package-release.sh [--configuration release|debug] [--output DIR]
#
# `--configuration debug` packs a debug build under the same name: CI uses it to test the packing
# and the static linking in a fraction of a release build's time; never publish it.
# Scripts/check-release.py checks an archive: its dynamic dependencies, that it runs
# with the toolchain's libraries hidden, and the CI recipe of Documentation/Install.md.
set -euo pipefail
cd "$(dirname "$0")/.."

configuration=release
output=dist
while (($#)); do
  case "$1" in
    --configuration) configuration="$2"; shift 2 ;;
    --output) output="$2"; shift 2 ;;
    *) echo "package-release.sh: unknown argument $1" >&2; exit 64 ;;
  esac
done
case "$configuration" in
  release | debug) ;;
  *) echo "package-release.sh: --configuration is release or debug, not $configuration" >&2
     exit 64 ;;
esac

version_file=Sources/LayoutPipeline/PlumbVersion.swift
version="$(sed -n 's/^public let plumbVersion = "\([^"]*\)"$/\1/p' "$version_file")"
if [[ -z "$version" ]]; then
  echo "package-release.sh: no \`public let plumbVersion = \"…\"\` line in $version_file" >&2
  exit 2
fi
arch="$(uname -m)"
name="plumb-$version-linux-$arch"

staging="$(mktemp -d)"
trap 'rm -rf "$staging"' EXIT

# `--static-swift-stdlib` links the Swift runtime, Dispatch and Foundation (with its own ICU) in,
# but FoundationXML (storyboards and xibs) still asks for the system's libxml2.so.2, which minimal
# images lack and libxml2 2.14 renamed (libxml2.so.16). A folder on the linker's path holding a
# `libxml2.a` that is a linker script naming the system's static libxml2 and what it needs
# (`pkg-config --static`: ICU, zlib, liblzma; Debian's libxml2-dev, libicu-dev, zlib1g-dev,
# liblzma-dev) links it in too; the linker searches that folder before the system's.
toolchain_usr="$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")"
static_xml="$staging/static-libxml2"
mkdir -p "$static_xml"
# The script is also given to the linker as an input after the objects, and FoundationXML, the
# CoreFoundation bridge it calls and CoreFoundation join the group (a group resolves references
# among its members in any order): a debug build's link otherwise leaves the bridge's `_CFXML…`
# functions undefined.
swift_static="$toolchain_usr/lib/swift_static/linux"
archives=("$swift_static/libFoundationXML.a" "$swift_static/lib_CFXMLInterface.a"
  "$swift_static/libCoreFoundation.a")
if ! flags="$(pkg-config --static --libs libxml-2.0)"; then
  echo "package-release.sh: pkg-config knows no libxml-2.0 (install pkg-config and libxml2-dev)" >&2
  exit 2
fi
for flag in $flags; do
  [[ "$flag" == -l* && "$flag" != -lm ]] || continue
  path="$(clang -print-file-name="lib${flag#-l}.a")"
  if [[ "$path" != /* ]]; then
    echo "package-release.sh: no static lib${flag#-l}.a (install libxml2-dev, libicu-dev," \
      "zlib1g-dev and liblzma-dev)" >&2
    exit 2
  fi
  archives+=("$path")
done
echo "GROUP ( ${archives[*]} )" >"$static_xml/libxml2.a"

# A build folder of its own: SwiftPM passes -static-stdlib to every compile but does not recompile
# every module when the flag goes away, so sharing .build would leave the next ordinary build
# linking static-only libraries (`cannot find -lCoreFoundation`).
scratch=.build-static
swift build -c "$configuration" --scratch-path "$scratch" --product plumb --static-swift-stdlib \
  -Xlinker "-L$static_xml" -Xlinker "$static_xml/libxml2.a"
bin="$(swift build -c "$configuration" --scratch-path "$scratch" --show-bin-path)"
mkdir -p "$staging/$name/licenses"
cp "$bin/plumb" "$staging/$name/plumb"
strip_note=""
compression=1 # a debug archive is for testing: pack it fast
if [[ "$configuration" == release ]]; then
  compression=9
  # Symbols are for debugging a build, not for running it: a fifth of the size.
  strip "$staging/$name/plumb"
  strip_note=" (stripped)"
fi
cp Documentation/Install.md "$staging/$name/INSTALL.md"

# Licences: the Swift runtime and Foundation (Apache 2.0 with the Runtime Library Exception) from
# the toolchain, and every package SwiftPM resolved (plumb links a subset of them).
mkdir -p "$staging/$name/licenses/swift"
cp "$toolchain_usr/share/swift/LICENSE.txt" "$staging/$name/licenses/swift/"
# libxml2, ICU, zlib and liblzma, linked in from the system: their Debian copyright files.
for archive in "${archives[@]:3}"; do
  package="$(dpkg -S "$(readlink -f "$archive")" 2>/dev/null | cut -d: -f1 | head -1)" || true
  # The -dev package's copyright file is the library's.
  doc="/usr/share/doc/$package/copyright"
  if [[ -z "$package" || ! -f "$doc" ]]; then
    echo "package-release.sh: no Debian copyright file for $archive (its licence)" >&2
    exit 2
  fi
  mkdir -p "$staging/$name/licenses/$package"
  cp "$doc" "$staging/$name/licenses/$package/"
done
for checkout in "$scratch"/checkouts/*/; do
  package="$(basename "$checkout")"
  for file in "$checkout"LICENSE* "$checkout"NOTICE*; do
    [[ -f "$file" ]] || continue
    mkdir -p "$staging/$name/licenses/$package"
    cp "$file" "$staging/$name/licenses/$package/"
  done
done

# The same files give the same archive: names sorted, owner root, every time the last commit's
# (or 0 outside git), no name or time in the gzip header.
mtime="$(git log -1 --format=%ct 2>/dev/null || echo 0)"
mkdir -p "$output"
archive="$output/$name.tar.gz"
chmod -R u=rwX,go=rX "$staging/$name"
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$mtime" --format=gnu \
  -C "$staging" -cf - "$name" | gzip "-${compression}n" >"$archive"
(cd "$output" && sha256sum "$name.tar.gz" >"$name.tar.gz.sha256")

echo "$archive: $configuration build$strip_note, $(du -k "$archive" | cut -f1) KB"
cat "$output/$name.tar.gz.sha256"
