#!/usr/bin/env python3
"""Writes layout files of N views nested in each other, or N siblings, for the deep-and-wide
benchmark (Benchmarks/Results/*-deep-and-wide.md) and the fuzz corpus.

  python3 Scripts/bench/deep_wide.py nested 100000 > nested-100000.yaml
  python3 Scripts/bench/deep_wide.py wide 100000 > wide-100000.yaml
  python3 Scripts/bench/deep_wide.py nested 8000 --no-constraints > nested-8000.yaml

Nested: v0 fills the safe area; each vK has the frame of v(K-1), inside it. Wide: every vK is a
10 × 10 square at the safe area's top-left corner. Both are fully determined (no ambiguity).
"""
import argparse, sys

def nested(n, constraints):
    yield "views:"
    yield "  v0: {color: teal}"
    for i in range(1, n):
        yield f"  v{i}: {{parent: v{i - 1}}}"
    if not constraints:
        return
    yield "constraints:"
    for attribute in ("leading", "trailing", "top", "bottom"):
        yield f"  - v0.{attribute} == safeArea.{attribute}"
    for i in range(1, n):
        for attribute in ("leading", "top", "width", "height"):
            yield f"  - v{i}.{attribute} == v{i - 1}.{attribute}"

def wide(n, constraints):
    yield "views:"
    for i in range(n):
        yield f"  v{i}: {{}}"
    if not constraints:
        return
    yield "constraints:"
    for i in range(n):
        yield f"  - v{i}.leading == safeArea.leading"
        yield f"  - v{i}.top == safeArea.top"
        yield f"  - v{i}.width == 10"
        yield f"  - v{i}.height == 10"

parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
parser.add_argument("shape", choices=["nested", "wide"])
parser.add_argument("count", type=int)
parser.add_argument("--no-constraints", action="store_true", help="views only")
args = parser.parse_args()
if args.count < 1:
    sys.exit("count must be at least 1")
make = nested if args.shape == "nested" else wide
sys.stdout.write("\n".join(make(args.count, not args.no_constraints)) + "\n")
