#!/usr/bin/env python3
"""Two builds of plumb-layout-bench side by side: the same workload, the runs alternating.

Usage:

  python3 Scripts/bench/layout-ab.py OLD_BIN NEW_BIN [--cells 1000] [--rounds 5] [--runs 5]
  python3 Scripts/bench/layout-ab.py OLD_BIN NEW_BIN --callgrind      # instruction counts

OLD_BIN and NEW_BIN are plumb-layout-bench executables built from two commits (build one,
copy it aside, check out the other, build again). Each round runs OLD then NEW (`--runs`
fresh builds each, medians inside the binary); the table gives the median over the rounds of
build + first layout and of the steady resize, with the ratio OLD / NEW (above 1: NEW is
faster). Alternating keeps a drift in the machine's load from favouring one side, which
matters on a shared machine.

With --callgrind, each binary runs once under `valgrind --tool=callgrind` with 1 and with 21
resizes; a resize costs (I21 - I1) / 20 instructions, and build + first layout costs I1 less
one resize (that figure includes the benchmark's own hand-written reference and the teardown
of the window, the same on both sides). Instruction counts do not depend on the load, so one
run of each is a fair A/B.
"""
import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile


def timed(binary, cells, runs):
    out = subprocess.run([binary, "--cells", str(cells), "--runs", str(runs)], check=True,
                         capture_output=True, text=True).stdout
    result = json.loads(out.strip().splitlines()[-1])
    if not result["agreement"]["within_tolerance"]:
        raise SystemExit(f"{binary}: frames disagree with the hand-written layout")
    return result["plumb"]["build_and_first_layout_ms"], result["plumb"]["resize_ms"]


def instructions(binary, cells, resizes):
    with tempfile.TemporaryDirectory() as directory:
        proc = subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={directory}/out", binary,
             "--cells", str(cells), "--runs", "1", "--resizes", str(resizes)],
            capture_output=True, text=True)
    match = re.search(r"Collected : (\d+)", proc.stderr)
    if proc.returncode != 0 or not match:
        raise SystemExit(f"{binary}: callgrind failed: {proc.stderr[-400:]}")
    return int(match.group(1))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("old")
    ap.add_argument("new")
    ap.add_argument("--cells", type=int, default=1000)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--runs", type=int, default=5, help="fresh builds per invocation")
    ap.add_argument("--callgrind", action="store_true")
    args = ap.parse_args()
    for binary in (args.old, args.new):
        if not os.access(binary, os.X_OK):
            raise SystemExit(f"not an executable: {binary}")

    if args.callgrind:
        rows = []
        for name, binary in (("old", args.old), ("new", args.new)):
            one = instructions(binary, args.cells, 1)
            many = instructions(binary, args.cells, 21)
            resize = (many - one) / 20
            rows.append((name, one - resize, resize))
        print(f"| cells = {args.cells} | build + first layout | resize |")
        print("|---|---|---|")
        for name, build, resize in rows:
            print(f"| {name} | {build / 1e6:.1f} M | {resize / 1e6:.2f} M |")
        (_, ob, orz), (_, nb, nrz) = rows
        print(f"| old / new | {ob / nb:.2f}× | {orz / nrz:.2f}× |")
        return

    samples = {"old": [], "new": []}
    for round in range(args.rounds):
        for name, binary in (("old", args.old), ("new", args.new)):
            samples[name].append(timed(binary, args.cells, args.runs))
            print(f"[layout-ab] round {round + 1} {name}: build {samples[name][-1][0]:.1f} ms, "
                  f"resize {samples[name][-1][1]:.2f} ms", file=sys.stderr, flush=True)
    medians = {name: (statistics.median(b for b, _ in s), statistics.median(r for _, r in s))
               for name, s in samples.items()}
    print(f"| cells = {args.cells} | build + first layout | resize |")
    print("|---|---|---|")
    for name in ("old", "new"):
        builds = ", ".join(f"{b:.1f}" for b, _ in samples[name])
        resizes = ", ".join(f"{r:.2f}" for _, r in samples[name])
        print(f"| {name} | {medians[name][0]:.1f} ms [{builds}] | {medians[name][1]:.2f} ms [{resizes}] |")
    print(f"| old / new | {medians['old'][0] / medians['new'][0]:.2f}× | "
          f"{medians['old'][1] / medians['new'][1]:.2f}× |")


if __name__ == "__main__":
    main()
