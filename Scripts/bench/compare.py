#!/usr/bin/env python3
"""Compare Plumb's solver benchmark with kiwisolver on the project's workloads.

Usage (from the repository root):

  python3 Scripts/bench/compare.py --kiwi-ref KIWI_REF_PY           # N = 100 300 1000, 3 runs
  python3 Scripts/bench/compare.py --kiwi-ref KIWI_REF_PY --sizes 100 300 1000 --runs 5 \
      --out Benchmarks/Results/$(date -u +%F).md
  python3 Scripts/bench/compare.py --sizes 100 --kiwi-results KIWI_REF_JSON   # recorded figures only
  python3 Scripts/bench/compare.py --sizes 100                       # Plumb alone
  # end-to-end test of the table logic with kiwi standing in for Plumb:
  python3 Scripts/bench/compare.py --sizes 100 --runs 2 --kiwi-ref KIWI_REF_PY \
      --plumb-cmd "python3 KIWI_REF_PY"

KIWI_REF_PY is the kiwisolver reference runner (`kiwi_ref.py` of the benchmark reference kept
beside the project) and KIWI_REF_JSON its recorded results (`results/kiwi-ref.json` there); the
workloads themselves always come from this repository.

What it does:
  1. writes the workloads with Scripts/bench/workloads.py into --workload-dir
     (default Benchmarks/Workloads/, gitignored; deterministic, so existing files are reused);
  2. unless --plumb-cmd is given, builds the benchmark once
     (`swift build -c release --package-path Benchmarks`) and calls the built
     `plumb-bench` from `--show-bin-path`; any command that takes `FILE [--values] [--check]`
     and prints one JSON object with kiwi_ref.py's fields works as --plumb-cmd;
  3. per workload and size: --runs fresh Plumb processes with `--check` (medians), one more
     with `--values`; kiwi (--kiwi-ref) likewise with --kiwi-runs runs, each
     limited to --kiwi-timeout seconds. When kiwi times out (and for the larger sizes of that
     workload), or without --kiwi-ref, kiwi's figures are taken from --kiwi-results (when
     given) and marked "recorded"; values are then "not compared";
  4. prints a Markdown table (add + first solve = add_constraints + add_edits + first_update,
     step mean, ratios kiwi/Plumb, values max |Δ| vs kiwi over values.first and values.final,
     Plumb's required max violation) and Plumb's growth from the smallest to the largest
     size (default N=100 -> N=1000) per workload, with the implied exponent;
  5. with --out, writes the same Markdown plus machine (CPU model, cores, OS), date,
     toolchain (`swift --version`), kiwisolver and Python versions and the git commit.
Medians are taken per metric over runs (add + first solve: median of the per-run sums;
for recorded kiwi figures: the sum of the recorded medians).
"""
import argparse
import datetime
import json
import math
import os
import platform
import shlex
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
WORKLOADS = ["aspect-grid", "chain", "feed"]


# --------------------------------------------------------------------------- running

def run_json(cmd, timeout):
    """Run a command that prints one JSON object; returns (obj, error)."""
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, "timeout"
    if proc.returncode != 0:
        return None, f"exit {proc.returncode}: {proc.stderr.strip()[-300:]}"
    lines = [ln for ln in proc.stdout.splitlines() if ln.strip().startswith("{")]
    if not lines:
        return None, "no JSON on stdout"
    try:
        return json.loads(lines[-1]), None
    except json.JSONDecodeError as exc:
        return None, f"bad JSON: {exc}"


def add_first(r):
    return r["add_constraints_ms"] + r["add_edits_ms"] + r["first_update_ms"]


