#!/usr/bin/env python3
"""Plumb's workload generator for `plumb-bench`: writes `cassowary-bench/1` systems.

The three families are described in Documentation/Facts/Solver.md#workloads:

  aspect-grid N   a grid of N equal cells, each with an aspect-fitted child
  chain N         N buttons in a row separated by N - 1 equal-width guides
  feed N          N stacked cells: avatar, title and body labels with hugging and
                  compression resistance
  enaml-like      kiwisolver's own benchmark system (111 constraints), read from its sdist

No randomness: the same arguments always write the same bytes, so every benchmark can be
regenerated from a clone. Usage (from the repository root):

  python3 Scripts/bench/workloads.py                                # N = 100 1000 10000
  python3 Scripts/bench/workloads.py --sizes 100 300 --workloads chain feed
  python3 Scripts/bench/workloads.py --sizes 100 --out /tmp/workloads
  python3 Scripts/bench/workloads.py --sizes 100 --enaml .build/kiwi-native/kiwisolver-1.5.1
                                    # also kiwi's enaml-like system, read from kiwi's sdist

  # compare with another generator (a Python file with WORKLOADS[name](n).to_json()),
  # structurally and, with --solve, by the values kiwisolver gives both:
  python3 Scripts/bench/workloads.py --sizes 100 300 --compare-with PATH/gen_workloads.py --solve

Files go to Benchmarks/Workloads/ by default (ignored by git).
"""
import argparse
import importlib.util
import json
import math
import os
import sys

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FORMAT = "cassowary-bench/1"
REQUIRED = 1000

# Window sizes the steps cycle through (width, height in points): the iPhone 14 Pro upright and
# on its side, and every tenth step one of ten other screens or odd sizes.
UPRIGHT = (393.0, 852.0)
SIDEWAYS = (852.0, 393.0)
OCCASIONAL = (
    (430.0, 932.0), (744.0, 1133.0), (600.0, 800.0), (1024.0, 768.0), (375.0, 667.0),
    (820.0, 1180.0), (834.0, 1194.0), (1180.0, 820.0), (512.0, 512.0), (320.0, 568.0),
)
STEP_COUNT = 100


