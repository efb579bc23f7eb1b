#!/usr/bin/env python3
"""Plumb's solver beside kiwi's C++ core (native) and beside kiwisolver driven from Python.

Usage (from the repository root):

  python3 Scripts/bench/kiwi-native.py --bench-dir DIR                 # N = 100 300 1000, 5 runs
  python3 Scripts/bench/kiwi-native.py --bench-dir DIR --sizes 100 --runs 3 --workloads chain
  python3 Scripts/bench/kiwi-native.py --bench-dir DIR --out Benchmarks/Results/FILE.md
  python3 Scripts/bench/kiwi-native.py --workloads enaml-like      # kiwi's own benchmark system
  python3 Scripts/bench/kiwi-native.py --workloads enaml-like --warm 21   # and kiwi's own protocol

DIR is the directory that holds `gen_workloads.py`, the cassowary-bench/1 workload generator
(see Benchmarks/README.md); the workloads are written once into --workload-dir
(Benchmarks/Workloads/, gitignored) and reused, so --bench-dir is only needed the first time.

What it does:
  1. `pip download --no-binary :all: --no-deps kiwisolver==1.5.1`: the source distribution from
     PyPI, into --cache (default .build/kiwi-native/, gitignored), and unpacks it. Nothing of
     kiwi's is part of this repository.
  2. compiles Scripts/bench/kiwi_native.cpp (our driver) against the sdist's `kiwi/` headers
     with `c++ -O2 -std=c++17 -DNDEBUG`.
  3. builds `plumb-bench` (`swift build -c release --package-path Benchmarks`).
  4. per workload and size, --runs fresh processes of each side, alternating: Plumb
     (`plumb-bench FILE`), kiwi native (`kiwi_native FLAT`), and kiwisolver from Python (this
     script with `--python-driver FILE`, the same protocol through the `kiwisolver` module, which
     must be installed). The protocol: add every constraint in file order, add the edit
     variables and suggest the initial values, read the values, then per step suggest and read
     (see kiwi_native.cpp). "build" below is add constraints + add edits + first read.
  4b. with --warm K, also kiwi's own protocol: its benchmark (benchmarks/enaml_like_benchmark.cpp
     in the kiwisolver 1.5.1 sdist, BSD licence) times the build of its system many times in one
     process and reports the median, so it never counts what a process pays once (the first
     allocations, page faults, and for Swift the runtime's type metadata). Each measured
     process of a side is followed by one that builds K times on new solvers (same timed region,
     same code path), leaves the first out, and reports the medians of the other builds and of
     all their steps (see kiwi_native.cpp and plumb-bench's --warm).
  5. prints a Markdown table of medians with the ratios kiwi / Plumb (above 1: Plumb is
     faster), and the largest difference between Plumb's and native kiwi's values after the last
     step (from one more run of each with --values). With --out, writes the table with the
     machine, date, toolchain, versions and commands.
"""
import argparse
import datetime
import json
import os
import platform
import shlex
import statistics
import subprocess
import sys
import tarfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
WORKLOADS = ["aspect-grid", "chain", "feed", "enaml-like"]
# Fixed systems: one size each, whatever --sizes says.
FIXED_SIZES = {"enaml-like": [111]}
KIWI_VERSION = "1.5.1"
RELATIONS = {"==": "=", "<=": "<", ">=": ">"}


# --------------------------------------------------------------------------- kiwi from Python

