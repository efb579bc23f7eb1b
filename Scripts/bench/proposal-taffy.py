#!/usr/bin/env python3
"""Plumb's proposal layout beside Taffy on the same 1,000-row feed of fixed-size leaves.

Taffy is the Rust flexbox/grid engine; `stretchable` (PyPI) drives it from Python. The feed of
`plumb-proposal-bench --leaves fixed` is built as a flexbox tree:

  feed  VStack(spacing: 0), rows fill the width    column, align-items stretch, width 393
  row   HStack { icon; texts; Spacer(); time }     row, align-items center,
        .padding(.horizontal, 16)                    padding 8 (top, bottom) and 16 (sides)
        .padding(.vertical, 8)
        .background(Color.white)                   an absolutely positioned child, inset 0
  icon  Color.blue.frame(width: 44, height: 44)    44×44, no shrink, margin-right 8 (the
                                                     default gap between two plain views;
                                                     the gaps beside a Spacer are 0)
  texts VStack(alignment: .leading, spacing: 4)    column, align-items flex-start, gap 4
  title, subtitle, time                            120×20, 240×40, 50×20, no shrink
  Spacer()                                         flex-basis 8 (its minimum length), grow 1

Each run builds a fresh tree (so Taffy's per-node caches are cold, as each Plumb pass is) and
times only Taffy's compute call (`node_compute_layout_with_measure`, no measure functions are
set), not the Python that builds the tree or reads the boxes. Plumb's figure is the median of
`plumb-proposal-bench --leaves fixed`, also timing only the layout call. Both runs alternate
so that the machine's load hits both alike. The frames of rows 0, N/2 and N−1 (the row and
its four leaves) are compared, so both engines are known to compute the same layout.

Usage:
  python3 Scripts/bench/proposal-taffy.py [--rows 1000] [--runs 15] [--rounds 5]
      [--plumb PATH-TO-plumb-proposal-bench] [--text]

Without --plumb, the release benchmark is built with
`swift build -c release --package-path Benchmarks --product plumb-proposal-bench`.
--text also runs Plumb's feed with real `Text` leaves and prints what text adds.
If `stretchable` cannot be imported, it is installed into a virtual environment under
.build/taffy-venv (pip, from PyPI) and the script runs again from there.
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
VENV = os.path.join(ROOT, ".build", "taffy-venv")
STRETCHABLE = "stretchable==1.1.8"
TOLERANCE = 1e-6  # points; both engines add the same small integers, so frames agree exactly


def ensure_stretchable():
    """Imports stretchable, or installs it into VENV and runs this script again from there."""
    try:
        import stretchable  # noqa: F401
        return
    except ImportError:
        pass
    python = os.path.join(VENV, "bin", "python")
    if os.environ.get("PLUMB_TAFFY_VENV") == "1":
        sys.exit("stretchable is not importable even in " + VENV)
    if not os.path.exists(python):
        subprocess.run([sys.executable, "-m", "venv", VENV], check=True)
    subprocess.run([python, "-m", "pip", "install", "--quiet", STRETCHABLE], check=True)
    env = dict(os.environ, PLUMB_TAFFY_VENV="1")
    os.execve(python, [python, os.path.abspath(__file__)] + sys.argv[1:], env)


def build_feed(rows):
    """The feed as stretchable nodes; returns the root and, per row, [row, icon, title, subtitle, time]."""
    from stretchable import Node
    from stretchable.style import AUTO, PT, AlignItems, FlexDirection, Position

    def fixed(width, height, **style):
        return Node(size=(width * PT, height * PT), flex_shrink=0, **style)

    root = Node(
        flex_direction=FlexDirection.COLUMN,
        align_items=AlignItems.STRETCH,
        size=(393 * PT, AUTO),
    )
    rows_boxes = []
    for _ in range(rows):
        background = Node(position=Position.ABSOLUTE, inset=0 * PT)
        icon = fixed(44, 44, margin=(0 * PT, 8 * PT, 0 * PT, 0 * PT))
        title = fixed(120, 20)
        subtitle = fixed(240, 40)
        texts = Node(
            title,
            subtitle,
            flex_direction=FlexDirection.COLUMN,
            align_items=AlignItems.FLEX_START,
            gap=4 * PT,
            flex_shrink=0,
        )
        spacer = Node(flex_basis=8 * PT, flex_grow=1, flex_shrink=0)
        clock = fixed(50, 20)
        row = Node(
            background,
            icon,
            texts,
            spacer,
            clock,
            flex_direction=FlexDirection.ROW,
            align_items=AlignItems.CENTER,
            padding=(8 * PT, 16 * PT),
        )
        root.add(row)
        rows_boxes.append([row, icon, title, subtitle, clock])
    return root, rows_boxes


class TimedTaffy:
    """Stands in for stretchable's binding module and times its compute call."""

    def __init__(self, module):
        self._module = module
        self.elapsed_ns = []

    def __getattr__(self, name):
        return getattr(self._module, name)

    def node_compute_layout_with_measure(self, *arguments):
        start = time.perf_counter_ns()
        result = self._module.node_compute_layout_with_measure(*arguments)
        self.elapsed_ns.append(time.perf_counter_ns() - start)
        return result