def window_sizes():
    """The root size of each of the 100 steps: upright on even steps, sideways on odd ones,
    except that step k with k mod 10 == 9 takes the next occasional size."""
    sizes = []
    for k in range(STEP_COUNT):
        if k % 10 == 9:
            sizes.append(OCCASIONAL[(k // 10) % len(OCCASIONAL)])
        else:
            sizes.append(SIDEWAYS if k % 2 else UPRIGHT)
    return sizes


class Linear:
    """A linear expression: variable id -> coefficient (in first-use order) plus a constant."""

    def __init__(self, coefficients=None, constant=0.0):
        self.coefficients = dict(coefficients or {})
        self.constant = float(constant)

    @staticmethod
    def of(value):
        return value if isinstance(value, Linear) else Linear(constant=value)

    def __add__(self, other):
        other = Linear.of(other)
        merged = dict(self.coefficients)
        for var, coefficient in other.coefficients.items():
            merged[var] = merged.get(var, 0.0) + coefficient
        return Linear(merged, self.constant + other.constant)

    def __radd__(self, other):
        return Linear.of(other) + self

    def __neg__(self):
        return Linear({v: -c for v, c in self.coefficients.items()}, -self.constant)

    def __sub__(self, other):
        return self + (-Linear.of(other))

    def __rmul__(self, factor):
        return Linear({v: factor * c for v, c in self.coefficients.items()}, factor * self.constant)


class Box:
    """An item with position and size variables; `left = x`, `right = x + w`, and so on."""

    def __init__(self, system, name, fields="xywh"):
        self.ids = {field: system.variable(f"{name}.{field}") for field in fields}

    def _var(self, field):
        return Linear({self.ids[field]: 1.0})

    @property
    def left(self): return self._var("x")
    @property
    def top(self): return self._var("y")
    @property
    def width(self): return self._var("w")
    @property
    def height(self): return self._var("h")
    @property
    def right(self): return self.left + self.width
    @property
    def bottom(self): return self.top + self.height
    @property
    def center_x(self): return self.left + 0.5 * self.width
    @property
    def center_y(self): return self.top + 0.5 * self.height


class System:
    """A constraint system being written: variables, constraints, edits and steps."""

    def __init__(self, workload, n, **meta):
        self.name = f"{workload}-{n}"
        self.meta = {"workload": workload, "n": n, **meta,
                     "generator": "Scripts/bench/workloads.py"}
        self.variables, self.constraints, self.edits, self.initial, self.steps = [], [], [], [], []

    def variable(self, name):
        self.variables.append(name)
        return len(self.variables) - 1

    def box(self, name, fields="xywh"):
        return Box(self, name, fields)

    def constrain(self, lhs, relation, rhs, priority=REQUIRED):
        """`lhs RELATION rhs` as `lhs - rhs RELATION 0` (zero coefficients dropped)."""
        difference = Linear.of(lhs) - Linear.of(rhs)
        terms = [[c, v] for v, c in difference.coefficients.items() if c != 0.0]
        self.constraints.append({"terms": terms, "constant": difference.constant + 0.0,
                                 "relation": relation, "priority": priority})

    def edit_root(self, root, dimensions):
        """Required edits of the root's size, `initial` upright, then the 100 window sizes."""
        ids = [root.ids[d] for d in dimensions]
        self.edits = [{"variable": i, "priority": REQUIRED} for i in ids]
        pick = {"w": 0, "h": 1}
        self.initial = [[i, UPRIGHT[pick[d]]] for i, d in zip(ids, dimensions)]
        self.steps = [[[i, size[pick[d]]] for i, d in zip(ids, dimensions)] for size in window_sizes()]

    def to_json(self):
        return {"format": FORMAT, "name": self.name, "meta": self.meta,
                "variables": self.variables, "constraints": self.constraints,
                "edits": self.edits, "initial": self.initial, "steps": self.steps}


def pinned_root(system):
    root = system.box("root")
    system.constrain(root.left, "==", 0.0)
    system.constrain(root.top, "==", 0.0)
    return root


def aspect_grid(n):
    columns = math.ceil(math.sqrt(n))
    rows = math.ceil(n / columns)
    s = System("aspect-grid", n, columns=columns, rows=rows)
    root = pinned_root(s)
    cells = []
    for i in range(n):
        row, column = divmod(i, columns)
        cell, child = s.box(f"cell{i}"), s.box(f"cell{i}.child")
        cells.append(cell)
        s.constrain(cell.left, "==", root.left if column == 0 else cells[i - 1].right)
        s.constrain(cell.top, "==", root.top if row == 0 else cells[i - columns].bottom)
        if i > 0:
            s.constrain(cell.width, "==", cells[0].width)
            s.constrain(cell.height, "==", cells[0].height)
        if i == columns - 1:                      # the first row ends at the root's right
            s.constrain(cell.right, "==", root.right)
        if i == (rows - 1) * columns:             # the last row ends at the root's bottom
            s.constrain(cell.bottom, "==", root.bottom)
        # The child fits the cell at its ratio: as large as possible (750) but never larger.
        ratio = 16.0 / 9.0 if i % 2 == 0 else 9.0 / 16.0
        s.constrain(child.width, "==", ratio * child.height)
        s.constrain(child.width, "<=", cell.width)
        s.constrain(child.width, "==", cell.width, priority=750)
        s.constrain(child.height, "<=", cell.height)
        s.constrain(child.height, "==", cell.height, priority=750)
        s.constrain(child.center_x, "==", cell.center_x)
        s.constrain(child.center_y, "==", cell.center_y)
    s.edit_root(root, "wh")
    return s


def chain(n):
    s = System("chain", n)
    root = pinned_root(s)
    s.constrain(root.height, "==", 100.0)
    guides = []
    previous = None
    for i in range(n):
        button = s.box(f"button{i}")
        s.constrain(button.width, "==", 44.0 + 8.0 * (i % 5))
        s.constrain(button.height, "==", 44.0)
        s.constrain(button.center_y, "==", root.center_y)
        s.constrain(button.left, "==", root.left + 16.0 if previous is None else previous.right)
        if i < n - 1:                              # a guide after every button but the last
            guide = s.box(f"guide{i}", fields="xw")
            s.constrain(guide.left, "==", button.right)
            if guides:
                s.constrain(guide.width, "==", guides[0].width)
            guides.append(guide)
            previous = guide
        last = button
    s.constrain(last.right, "==", root.right - 16.0)
    s.edit_root(root, "w")
    return s


def label_sizes(i):
    """Deterministic intrinsic sizes of cell i's title and body."""
    title = (120.0 + (53 * i) % 400, 20.0 + 20.0 * (i % 2))
    body = (200.0 + (97 * i) % 600, 17.0 * (1 + i % 4))
    return title, body


def feed(n):
    s = System("feed", n)
    root = pinned_root(s)
    above = None
    for i in range(n):
        cell, avatar = s.box(f"cell{i}"), s.box(f"cell{i}.avatar")
        title, body = s.box(f"cell{i}.title"), s.box(f"cell{i}.body")
        s.constrain(cell.left, "==", root.left)
        s.constrain(cell.width, "==", root.width)
        s.constrain(cell.top, "==", root.top if above is None else above.bottom)
        s.constrain(avatar.left, "==", cell.left + 8.0)
        s.constrain(avatar.top, "==", cell.top + 8.0)
        s.constrain(avatar.width, "==", 44.0)
        s.constrain(avatar.height, "==", 44.0)
        s.constrain(title.left, "==", avatar.right + 8.0)
        s.constrain(title.top, "==", cell.top + 8.0)
        s.constrain(title.right, "<=", cell.right - 8.0)
        s.constrain(body.left, "==", title.left)
        s.constrain(body.top, "==", title.bottom + 4.0)
        s.constrain(body.right, "<=", cell.right - 8.0)
        for label, (w, h) in zip((title, body), label_sizes(i)):
            s.constrain(label.width, ">=", w, priority=750)    # compression resistance
            s.constrain(label.width, "<=", w, priority=250)    # content hugging
            s.constrain(label.height, ">=", h, priority=750)
            s.constrain(label.height, "<=", h, priority=250)
        s.constrain(cell.bottom, ">=", avatar.bottom + 8.0)
        s.constrain(cell.bottom, ">=", body.bottom + 8.0)
        s.constrain(cell.height, "==", 0.0, priority=50)        # fittingSizeLevel: as short as it can
        above = cell
    s.constrain(root.bottom, "==", above.bottom)
    s.edit_root(root, "w")
    return s


WORKLOADS = {"aspect-grid": aspect_grid, "chain": chain, "feed": feed}


# ------------------------------------------------------------------ kiwi's own enaml-like system

# kiwisolver's source distribution ships a benchmark of its own, `benchmarks/enaml_like_benchmark.cpp`:
# one fixed form of three labels and three fields (35 variables, 111 constraints, the width and
# height as strong edit variables) timed for building the solver and for suggesting six window
# sizes. Nothing of it is in this repository: `enaml_like(path)` reads the constraint list out of
# the unpacked sdist (`Scripts/bench/kiwi-native.py` downloads it into .build/kiwi-native/) and
# writes the same system in cassowary-bench/1.
#
# kiwi's strengths are weights (`strength::create(a, b, c, w) = (a·10⁶ + b·10³ + c)·w`, clipped);
# cassowary-bench/1 has Auto Layout priorities below 1000, which Plumb reads as strictly ordered
# levels and kiwi_native.cpp passes to kiwi as weights (`strength::create(0, 0, p)`). The five
# strengths the benchmark uses keep their order and, where it matters, their ratios: strong (10⁶)
# → 999, its `smedium` (10⁵) → 200, its `mmedium` (1,250) → 5, medium (1,000) → 4 (1.25 : 1, as
# in kiwi), weak (1) → 1. With these weights kiwi's optimum is Plumb's strict one (the table's
# "values: max Δ" is 0); with evenly spread priorities (900, 700, 510, 500, 1) three `mmedium`
# constraints outvote the strong height edit in kiwi, and the two solvers answer differently.
ENAML_PRIORITIES = {"required": REQUIRED, "strong": 999, "smedium": 200, "mmedium": 5,
                    "medium": 4, "weak": 1}
# The sizes the benchmark suggests, in its order (width, height).
ENAML_SOURCE = os.path.join("benchmarks", "enaml_like_benchmark.cpp")


def _enaml_term(text):
    """One `+`-separated term of kiwi's C++ expression: `(coefficient, name)`, name None for a constant."""
    text = text.strip()
    if "*" in text:
        coefficient, name = (part.strip() for part in text.split("*"))
        return float(coefficient), name
    try:
        return float(text), None
    except ValueError:
        return (-1.0, text[1:]) if text.startswith("-") else (1.0, text)


def enaml_like(sdist):
    """kiwi's enaml-like benchmark system, read from the unpacked kiwisolver sdist at `sdist`."""
    import re
    path = os.path.join(sdist, ENAML_SOURCE)
    if not os.path.exists(path):
        raise SystemExit(f"{path} is missing: run Scripts/bench/kiwi-native.py once (it downloads the sdist)")
    with open(path) as f:
        source = f.read()
    rows = re.findall(r"^\s*\((.+?) (==|<=|>=) 0\) \| (?:strength::)?(\w+),\s*$", source, re.M)
    sizes = [(float(w), float(h)) for w, h in re.findall(r"\{ (\d+), (\d+) \}", source)]
    if len(rows) != 111 or len(sizes) != 6:
        raise SystemExit(f"{path}: expected 111 constraints and 6 sizes, found {len(rows)} and {len(sizes)}")
    s = System("enaml-like", 111, source=f"kiwisolver sdist, {ENAML_SOURCE}",
               priorities={k: v for k, v in ENAML_PRIORITIES.items() if k != "required"})
    ids = {name: s.variable(name) for name in ("width", "height")}
    for expression, relation, strength in rows:
        lhs = Linear()
        for term in expression.split(" + "):
            coefficient, name = _enaml_term(term)
            if name is None:
                lhs = lhs + coefficient
            else:
                if name not in ids:
                    ids[name] = s.variable(name)
                lhs = lhs + coefficient * Linear({ids[name]: 1.0})
        s.constrain(lhs, relation, 0.0, priority=ENAML_PRIORITIES[strength])
    s.edits = [{"variable": ids[name], "priority": ENAML_PRIORITIES["strong"]} for name in ("width", "height")]
    s.initial = [[ids["width"], sizes[0][0]], [ids["height"], sizes[0][1]]]
    # 100 steps, as the other families: the six sizes in turn.
    s.steps = [[[ids["width"], w], [ids["height"], h]] for w, h in (sizes[k % 6] for k in range(STEP_COUNT))]
    return s


def write(system, folder):
    path = os.path.join(folder, f"{system.name}.json")
    with open(path, "w") as f:
        json.dump(system.to_json(), f, sort_keys=True, separators=(",", ":"))
        f.write("\n")
    return path


# ------------------------------------------------------------------ comparison with another generator

def _normalised(document):
    """The parts that define the system, with numbers as floats (so -0.0 == 0.0)."""
    def number_pairs(pairs):
        return [[int(i), float(v)] for i, v in pairs]
    return {
        "variables": list(document["variables"]),
        "constraints": [(sorted((int(v), float(c)) for c, v in k["terms"]), float(k["constant"]),
                         k["relation"], int(k["priority"])) for k in document["constraints"]],
        "edits": [(int(e["variable"]), int(e["priority"])) for e in document["edits"]],
        "initial": number_pairs(document.get("initial", [])),
        "steps": [number_pairs(step) for step in document["steps"]],
    }


def compare(reference_path, names, sizes, solve):
    spec = importlib.util.spec_from_file_location("reference_generator", reference_path)
    reference = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(reference)
    if solve:
        sys.path.insert(0, os.path.join(REPO, "Scripts", "fixtures"))
        import solver_systems  # noqa: E402  (needs kiwisolver)
    failures = 0
    for name in names:
        for n in sizes:
            ours, theirs = WORKLOADS[name](n).to_json(), reference.WORKLOADS[name](n).to_json()
            a, b = _normalised(ours), _normalised(theirs)
            same = {key: a[key] == b[key] for key in a}
            line = (f"{name}-{n}: ours {len(a['variables'])} variables / {len(a['constraints'])} "
                    f"constraints, reference {len(b['variables'])} / {len(b['constraints'])}; "
                    + ", ".join(f"{k} {'equal' if v else 'DIFFER'}" for k, v in same.items()))
            if solve:
                (f1, g1), (f2, g2) = solver_systems.kiwi_values(ours), solver_systems.kiwi_values(theirs)
                delta = max(abs(x - y) for x, y in zip(f1 + g1, f2 + g2))
                line += f"; kiwisolver values max |diff| {delta:.3g}"
                same["values"] = delta <= 1e-9
            print(line)
            failures += not all(same.values())
    return failures


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sizes", type=int, nargs="+", default=[100, 1000, 10000])
    ap.add_argument("--workloads", nargs="+", choices=sorted(WORKLOADS), default=sorted(WORKLOADS))
    ap.add_argument("--out", default=os.path.join(REPO, "Benchmarks", "Workloads"))
    ap.add_argument("--compare-with", metavar="GENERATOR_PY",
                    help="compare with another generator instead of writing files")
    ap.add_argument("--solve", action="store_true",
                    help="with --compare-with: also compare kiwisolver's values of both systems")
    ap.add_argument("--enaml", metavar="SDIST",
                    help="also write kiwi's enaml-like system, read from the unpacked kiwisolver sdist")
    args = ap.parse_args()
    if args.compare_with:
        sys.exit(1 if compare(args.compare_with, args.workloads, args.sizes, args.solve) else 0)
    os.makedirs(args.out, exist_ok=True)
    for name in args.workloads:
        for n in args.sizes:
            system = WORKLOADS[name](n)
            path = write(system, args.out)
            print(f"{system.name}: {len(system.variables)} variables, "
                  f"{len(system.constraints)} constraints -> {os.path.relpath(path)}")
    if args.enaml:
        system = enaml_like(args.enaml)
        path = write(system, args.out)
        print(f"{system.name}: {len(system.variables)} variables, "
              f"{len(system.constraints)} constraints -> {os.path.relpath(path)}")


if __name__ == "__main__":
    main()
