#!/usr/bin/env python3
"""Differential test: a solver command vs. kiwisolver on K random unique systems.

Usage (from the repository root; `pip install -r Scripts/requirements.txt`):

  python3 Scripts/kiwi-differential.py                      # K=100, Plumb's benchmark binary
  python3 Scripts/kiwi-differential.py -k 500 --seed-start 2000000 --keep-dir /tmp/diff
  python3 Scripts/kiwi-differential.py -k 20 \
      --solver-cmd "python3 /work/shared/bench/kiwi_ref.py {} --values"   # self-test

The systems come from the same generator as the solver fixtures
(Scripts/fixtures/solver_systems.py: random layout-like systems, small and medium sizes
alternating) but from a different seed range (default 1000000..; the fixtures use
1000.. and 2000..). A candidate is used only if it passes the fixture checks (unique
optimum by the kiwi perturbation test and an exact lexicographic LP; kiwi linear and
tiered weights agree), so any correct solver with lexicographic priorities must match
kiwi's values; discarded candidates are counted.

Each system is written as cassowary-bench/1 JSON into a temporary folder and the solver
command is run on it: `{}` in --solver-cmd is replaced by the file path, otherwise the
path is appended. The command must print one JSON object with `values.first` and
`values.final` (as kiwi_ref.py --values and plumb-bench --values do). Default command:
the built `plumb-bench` (swift build -c release --package-path Benchmarks, then
--show-bin-path) as `plumb-bench FILE --values`.

kiwi's expected values are computed in-process with kiwisolver (same mapping as
kiwi_ref.py's default). A system fails if the command errors, times out, returns arrays of
the wrong length, or max |Δ| over first and final values exceeds --tolerance (1e-6).
Failing systems are listed (and kept in --keep-dir, or the temporary folder is kept).
The last line is `differential: N passed, M failed`; the exit status is 1 if M > 0.
"""
import argparse
import json
import os
import shlex
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(HERE, "fixtures"))
import solver_systems as ss  # noqa: E402

MEDIUM_CFG = dict(ss.DEFAULT_CFG, items_min=15, items_max=30)


def default_solver_cmd():
    pkg = os.path.join(REPO, "Benchmarks")
    subprocess.run(["swift", "build", "-c", "release", "--package-path", pkg], check=True)
    bin_dir = subprocess.run(["swift", "build", "-c", "release", "--package-path", pkg, "--show-bin-path"],
                             check=True, capture_output=True, text=True).stdout.strip()
    return [os.path.join(bin_dir, "plumb-bench"), "{}", "--values"]


def run_solver(cmd, path, timeout):
    argv = [a.replace("{}", path) for a in cmd] if any("{}" in a for a in cmd) else cmd + [path]
    try:
        proc = subprocess.run(argv, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, "timeout"
    if proc.returncode != 0:
        return None, f"exit {proc.returncode}: {proc.stderr.strip()[-200:]}"
    lines = [ln for ln in proc.stdout.splitlines() if ln.strip().startswith("{")]
    try:
        values = json.loads(lines[-1])["values"]
        return values, None
    except (IndexError, KeyError, json.JSONDecodeError) as exc:
        return None, f"no values in output ({type(exc).__name__})"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("-k", "--count", type=int, default=100, help="number of unique systems to test")
    ap.add_argument("--seed-start", type=int, default=1_000_000)
    ap.add_argument("--solver-cmd", default=None, help="solver command; {} = system file (default: plumb-bench)")
    ap.add_argument("--tolerance", type=float, default=1e-6)
    ap.add_argument("--timeout", type=float, default=60.0, help="seconds per solver run")
    ap.add_argument("--keep-dir", default=None, help="write the systems here (kept) instead of a temp folder")
    ap.add_argument("--max-tries", type=int, default=None, help="candidate limit (default 5*K)")
    args = ap.parse_args()

    cmd = shlex.split(args.solver_cmd) if args.solver_cmd else default_solver_cmd()
    out_dir = args.keep_dir or tempfile.mkdtemp(prefix="kiwi-differential-")
    os.makedirs(out_dir, exist_ok=True)
    passed, failed, tried, seed = 0, [], 0, args.seed_start
    max_tries = args.max_tries or 5 * args.count
    worst = 0.0
    while passed + len(failed) < args.count and tried < max_tries:
        tried += 1
        cfg = MEDIUM_CFG if seed % 2 else ss.DEFAULT_CFG
        system = ss.random_layout(seed, cfg)
        system.name = f"differential-{seed}"
        seed += 1
        doc = system.to_json()
        ok, _report, expected = ss.verify(doc)
        if not ok:
            continue
        doc["meta"] = {"generator": "Scripts/kiwi-differential.py", "seed": seed - 1,
                       "kiwisolver_version": ss.kiwi.__version__}
        doc["expected"] = {k: [ss.clean(v) for v in expected[k]] for k in ("first", "final")}
        path = os.path.join(out_dir, f"{system.name}.json")
        with open(path, "w") as f:
            json.dump(doc, f, sort_keys=True, separators=(",", ":"))
        values, err = run_solver(cmd, path, args.timeout)
        if err is None:
            lens_ok = all(len(values.get(k, [])) == len(expected[k]) for k in ("first", "final"))
            if not lens_ok:
                err = "wrong number of values"
            else:
                delta = max(abs(a - b) for k in ("first", "final") for a, b in zip(values[k], expected[k]))
                worst = max(worst, delta)
                if delta > args.tolerance:
                    err = f"max |delta| = {delta:.3g}"
        if err is None:
            passed += 1
            if not args.keep_dir:
                os.remove(path)
        else:
            failed.append((path, err))
            print(f"FAIL {path}: {err}", flush=True)
    discarded = tried - passed - len(failed)
    print(f"{tried} candidates generated (seeds {args.seed_start}..{seed - 1}), {discarded} discarded "
          f"(not unique or weights != lexicographic), max |delta| of passing runs {worst:.3g}")
    if not failed and not args.keep_dir:
        shutil.rmtree(out_dir, ignore_errors=True)
    elif failed:
        print(f"failing systems kept in {out_dir}")
    print(f"differential: {passed} passed, {len(failed)} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
