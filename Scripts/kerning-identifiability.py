#!/usr/bin/env python3
"""Can pair kerning be solved from the recorded iOS string widths? Prints the figures of
Benchmarks/Results/2026-11-28-kerning-pairs.md.

Reads the two files Scripts/generate-sf-metrics.py generated from the iOS 26.1 recording
(golden/font_metrics_ios.json of Vercantez/openuikit): the per-size advances of
Sources/Typography/SanFranciscoMetrics.swift and the recorded string widths of
Tests/TypographyTests/RecordedSystemFontWidths.swift. At every recorded size (not the
interpolated ones) the kerning of a string is the sum of its recorded advances minus its recorded
width. Each string's kerning is the sum of the kerning of its adjacent pairs, so a pair table is
the unknown of a linear system with one equation per (face, size, string).

It prints:
1. the pairs of the recorded strings and the rank of the string-by-pair incidence matrix (the
   number of independent equations one (face, size) gives, whatever the number of sizes);
2. a leave-one-string-out cross-validation: per face, fit per-em pair values on every size of
   the other strings (least squares, minimum norm; a pair's per-em value may change with the size
   linearly), predict the held-out string at every size, and report the largest error in points.

Usage: Scripts/kerning-identifiability.py
"""
import pathlib
import re

import numpy as np

ROOT = pathlib.Path(__file__).resolve().parent.parent
TABLE = ROOT / "Sources/Typography/SanFranciscoMetrics.swift"
FIXTURE = ROOT / "Tests/TypographyTests/RecordedSystemFontWidths.swift"
UNITS_PER_EM = 2048


def advance_tables():
    """{face: {size: [95 advances in hundredths of a unit]}} from the generated table."""
    tables, face, sizes, numbers = {}, None, None, []
    for line in TABLE.read_text().splitlines():
        line = line.strip()
        if m := re.match(r"case (\.\w+(?:\(weight: \.\w+\))?):", line):
            face, sizes, numbers = m.group(1), None, []
        elif face and sizes is None and re.fullmatch(r"\[[\d., ]+\],", line):
            sizes = [float(v) for v in line.strip("[],").split(",")]
        elif face and sizes and re.fullmatch(r"[\d, ]+,", line):
            numbers += [int(v) for v in line.rstrip(",").split(",")]
            if len(numbers) == 95 * len(sizes):
                tables[face] = {size: numbers[95 * i:95 * (i + 1)] for i, size in enumerate(sizes)}
    return tables


def recorded_rows():
    text = FIXTURE.read_text()
    pattern = re.compile(
        r"font: (.+?), pointSize: ([\d.]+),\s+text: (\".*?\"),\s+labelWidth: ([\d.]+), "
        r"stringWidth: ([\d.]+),\s+kerned: (\w+), interpolated: (\w+)\)")
    for m in pattern.finditer(text):
        face, size, string = m.group(1), float(m.group(2)), eval(m.group(3))
        if m.group(7) == "false":
            yield face, size, string, float(m.group(5))


def pairs(text):
    return [text[i:i + 2] for i in range(len(text) - 1)]


def main():
    tables = advance_tables()
    rows = []
    for face, size, text, width in recorded_rows():
        per_em = tables[face][size]
        summed = sum(per_em[ord(c) - 0x20] / 100 for c in text) * size / UNITS_PER_EM
        rows.append((face, size, text, summed - width))
    strings = sorted({r[2] for r in rows})
    columns = sorted({p for s in strings for p in pairs(s)})
    incidence = np.array([[pairs(s).count(p) for p in columns] for s in strings])
    print(f"{len(strings)} strings, {len(columns)} distinct adjacent pairs, incidence rank "
          f"{np.linalg.matrix_rank(incidence)}")
    for s in strings:
        shared = sorted({p for p in pairs(s) for t in strings if t != s and p in pairs(t)})
        print(f"  {s!r}: {len(set(pairs(s)))} pairs, shared with another string: {shared}")
    print("kerning (sum of advances - recorded width), points, per face and string:")
    for face in sorted({r[0] for r in rows}):
        for s in strings:
            ks = [(r[1], r[3]) for r in rows if r[0] == face and r[2] == s]
            if ks:
                print(f"  {face:28} {s[:20]!r:24} {min(k for _, k in ks):8.4f} .. "
                      f"{max(k for _, k in ks):8.4f} over {len(ks)} sizes")
    print("leave-one-string-out (per face; per-em pair value a + b * size):")
    worst = 0.0
    for face in sorted({r[0] for r in rows}):
        face_rows = [r for r in rows if r[0] == face]
        for held in strings:
            train = [r for r in face_rows if r[2] != held]
            test = [r for r in face_rows if r[2] == held]
            if not test:
                continue

            def design(r):
                counts = [pairs(r[2]).count(p) * r[1] for p in columns]  # kerning in points
                return counts + [c * r[1] for c in counts]

            a = np.array([design(r) for r in train])
            b = np.array([r[3] for r in train])
            solution, *_ = np.linalg.lstsq(a, b, rcond=None)
            errors = [abs(np.dot(design(r), solution) - r[3]) for r in test]
            fitted = max(abs(np.dot(design(r), solution) - r[3]) for r in train)
            worst = max(worst, max(errors))
            print(f"  {face:28} held out {held[:20]!r:24} unknowns {a.shape[1]:3} equations "
                  f"{a.shape[0]:3} rank {np.linalg.matrix_rank(a):2}  fit error "
                  f"{fitted:.4f} pt  held-out error {max(errors):.3f} pt")
    print(f"largest held-out error: {worst:.3f} pt")


if __name__ == "__main__":
    main()