def measure(cmd, path, runs, timeout):
    """`runs` fresh processes with --check; returns dict of medians or an error."""
    results = []
    for _ in range(runs):
        obj, err = run_json(cmd + [path, "--check"], timeout)
        if err:
            return {"error": err, "runs": len(results)}
        results.append(obj)
    med = lambda key: statistics.median(r[key] for r in results)  # noqa: E731
    out = {"runs": runs, "add_first_ms": statistics.median(add_first(r) for r in results),
           "step_mean_ms": med("step_mean_ms"), "step_median_ms": med("step_median_ms"),
           "add_constraints_ms": med("add_constraints_ms"), "add_edits_ms": med("add_edits_ms"),
           "first_update_ms": med("first_update_ms"),
           "solver": results[0].get("solver"), "solver_version": results[0].get("solver_version"),
           "variables": results[0].get("variables"), "constraints": results[0].get("constraints")}
    checks = [r.get("check") for r in results if r.get("check")]
    if checks:
        out["required_max_violation"] = max(c["required_max_violation"] for c in checks)
    return out


def values_of(cmd, path, timeout):
    obj, err = run_json(cmd + [path, "--values"], timeout)
    if err:
        return None, err
    vals = obj.get("values")
    if not vals:
        return None, "no values in output"
    return vals, None


def max_delta(a, b):
    worst = 0.0
    for key in ("first", "final"):
        if len(a[key]) != len(b[key]):
            return None
        for x, y in zip(a[key], b[key]):
            worst = max(worst, abs(x - y))
    return worst


def recorded_kiwi(results, name):
    entry = results.get(f"{name}.json")
    if not entry or "median" not in entry:
        return None
    m = entry["median"]
    return {"recorded": True, "runs": entry.get("runs"),
            "add_first_ms": m["add_constraints_ms"] + m["add_edits_ms"] + m["first_update_ms"],
            "step_mean_ms": m["step_mean_ms"], "step_median_ms": m.get("step_median_ms"),
            "solver_version": entry.get("solver_version")}


# --------------------------------------------------------------------------- environment

def cmd_output(cmd, cwd=None):
    try:
        return subprocess.run(cmd, capture_output=True, text=True, cwd=cwd, timeout=120).stdout.strip()
    except (OSError, subprocess.TimeoutExpired):
        return ""


def cpu_model():
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def os_name():
    try:
        with open("/etc/os-release") as f:
            for line in f:
                if line.startswith("PRETTY_NAME="):
                    return line.split("=", 1)[1].strip().strip('"') + f", kernel {platform.release()}"
    except OSError:
        pass
    return platform.platform()


def kiwi_version():
    try:
        import kiwisolver
        return kiwisolver.__version__
    except ImportError:
        return "not installed"


def git_commit():
    head = cmd_output(["git", "rev-parse", "HEAD"], cwd=REPO) or "unknown"
    dirty = cmd_output(["git", "status", "--porcelain", "--untracked-files=no"], cwd=REPO)
    return head + (" (dirty)" if dirty else "")


def build_plumb():
    pkg = os.path.join(REPO, "Benchmarks")
    subprocess.run(["swift", "build", "-c", "release", "--package-path", pkg], check=True)
    bin_dir = cmd_output(["swift", "build", "-c", "release", "--package-path", pkg, "--show-bin-path"])
    return [os.path.join(bin_dir, "plumb-bench")]


# --------------------------------------------------------------------------- formatting

def fmt_ms(x):
    if x is None:
        return "—"
    if x >= 100:
        return f"{x:,.0f}"
    if x >= 1:
        return f"{x:.3g}"
    return f"{x:.3g}"


def fmt_ratio(num, den):
    if num is None or den is None or den <= 0:
        return "—"
    r = num / den
    return f"{r:,.0f}×" if r >= 100 else f"{r:.3g}×"


def fmt_sci(x):
    return "—" if x is None else ("0" if x == 0 else f"{x:.2g}")