def python_driver(path, values):
    """The protocol through kiwisolver's Python module; prints one JSON object."""
    import kiwisolver as kiwi

    def strength(priority):
        return kiwi.strength.required if priority >= 1000 else kiwi.strength.create(0, 0, priority)

    def edit_strength(priority):
        return kiwi.strength.create(999, 1000, 1000) if priority >= 1000 else strength(priority)

    t0 = time.perf_counter_ns()
    with open(path) as f:
        system = json.load(f)
    variables = [kiwi.Variable(f"v{i}") for i in range(len(system["variables"]))]
    constraints = [
        kiwi.Constraint(
            kiwi.Expression(tuple(kiwi.Term(variables[i], c) for c, i in item["terms"]), item["constant"]),
            item["relation"], strength(item["priority"]))
        for item in system["constraints"]]
    edits = [(variables[e["variable"]], edit_strength(e["priority"])) for e in system["edits"]]
    initial = [(variables[i], float(v)) for i, v in system.get("initial", [])]
    steps = [[(variables[i], float(v)) for i, v in step] for step in system["steps"]]
    solver = kiwi.Solver()
    t1 = time.perf_counter_ns()
    for constraint in constraints:
        solver.addConstraint(constraint)
    t2 = time.perf_counter_ns()
    for variable, s in edits:
        solver.addEditVariable(variable, s)
    for variable, value in initial:
        solver.suggestValue(variable, value)
    t3 = time.perf_counter_ns()
    solver.updateVariables()
    t4 = time.perf_counter_ns()
    step_ns = []
    for step in steps:
        a = time.perf_counter_ns()
        for variable, value in step:
            solver.suggestValue(variable, value)
        solver.updateVariables()
        step_ns.append(time.perf_counter_ns() - a)
    out = {"solver": "kiwisolver-python", "build_ms": (t1 - t0) / 1e6,
           "add_constraints_ms": (t2 - t1) / 1e6, "add_edits_ms": (t3 - t2) / 1e6,
           "first_update_ms": (t4 - t3) / 1e6,
           "step_mean_ms": statistics.fmean(step_ns) / 1e6 if step_ns else None}
    if values:
        out["values"] = {"final": [v.value() for v in variables]}
    print(json.dumps(out))


# --------------------------------------------------------------------------- preparing

def run(cmd, **kwargs):
    print("[kiwi-native] " + " ".join(shlex.quote(c) for c in cmd), file=sys.stderr, flush=True)
    return subprocess.run(cmd, check=True, **kwargs)


def fetch_kiwi(cache):
    """Downloads and unpacks the kiwisolver sdist; returns the unpacked directory."""
    source = os.path.join(cache, f"kiwisolver-{KIWI_VERSION}")
    if os.path.isdir(os.path.join(source, "kiwi")):
        return source
    os.makedirs(cache, exist_ok=True)
    archive = os.path.join(cache, f"kiwisolver-{KIWI_VERSION}.tar.gz")
    if not os.path.exists(archive):
        run([sys.executable, "-m", "pip", "download", "--no-binary", ":all:", "--no-deps",
             f"kiwisolver=={KIWI_VERSION}", "-d", cache])
    with tarfile.open(archive) as tar:
        for member in tar.getmembers():
            # Only the headers and the licence; refuse paths that would leave the cache.
            name = os.path.normpath(member.name)
            if name.startswith("..") or os.path.isabs(name):
                raise SystemExit(f"unsafe path in the sdist: {member.name}")
        tar.extractall(cache)
    return source


def compile_driver(source, cache, compiler):
    binary = os.path.join(cache, "kiwi_native")
    driver = os.path.join(HERE, "kiwi_native.cpp")
    run([compiler, "-O2", "-std=c++17", "-DNDEBUG", "-I", source, driver, "-o", binary])
    return binary


def build_plumb():
    run(["swift", "build", "-c", "release", "--package-path", os.path.join(REPO, "Benchmarks")],
        stdout=subprocess.DEVNULL)
    path = subprocess.run(
        ["swift", "build", "-c", "release", "--package-path", os.path.join(REPO, "Benchmarks"),
         "--show-bin-path"], check=True, capture_output=True, text=True).stdout.strip()
    return os.path.join(path, "plumb-bench")


def flatten(json_path, flat_path):
    """Writes the flat text form kiwi_native.cpp reads (see its header)."""
    with open(json_path) as f:
        system = json.load(f)
    lines = [f"V {len(system['variables'])}"]
    for c in system["constraints"]:
        terms = " ".join(f"{coefficient!r} {index}" for coefficient, index in c["terms"])
        lines.append(f"C {RELATIONS[c['relation']]} {c['priority']!r} {c['constant']!r} {len(c['terms'])} {terms}")
    for e in system["edits"]:
        lines.append(f"E {e['variable']} {e['priority']!r}")
    for index, value in system.get("initial", []):
        lines.append(f"I {index} {float(value)!r}")
    for step in system["steps"]:
        lines.append(f"S {len(step)} " + " ".join(f"{i} {float(v)!r}" for i, v in step))
    with open(flat_path, "w") as f:
        f.write("\n".join(lines) + "\n")


def sizes_of(workload, args):
    return FIXED_SIZES.get(workload, sorted(args.sizes))


