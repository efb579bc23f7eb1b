#!/usr/bin/env python3
"""One Taffy layout of proposal-taffy.py's feed, to count its instructions under callgrind.

Builds the feed with `proposal-taffy.py`'s own `build_feed` (the same flexbox tree) and lays it
out once, as that script does (a fresh tree, no measure functions, no rounding); prints the boxes
of the last row ([row, icon, title, subtitle, time], as [x, y, width, height]) so they can be
compared with `plumb-proposal-bench --rows N --leaves fixed --frames`.

Usage (from the virtual environment proposal-taffy.py makes, .build/taffy-venv):
  valgrind --tool=callgrind .build/taffy-venv/bin/python Scripts/bench/taffy-callgrind.py 100
  callgrind_annotate --inclusive=yes --threshold=100 callgrind.out.PID \\
    | grep __pyfunction_node_compute_layout_with_measure

The inclusive count of that function is Taffy's layout call with its argument conversion (the
call proposal-taffy.py times). Python under valgrind is slow: 100 rows took 6-10 minutes of
wall clock on a loaded machine, and 1,000 rows more than an hour.
"""

import importlib.util
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    rows = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    spec = importlib.util.spec_from_file_location(
        "proposal_taffy", os.path.join(HERE, "proposal-taffy.py"))
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    root, rows_boxes = script.build_feed(rows)
    if not root.compute_layout((393, None)):
        sys.exit("Taffy failed to lay out the feed")
    boxes = [node.get_box(relative=False) for node in rows_boxes[rows - 1]]
    print([[box.x, box.y, box.width, box.height] for box in boxes])


if __name__ == "__main__":
    main()