def taffy_run(rows, runs):
    """Median and fastest of `runs` Taffy layouts (ms), and the sampled frames of the last one."""
    import stretchable.node as node_module

    timed = TimedTaffy(node_module.taffylib)
    node_module.taffylib = timed
    try:
        for _ in range(runs):
            root, rows_boxes = build_feed(rows)
            if not root.compute_layout((393, None)):
                sys.exit("Taffy failed to lay out the feed")
    finally:
        node_module.taffylib = timed._module
    frames = {}
    for row in sorted({0, rows // 2, rows - 1}):
        boxes = [node.get_box(relative=False) for node in rows_boxes[row]]
        frames[str(row)] = [[b.x, b.y, b.width, b.height] for b in boxes]
    times = [ns / 1e6 for ns in timed.elapsed_ns]
    return statistics.median(times), min(times), frames


def plumb_run(binary, rows, runs, leaves):
    output = subprocess.run(
        [binary, "--rows", str(rows), "--runs", str(runs), "--leaves", leaves, "--frames"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    return json.loads(output)


def compare_frames(plumb, taffy):
    """Every sampled box agrees within TOLERANCE; returns the number of boxes compared."""
    compared = 0
    for row, boxes in taffy.items():
        theirs = plumb.get(row)
        if theirs is None or len(theirs) != len(boxes):
            sys.exit(f"row {row}: Plumb has {theirs}, Taffy {boxes}")
        for ours, other in zip(theirs, boxes):
            if any(abs(a - b) > TOLERANCE for a, b in zip(ours, other)):
                sys.exit(f"row {row}: Plumb's frame {ours} differs from Taffy's {other}")
            compared += 1
    return compared


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=15, help="layouts per round, per engine")
    parser.add_argument("--rounds", type=int, default=5, help="alternating rounds")
    parser.add_argument("--plumb", help="a built plumb-proposal-bench")
    parser.add_argument("--text", action="store_true", help="also time Plumb with real Text")
    arguments = parser.parse_args()
    ensure_stretchable()

    binary = arguments.plumb
    if binary is None:
        subprocess.run(
            ["swift", "build", "-c", "release", "--package-path", "Benchmarks",
             "--product", "plumb-proposal-bench"],
            cwd=ROOT, check=True)
        binary = os.path.join(ROOT, "Benchmarks", ".build", "release", "plumb-proposal-bench")

    print(f"# {arguments.rows} rows, {arguments.runs} layouts per round; medians in ms")
    header = "round | Taffy | Plumb fixed | Plumb / Taffy"
    if arguments.text:
        header += " | Plumb text | text / fixed"
    print(header)
    taffy_medians, plumb_medians, text_medians = [], [], []
    for number in range(1, arguments.rounds + 1):
        taffy_median, _, taffy_frames = taffy_run(arguments.rows, arguments.runs)
        plumb = plumb_run(binary, arguments.rows, arguments.runs, "fixed")
        compared = compare_frames(plumb["frames"], taffy_frames)
        taffy_medians.append(taffy_median)
        plumb_medians.append(plumb["median_ms"])
        line = (f"{number} | {taffy_median:.2f} | {plumb['median_ms']:.2f} | "
                f"{plumb['median_ms'] / taffy_median:.2f}")
        if arguments.text:
            text = plumb_run(binary, arguments.rows, arguments.runs, "text")
            text_medians.append(text["median_ms"])
            line += f" | {text['median_ms']:.2f} | {text['median_ms'] / plumb['median_ms']:.2f}"
        print(line)
    line = (f"median | {statistics.median(taffy_medians):.2f} | "
            f"{statistics.median(plumb_medians):.2f} | "
            f"{statistics.median(plumb_medians) / statistics.median(taffy_medians):.2f}")
    if arguments.text:
        line += (f" | {statistics.median(text_medians):.2f} | "
                 f"{statistics.median(text_medians) / statistics.median(plumb_medians):.2f}")
    print(line)
    print(f"# frames: {compared} boxes of rows 0, {arguments.rows // 2} and "
          f"{arguments.rows - 1} agree within {TOLERANCE} pt")


if __name__ == "__main__":
    main()
