#!/usr/bin/env python3
"""Writes Sources/Typography/SanFranciscoMetrics.swift and the recorded-width fixture of
Tests/TypographyTests from a dump of iOS system-font metrics.

The dump is `golden/font_metrics_ios.json` of the public repository Vercantez/openuikit (commit
32cc00a35acc7c1ec3f3be2e99492295ee8bf175), recorded on iOS 26.1: for each font (`id` such as
`system-regular-17.0` or `italic-regular-17.0`) the advance of each printable ASCII character at
that point size as the system reports it, the vertical metrics, and for six test strings the
string's width and the intrinsic width of a `UILabel` showing it. The repository has no licence
file, so only numbers are taken from it, as measured facts; see
Documentation/Facts/Typography.md#san-francisco-as-ios-measures-it.

What is written:
- the per-em advances (in hundredths of a font unit, 2048 units per em) of the regular, medium,
  semibold and bold weights and of the regular italic, at every point size the dump (or
  `--sizes`) has for them;
- one fixture row per (font, size, string) with a recorded `UILabel` width, including sizes whose
  advances are not in the table (they test the interpolation), with whether the string has
  kerning pairs in that design: the recorded string width differs from the sum of the recorded
  advances at some size of that font.

The vertical metrics are checked, not copied: every entry must have ascender 1950, descender
-494 and line height 2444 font units (line gap 0); the script stops otherwise.

Usage:
    Scripts/generate-sf-metrics.py path/to/font_metrics_ios.json [--sizes 12,15,16,17,20,28]
"""
import argparse
import json
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
TABLE = ROOT / "Sources/Typography/SanFranciscoMetrics.swift"
FIXTURE = ROOT / "Tests/TypographyTests/RecordedSystemFontWidths.swift"
UNITS_PER_EM = 2048
ASCENDER, DESCENDER, LINE_HEIGHT = 1950, -494, 2444
CHARACTERS = [chr(c) for c in range(0x20, 0x7F)]  # printable ASCII: the dump's 95 characters
# Dump font → Swift case of `SystemFont`, in the order the table lists them.
FACES = {
    "system-regular": ".system(weight: .regular)",
    "system-medium": ".system(weight: .medium)",
    "system-semibold": ".system(weight: .semibold)",
    "system-bold": ".system(weight: .bold)",
    "italic-regular": ".italicSystem",
}
# A string whose recorded width is within this of the sum of its recorded advances has no
# kerning pair (the advances are printed to 17 digits; sums of 43 of them agree to 1e-9).
KERNING_THRESHOLD = 1e-3


def parse_id(entry_id):
    face, size = entry_id.rsplit("-", 1)
    return face, float(size)


def check_vertical(entry):
    size = entry["pointSize"]
    for key, units in (("ascender", ASCENDER), ("descender", DESCENDER), ("lineHeight", LINE_HEIGHT)):
        if abs(entry[key] - units * size / UNITS_PER_EM) > 1e-6:
            sys.exit(f"{entry['id']}: {key} {entry[key]} is not {units} units at {size} pt")
    if entry.get("leading", 0) != 0:
        sys.exit(f"{entry['id']}: leading {entry['leading']} is not 0")


def hundredths_of_units(points, size):
    return round(points * UNITS_PER_EM / size * 100)


def swift_number(value):
    return f"{value:.0f}" if value == int(value) else repr(value)


def swift_bool(value):
    return "true" if value else "false"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dump", type=pathlib.Path)
    parser.add_argument("--sizes", help="comma-separated point sizes whose advances to keep")
    args = parser.parse_args()
    keep = {float(s) for s in args.sizes.split(",")} if args.sizes else None
    fonts = json.loads(args.dump.read_text())["fonts"]

    tables = {face: {} for face in FACES}
    widths = []
    kerned = {}
    for entry in fonts:
        face, size = parse_id(entry["id"])
        if face not in FACES:
            continue
        if "lineHeight" in entry:
            check_vertical(entry)
        advances = entry.get("advances")
        if advances:
            missing = [c for c in CHARACTERS if c not in advances]
            if missing:
                sys.exit(f"{entry['id']}: no advance for {missing!r}")
            for text, recorded in entry.get("stringWidths", {}).items():
                summed = sum(advances[c] for c in text)
                if abs(summed - recorded) > KERNING_THRESHOLD:
                    kerned[(face, text)] = True
                kerned.setdefault((face, text), False)
            if keep is None or size in keep:
                tables[face][size] = [hundredths_of_units(advances[c], size) for c in CHARACTERS]
        for text, label in entry.get("labelWidths", {}).items():
            widths.append((face, size, text, label, entry["stringWidths"][text]))

    for face, rows in tables.items():
        if not rows:
            sys.exit(f"no advances for {face}")
    write_table(args, tables)
    write_fixture(widths, kerned, tables)