def workload_files(args, source):
    """`source` is the unpacked kiwisolver sdist: kiwi's enaml-like system is read out of it by
    our generator (Scripts/bench/workloads.py), never copied into the repository."""
    files = {}
    os.makedirs(args.workload_dir, exist_ok=True)
    generator = None
    for w in args.workloads:
        for n in sizes_of(w, args):
            path = os.path.join(args.workload_dir, f"{w}-{n}.json")
            if w == "enaml-like":
                sys.path.insert(0, HERE)
                import workloads as ours  # noqa: E402
                ours.write(ours.enaml_like(source), args.workload_dir)
            elif not os.path.exists(path):
                if generator is None:
                    if not args.bench_dir:
                        raise SystemExit(f"{path} is missing: pass --bench-dir (the directory of gen_workloads.py)")
                    sys.path.insert(0, args.bench_dir)
                    import gen_workloads as generator  # noqa: E402
                with open(path, "w") as f:
                    json.dump(generator.WORKLOADS[w](n).to_json(), f, separators=(",", ":"))
            flat = os.path.join(args.cache, f"{w}-{n}.txt")
            if not os.path.exists(flat) or os.path.getmtime(flat) < os.path.getmtime(path):
                flatten(path, flat)
            files[(w, n)] = (path, flat)
    return files


# --------------------------------------------------------------------------- measuring

def run_json(cmd, timeout):
    """Runs a command that prints one JSON object; `None` if it did not finish in time."""
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None
    if proc.returncode != 0:
        raise SystemExit(f"{' '.join(cmd)}: exit {proc.returncode}: {proc.stderr.strip()[-400:]}")
    return json.loads(proc.stdout.strip().splitlines()[-1])


def build_ms(result):
    return result["add_constraints_ms"] + result["add_edits_ms"] + result["first_update_ms"]


def measure(commands, runs, timeout, slow, warm=None, budget=None):
    """Alternates the sides run by run, so that load drifts affect them alike; medians.

    A side that does not finish within `timeout` seconds is reported as `None`; a side whose
    first run takes longer than `slow` seconds runs once (kiwi's quadratic builds at N = 1000).

    With `warm` (kiwi's own protocol, --warm K), every run of a side is followed by a run of the
    same side with `--warm K`: K builds in one process, the first left out, medians of the build
    and of the steps (keys warm_build and warm_step). K is the same for every side: the
    requested K, lowered (to 2 at least) so that the slowest side's first cold process times K
    stays within `budget` seconds. Returns the medians and the K used.
    """
    samples = {side: {"build": [], "step": []} | ({"warm_build": [], "warm_step": []} if warm and side != "python" else {})
               for side in commands}
    finished = {side: False for side in commands}
    count = None
    for _ in range(runs):
        elapsed = {}
        for side, cmd in commands.items():
            if finished[side]:
                continue
            start = time.monotonic()
            result = run_json(cmd, timeout)
            elapsed[side] = time.monotonic() - start
            if result is None:
                samples[side] = None
                finished[side] = True
                continue
            samples[side]["build"].append(build_ms(result))
            samples[side]["step"].append(result["step_mean_ms"])
            finished[side] = elapsed[side] > slow
        if warm and count is None:
            slowest = max(elapsed.values(), default=0.0)
            count = max(2, min(warm, int(budget / slowest) if slowest > 0 else warm))
        for side, cmd in commands.items() if warm else ():
            if side == "python" or samples[side] is None or (finished[side] and samples[side]["warm_build"]):
                continue
            result = run_json(cmd + ["--warm", str(count)], timeout)
            if result is None:
                samples[side] = None
                continue
            samples[side]["warm_build"].append(result["warm_build_ms"])
            samples[side]["warm_step"].append(result["warm_step_ms"])
    return {side: None if s is None else {k: statistics.median(v) for k, v in s.items()} | {"runs": len(s["build"])}
            for side, s in samples.items()}, count


def max_delta(a, b):
    return max((abs(x - y) for x, y in zip(a, b)), default=0.0)


def fmt_ms(x):
    if x >= 100:
        return f"{x:.0f} ms"
    if x >= 1:
        return f"{x:.2f} ms"
    return f"{x * 1000:.1f} µs"


def fmt_ratio(num, den):
    return f"{num / den:.2f}×" if den > 0 else "—"


# --------------------------------------------------------------------------- main