def table(rows):
    head = ("| workload | N | Plumb add+first solve (ms) | kiwi add+first solve (ms) | kiwi/Plumb "
            "| Plumb step mean (ms) | kiwi step mean (ms) | kiwi/Plumb | values max abs Δ vs kiwi "
            "| Plumb required max violation |")
    lines = [head, "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for r in rows:
        p, k = r["plumb"], r["kiwi"]
        if "error" in p:
            pa = ps = f"error: {p['error'][:60]}"
            pa_v = ps_v = None
        else:
            pa, ps = fmt_ms(p["add_first_ms"]), fmt_ms(p["step_mean_ms"])
            pa_v, ps_v = p["add_first_ms"], p["step_mean_ms"]
        if k is None:
            ka = ks = r.get("kiwi_note", "skipped")
            ka_v = ks_v = None
        else:
            tag = " (recorded)" if k.get("recorded") else ""
            ka, ks = fmt_ms(k["add_first_ms"]) + tag, fmt_ms(k["step_mean_ms"]) + tag
            ka_v, ks_v = k["add_first_ms"], k["step_mean_ms"]
        lines.append(f"| {r['workload']} | {r['n']} | {pa} | {ka} | {fmt_ratio(ka_v, pa_v)} | {ps} | {ks} "
                     f"| {fmt_ratio(ks_v, ps_v)} | {r['values']} | {fmt_sci(p.get('required_max_violation'))} |")
    return "\n".join(lines)


def growth(rows, sizes):
    lo, hi = min(sizes), max(sizes)
    if lo == hi:
        return ""
    lines = [f"Plumb growth from N={lo} to N={hi} (factor, implied exponent k in N^k):", "",
             "| workload | add+first solve | step mean |", "|---|---:|---:|"]
    by = {(r["workload"], r["n"]): r["plumb"] for r in rows}
    for w in sorted({r["workload"] for r in rows}):
        a, b = by.get((w, lo)), by.get((w, hi))
        cells = []
        for key in ("add_first_ms", "step_mean_ms"):
            if not a or not b or key not in a or key not in b or a[key] <= 0:
                cells.append("—")
                continue
            f = b[key] / a[key]
            k = math.log(f) / math.log(hi / lo) if f > 0 else float("nan")
            cells.append(f"{f:,.3g}× (N^{k:.2f})")
        lines.append(f"| {w} | {cells[0]} | {cells[1]} |")
    return "\n".join(lines)


# --------------------------------------------------------------------------- main

def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sizes", type=int, nargs="+", default=[100, 300, 1000])
    ap.add_argument("--workloads", nargs="+", choices=WORKLOADS, default=WORKLOADS)
    ap.add_argument("--runs", type=int, default=3, help="fresh Plumb processes per size (medians)")
    ap.add_argument("--kiwi-runs", type=int, default=None, help="fresh kiwi processes (default: --runs)")
    ap.add_argument("--kiwi-timeout", type=float, default=120.0, help="seconds per kiwi run")
    ap.add_argument("--kiwi-ref", default=None, metavar="KIWI_REF_PY",
                    help="kiwisolver's reference runner; without it kiwi is not run")
    ap.add_argument("--plumb-cmd", default=None,
                    help="command for Plumb's benchmark (default: build and use plumb-bench)")
    ap.add_argument("--plumb-timeout", type=float, default=900.0)
    ap.add_argument("--kiwi-results", default=None, metavar="KIWI_REF_JSON",
                    help="recorded kiwi figures (results/kiwi-ref.json of the reference)")
    ap.add_argument("--workload-dir", default=os.path.join(REPO, "Benchmarks", "Workloads"))
    ap.add_argument("--out", default=None, help="write the report (Markdown) here, e.g. Benchmarks/Results/<date>.md")
    args = ap.parse_args()
    kiwi_runs = args.kiwi_runs or args.runs
    kiwi_results_path = args.kiwi_results
    recorded = {}
    if kiwi_results_path:
        with open(kiwi_results_path) as f:
            recorded = json.load(f)["results"]

    sys.path.insert(0, HERE)
    import workloads  # noqa: E402  (the project's generator, Scripts/bench/workloads.py)
    os.makedirs(args.workload_dir, exist_ok=True)
    files = {}
    for w in args.workloads:
        for n in args.sizes:
            path = os.path.join(args.workload_dir, f"{w}-{n}.json")
            if not os.path.exists(path):
                workloads.write(workloads.WORKLOADS[w](n), args.workload_dir)
            files[(w, n)] = path

    plumb = shlex.split(args.plumb_cmd) if args.plumb_cmd else build_plumb()
    kiwi_cmd = [sys.executable, args.kiwi_ref] if args.kiwi_ref else None

    rows = []
    for w in args.workloads:
        kiwi_gave_up = kiwi_cmd is None
        for n in sorted(args.sizes):
            path, name = files[(w, n)], f"{w}-{n}"
            print(f"[compare] {name}: Plumb x{args.runs}", file=sys.stderr, flush=True)
            p = measure(plumb, path, args.runs, args.plumb_timeout)
            p_vals, p_err = (None, p.get("error")) if "error" in p else values_of(plumb, path, args.plumb_timeout)
            row = {"workload": w, "n": n, "plumb": p, "kiwi": None, "values": "not compared"}
            k_vals = None
            if not kiwi_gave_up:
                print(f"[compare] {name}: kiwi x{kiwi_runs} (timeout {args.kiwi_timeout:g} s)",
                      file=sys.stderr, flush=True)
                k = measure(kiwi_cmd, path, kiwi_runs, args.kiwi_timeout)
                if "error" in k:
                    kiwi_gave_up = True
                    print(f"[compare] {name}: kiwi {k['error']}; using recorded figures",
                          file=sys.stderr, flush=True)
                else:
                    row["kiwi"] = k
                    k_vals, _ = values_of(kiwi_cmd, path, args.kiwi_timeout)
            if row["kiwi"] is None:
                row["kiwi"] = recorded_kiwi(recorded, name)
                if row["kiwi"] is None:
                    entry = recorded.get(f"{name}.json", {})
                    row["kiwi_note"] = f"skipped ({entry.get('skipped', 'no recorded figures')})"
            if p_vals is not None and k_vals is not None:
                d = max_delta(p_vals, k_vals)
                row["values"] = "length mismatch" if d is None else f"{d:.2g}"
            elif p_err and "error" not in p:
                row["values"] = f"Plumb --values failed: {p_err[:40]}"
            rows.append(row)

    md = table(rows)
    g = growth(rows, args.sizes)
    print(md)
    if g:
        print()
        print(g)
    if args.out:
        swift = cmd_output(["swift", "--version"]).splitlines()
        plumb_desc = args.plumb_cmd or " ".join(plumb)
        head = [
            f"# Plumb vs kiwisolver — {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC",
            "",
            f"* Machine: {cpu_model()}, {os.cpu_count()} cores, {os_name()}",
            f"* Toolchain: {swift[0] if swift else 'swift not found'}",
            f"* kiwisolver {kiwi_version()}, Python {platform.python_version()}",
            f"* Git commit: {git_commit()}",
            f"* Plumb command: `{plumb_desc}`; runs: Plumb {args.runs}, kiwi {kiwi_runs} "
            f"(timeout {args.kiwi_timeout:g} s{'' if kiwi_cmd else ', recorded figures only'})",
            f"* Workloads: `Scripts/bench/workloads.py`; kiwi recorded figures: "
            f"`{os.path.basename(kiwi_results_path) if kiwi_results_path else 'none'}`",
            "* add+first solve = add_constraints + add_edits + first_update (median over fresh processes); "
            "step = suggest + update, mean over the 100 steps; ratio = kiwi / Plumb (> 1: Plumb is faster).",
            "* values max abs Δ: over values.first and values.final, one `--values` run of each solver.",
            "",
        ]
        os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
        with open(args.out, "w") as f:
            f.write("\n".join(head) + "\n" + md + "\n" + (("\n" + g + "\n") if g else ""))
        print(f"[compare] wrote {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