def write_table(args, tables):
    lines = [
        "// GENERATED by Scripts/generate-sf-metrics.py — do not edit.",
        "// Source: golden/font_metrics_ios.json, Vercantez/openuikit at commit",
        "// 32cc00a35acc7c1ec3f3be2e99492295ee8bf175 (iOS 26.1, the `.SFUI` system font), numbers",
        "// only; see Documentation/Facts/Typography.md#san-francisco-as-ios-measures-it.",
        f"// Command: Scripts/generate-sf-metrics.py {args.dump.name}"
        + (f" --sizes {args.sizes}" if args.sizes else ""),
        "// Every size the input has for a face is kept (see each case below); the dump itself has",
        "// more sizes, and `--sizes` chooses which of them to keep.",
        "",
        "/// The advances of the iOS system font (San Francisco) as iOS 26.1 reports them, per",
        "/// recorded point size, in hundredths of a font unit (2048 units per em).",
        "///",
        "/// Each row is one point size; its 95 entries are the printable ASCII characters U+0020…",
        "/// U+007E in code-point order. The advances include the size's tracking.",
        "enum SanFranciscoMetrics {",
        f"  /// Font units per em.",
        f"  static let unitsPerEm: Double = {UNITS_PER_EM}",
        f"  /// hhea ascender (above the baseline, positive).",
        f"  static let ascender: Double = {ASCENDER}",
        f"  /// hhea descender (below the baseline, negative).",
        f"  static let descender: Double = {DESCENDER}",
        f"  /// hhea line gap.",
        f"  static let lineGap: Double = 0",
        f"  /// The code point of the first entry of every row.",
        f"  static let firstCodePoint: UInt32 = 0x20",
        "",
        "  /// The recorded sizes and rows of `font`, smallest size first.",
        "  static func table(_ font: SystemFont) -> (sizes: [Double], rows: [[Int32]]) {",
        "    switch font {",
    ]
    for face, case in FACES.items():
        sizes = sorted(tables[face])
        lines.append(f"    case {case}:")
        lines.append("      return (")
        lines.append(f"        [{', '.join(swift_number(s) for s in sizes)}],")
        lines.append("        [")
        for size in sizes:
            row = tables[face][size]
            lines.append(f"          // {swift_number(size)} pt")
            lines.append("          [")
            for start in range(0, len(row), 10):
                chunk = row[start:start + 10]
                lines.append("            " + ", ".join(str(v) for v in chunk) + ",")
            lines.append("          ],")
        lines.append("        ]")
        lines.append("      )")
    lines += ["    }", "  }", "}", ""]
    TABLE.write_text("\n".join(lines))
    print(f"wrote {TABLE}")


def write_fixture(widths, kerned, tables):
    lines = [
        "// GENERATED by Scripts/generate-sf-metrics.py — do not edit.",
        "// Recorded on iOS 26.1 (scale 3): golden/font_metrics_ios.json of Vercantez/openuikit at",
        "// commit 32cc00a35acc7c1ec3f3be2e99492295ee8bf175, fields `labelWidths` (the `UILabel`",
        "// width) and `stringWidths` (the string's own width). `kerned`: the string's recorded",
        "// width differs from the sum of its recorded advances at some size of that font.",
        "// `interpolated`: the size's advances are not in the table (they are interpolated).",
        "import Testing",
        "import Typography",
        "",
        "/// One recorded `UILabel` width.",
        "struct RecordedWidth: Sendable, CustomTestStringConvertible {",
        "  let font: SystemFont",
        "  let pointSize: Double",
        "  let text: String",
        "  let labelWidth: Double",
        "  let stringWidth: Double",
        "  let kerned: Bool",
        "  let interpolated: Bool",
        "",
        "  var testDescription: String { \"\\(font) \\(pointSize) pt \\\"\\(text)\\\"\" }",
        "}",
        "",
        "let recordedSystemFontWidths: [RecordedWidth] = [",
    ]
    for face, size, text, label, string in sorted(widths, key=lambda w: (list(FACES).index(w[0]), w[1], w[2])):
        if (face, text) not in kerned:
            sys.exit(f"{face} {text!r}: no size of this font has advances to tell kerning by")
        lines.append("  RecordedWidth(")
        lines.append(f"    font: {FACES[face]}, pointSize: {swift_number(size)},")
        lines.append(f"    text: {json.dumps(text)},")
        lines.append(
            f"    labelWidth: {label!r}, stringWidth: {string!r},")
        lines.append(
            f"    kerned: {swift_bool(kerned[(face, text)])}, "
            f"interpolated: {swift_bool(size not in tables[face])}),")
    lines += ["]", ""]
    FIXTURE.write_text("\n".join(lines))
    print(f"wrote {FIXTURE}")


if __name__ == "__main__":
    main()