def machine():
    model = "unknown"
    try:
        with open("/proc/cpuinfo") as f:
            model = next((l.split(":", 1)[1].strip() for l in f if l.startswith("model name")), model)
    except OSError:
        pass
    return f"{model}, {os.cpu_count()} cores, {platform.system()} {platform.release()}"


def output(cmd):
    try:
        return subprocess.run(cmd, capture_output=True, text=True, cwd=REPO).stdout.strip()
    except OSError:
        return "unknown"


def main():
    if len(sys.argv) >= 3 and sys.argv[1] == "--python-driver":
        python_driver(sys.argv[2], "--values" in sys.argv[3:])
        return
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sizes", type=int, nargs="+", default=[100, 300, 1000])
    ap.add_argument("--workloads", nargs="+", choices=WORKLOADS, default=WORKLOADS)
    ap.add_argument("--runs", type=int, default=5, help="fresh processes per side (medians)")
    ap.add_argument("--bench-dir", default=None, help="the directory of gen_workloads.py")
    ap.add_argument("--workload-dir", default=os.path.join(REPO, "Benchmarks", "Workloads"))
    ap.add_argument("--cache", default=os.path.join(REPO, ".build", "kiwi-native"))
    ap.add_argument("--compiler", default=os.environ.get("CXX", "c++"))
    ap.add_argument("--plumb-bench", default=None, help="a built plumb-bench (default: build it)")
    ap.add_argument("--no-python", action="store_true", help="leave out kiwisolver from Python")
    ap.add_argument("--timeout", type=float, default=300.0,
                    help="seconds per process; a kiwi side that takes longer is left out of larger sizes")
    ap.add_argument("--slow", type=float, default=20.0,
                    help="a side whose first run takes longer than this many seconds runs once")
    ap.add_argument("--warm", type=int, default=None, metavar="K",
                    help="also kiwi's own protocol: K builds per process, the first left out (K >= 2)")
    ap.add_argument("--warm-budget", type=float, default=10.0,
                    help="seconds: K is lowered (to 2 at least) where K cold builds would take longer")
    ap.add_argument("--plumb-option", action="append", default=[], metavar="ARG",
                    help="an extra argument for plumb-bench only, as --plumb-option=--eager (repeatable; said in the report)")
    ap.add_argument("--edits-first", action="store_true",
                    help="both sides add the edit variables before the constraints (kiwi's own benchmark's order)")
    ap.add_argument("--out", default=None, help="write the report (Markdown) here")
    args = ap.parse_args()
    if args.warm is not None and args.warm < 2:
        ap.error("--warm K needs K >= 2 (the first build is left out)")
    if args.edits_first:
        args.no_python = True  # the Python driver keeps the file's order

    os.makedirs(args.cache, exist_ok=True)
    source = fetch_kiwi(args.cache)
    kiwi_native = compile_driver(source, args.cache, args.compiler)
    plumb = args.plumb_bench or build_plumb()
    files = workload_files(args, source)

    header = ["workload", "N", "Plumb build", "kiwi native build", "kiwi Python build",
              "native / Plumb", "Python / Plumb", "Plumb step", "kiwi native step",
              "kiwi Python step", "native / Plumb", "Python / Plumb", "values: max Δ"]
    rows = []
    warm_header = ["workload", "N", "K", "Plumb build", "kiwi native build", "native / Plumb",
                   "(cold)", "Plumb step", "kiwi native step", "native / Plumb", "(cold)",
                   "values: max Δ"]
    warm_rows = []
    for w in args.workloads:
        gave_up = set()  # sides that timed out at a smaller size of this workload
        for n in sizes_of(w, args):
            path, flat = files[(w, n)]
            order = ["--edits-first"] if args.edits_first else []
            commands = {"plumb": [plumb, path] + order + args.plumb_option, "native": [kiwi_native, flat] + order}
            if not args.no_python:
                commands["python"] = [sys.executable, os.path.abspath(__file__), "--python-driver", path]
            for side in gave_up:
                commands.pop(side, None)
            print(f"[kiwi-native] {w}-{n}: up to {args.runs} runs per side", file=sys.stderr, flush=True)
            m, count = measure(commands, args.runs, args.timeout, args.slow, args.warm, args.warm_budget)
            for side in ("native", "python"):
                if side in commands and m[side] is None:
                    gave_up.add(side)
                if side not in commands:
                    m[side] = None
            if m["plumb"] is None:
                raise SystemExit(f"plumb-bench did not finish {w}-{n} in {args.timeout:g} s")
            p_values = run_json([plumb, path, "--values"] + order + args.plumb_option, args.timeout)["values"]["final"]
            k_result = run_json([kiwi_native, flat, "--values"] + order, args.timeout) if m["native"] else None
            delta = f"{max_delta(p_values, k_result['values']['final']):.2g}" if k_result else "—"

            def cell(side, key):
                if m[side] is None:
                    return f"> {args.timeout:g} s" if side in commands or side in gave_up else "—"
                once = " (1 run)" if m[side]["runs"] == 1 and args.runs > 1 else ""
                return fmt_ms(m[side][key]) + once

            def ratio(side, key):
                return fmt_ratio(m[side][key], m["plumb"][key]) if m[side] else "—"

            rows.append([
                w, str(n), cell("plumb", "build"), cell("native", "build"), cell("python", "build"),
                ratio("native", "build"), ratio("python", "build"),
                cell("plumb", "step"), cell("native", "step"), cell("python", "step"),
                ratio("native", "step"), ratio("python", "step"), delta])
            if args.warm:
                warm = ["--warm", str(count), "--values"] + order
                p_warm = run_json([plumb, path] + warm + args.plumb_option, args.timeout)["values"]["final"]
                k_warm = run_json([kiwi_native, flat] + warm, args.timeout) if m["native"] else None
                warm_rows.append([
                    w, str(n), str(count), cell("plumb", "warm_build"), cell("native", "warm_build"),
                    ratio("native", "warm_build"), ratio("native", "build"),
                    cell("plumb", "warm_step"), cell("native", "warm_step"),
                    ratio("native", "warm_step"), ratio("native", "step"),
                    f"{max_delta(p_warm, k_warm['values']['final']):.2g}" if k_warm else "—"])
    table = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    table += ["| " + " | ".join(row) + " |" for row in rows]
    if args.warm:
        table += ["", "kiwi's own protocol (--warm): K builds per process, the first left out; medians of "
                  "the other builds and of all their steps; (cold): the ratio of the table above.", "",
                  "| " + " | ".join(warm_header) + " |", "|" + "---|" * len(warm_header)]
        table += ["| " + " | ".join(row) + " |" for row in warm_rows]
    report = "\n".join(table)
    print(report)
    if args.out:
        command = "python3 Scripts/bench/kiwi-native.py " + " ".join(shlex.quote(a) for a in sys.argv[1:])
        meta = [
            f"* Date: {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC",
            f"* Machine: {machine()}; load average at the end: {os.getloadavg()[0]:.2f}",
            f"* Toolchain: {output(['swift', '--version']).splitlines()[0] if output(['swift', '--version']) else 'unknown'}; "
            f"`{args.compiler} --version`: {output([args.compiler, '--version']).splitlines()[0]}",
            f"* kiwisolver {KIWI_VERSION} (sdist from PyPI, C++ headers compiled with -O2); "
            f"Python {platform.python_version()}",
            f"* Commit: {output(['git', 'rev-parse', '--short', 'HEAD'])}",
            f"* Command: `{command}`",
            f"* Medians of {args.runs} fresh processes per side (one where a run took over {args.slow:g} s), "
            "the sides alternating run by run; "
            "build = add constraints + add edits + first read; step = mean of the workload's steps.",
        ]
        if args.plumb_option:
            meta.append(f"* plumb-bench only: `{' '.join(args.plumb_option)}`")
        if args.edits_first:
            meta.append("* --edits-first: both sides add the edit variables (and suggest the initial values) "
                        "before the constraints, the order of kiwi's own benchmark; no Python side.")
        if args.warm:
            meta.append(f"* --warm {args.warm}: after each fresh process of a side, one more process of it "
                        "builds the system K times (each on a new solver, the same timed region), the first "
                        "left out; the medians of the other builds and of all their steps, then the median "
                        f"over the runs. K is lowered (to 2 at least) where the slowest side's cold process "
                        f"times K would exceed {args.warm_budget:g} s. kiwisolver from Python: cold only.")
        with open(args.out, "w") as f:
            f.write("\n".join(meta) + "\n\n" + report + "\n")


if __name__ == "__main__":
    main()
