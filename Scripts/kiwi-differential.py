#!/usr/bin/env python3
"""Differential test: a solver command vs. kiwisolver on K random unique systems.

Usage (from the repository root; `pip install -r Scripts/requirements.txt`, in a venv if
the system Python is managed):

  python3 Scripts/kiwi-differential.py                      # K=100, Plumb's benchmark binary
  python3 Scripts/kiwi-differential.py -k 2000              # issue #7's run: 10-35 min on 2 cores
  python3 Scripts/kiwi-differential.py -k 500 --seed-start 2000000 --keep-dir /tmp/diff
  python3 Scripts/kiwi-differential.py -k 20 \\
      --solver-cmd "python3 KIWI_REF_PY {} --values"   # self-test with kiwi's reference runner

The systems come from the same generator as the solver fixtures
(Scripts/fixtures/solver_systems.py: random layout-like systems, small and medium sizes
alternating) but from a different seed range (default 1000000..; the fixtures use
1000.. and 2000..). A candidate is used only if it passes the fixture checks (unique
optimum by the kiwi perturbation test and an exact lexicographic LP; kiwi linear and
tiered weights agree; every intermediate state feasible with required edits), so any
correct solver with lexicographic priorities must match kiwi's values.

kiwi runs in worker processes (Scripts/fixtures/isolated_verify.py), never in this one:
kiwisolver 1.5.1 aborts the whole process (uncaught C++ `kiwi::InternalSolverError`) on
some random systems. Each of the --jobs worker threads owns one worker process that checks
candidates one after another and is restarted when it dies; such a candidate is discarded
and counted as a kiwi crash (so is one that takes longer than --kiwi-timeout). Candidates
are tried in seed order and the run uses the first K that pass the checks, so the systems
tested do not depend on --jobs (a thread may check a few candidates beyond the K-th; they
are ignored).

Each used system is written as cassowary-bench/1 JSON into a temporary folder and the solver
command is run on it: `{}` in --solver-cmd is replaced by the file path, otherwise the
path is appended. The command must print one JSON object with `values.first` and
`values.final` (as kiwi_ref.py --values and plumb-bench --values do). Default command:
the built `plumb-bench` (swift build -c release --package-path Benchmarks, then
--show-bin-path) as `plumb-bench FILE --values` (~12 ms a system).

A system fails if the command errors, times out, returns arrays of the wrong length, or
max |Δ| over first and final values exceeds --tolerance (1e-6). The output (stdout):

  FAIL <file>: <reason>                  one line per failing system, in seed order
  C candidates generated (seeds A..B), D discarded (...), max |delta| of passing runs X
                                         C = D + crashes + passed + failed; D = candidates
                                         that failed a uniqueness/agreement/feasibility check
  kiwi crashed on N candidates, discarded   (with the seeds, if N > 0; timeouts included)
  failing systems kept in <dir>          if any failed (--keep-dir, else the temporary folder)
  largest |delta| of any run X           if any failed
  differential: N passed, M failed       always the last line; exit status 1 if M > 0

Progress and the wall time go to stderr. Nearly all the time is kiwi and the exact LP checking
candidates (~0.55 s of one core per used system, ~1.9 candidates per used system; a rejected
candidate skips the LP); plumb-bench takes ~12 ms a system. kiwi's crashes are not always reproducible (its pivot order depends on heap
addresses), so two runs can, rarely, discard different candidates and test different systems.
Results so far: Documentation/BadInputs.md, "Differential test against kiwisolver".
"""
import argparse
import json
import os
import shlex
import shutil
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(HERE, "fixtures"))
import isolated_verify as iv  # noqa: E402
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


class Run:
    """Shared state of the worker threads: the next seed and each seed's outcome."""

    def __init__(self, args, cmd, out_dir):
        self.args, self.cmd, self.out_dir = args, cmd, out_dir
        self.lock = threading.Lock()
        self.next_seed = args.seed_start
        self.seed_end = args.seed_start + (args.max_tries or 5 * args.count)
        self.outcomes = {}      # seed -> ("discarded",) | ("crashed", detail) | ("passed", delta, path)
        self.used = 0           #         | ("failed", delta, path, reason)
        self.error = None
        self.started = time.monotonic()

    def take_seed(self):
        with self.lock:
            if self.error or self.used >= self.args.count or self.next_seed >= self.seed_end:
                return None
            self.next_seed += 1
            return self.next_seed - 1

    def record(self, seed, outcome):
        with self.lock:
            self.outcomes[seed] = outcome
            if outcome[0] in ("passed", "failed"):
                self.used += 1
                if self.used % 100 == 0:
                    crashed = sum(o[0] == "crashed" for o in self.outcomes.values())
                    print(f"... {self.used}/{self.args.count} systems, {len(self.outcomes)} candidates, "
                          f"{crashed} kiwi crashes, {time.monotonic() - self.started:.0f} s",
                          file=sys.stderr, flush=True)

    def work(self):
        try:
            with iv.IsolatedVerifier(timeout=self.args.kiwi_timeout) as verifier:
                while (seed := self.take_seed()) is not None:
                    self.record(seed, self.check(seed, verifier))
        except BaseException as exc:   # a bug: stop every thread, re-raised by main()
            with self.lock:
                self.error = self.error or exc

    def check(self, seed, verifier):
        cfg = MEDIUM_CFG if seed % 2 else ss.DEFAULT_CFG
        system = ss.random_layout(seed, cfg)
        system.name = f"differential-{seed}"
        doc = system.to_json()
        ok, report, expected = verifier.verify(doc, complete=False)
        if iv.is_crash(report):
            return ("crashed", report["crash"])
        if not ok:
            return ("discarded",)
        doc["meta"] = {"generator": "Scripts/kiwi-differential.py", "seed": seed,
                       "kiwisolver_version": ss.kiwi.__version__}
        doc["expected"] = {k: [ss.clean(v) for v in expected[k]] for k in ("first", "final")}
        path = os.path.join(self.out_dir, f"{system.name}.json")
        with open(path, "w") as f:
            json.dump(doc, f, sort_keys=True, separators=(",", ":"))
        values, err = run_solver(self.cmd, path, self.args.timeout)
        delta = None
        if err is None:
            lens_ok = all(len(values.get(k, [])) == len(expected[k]) for k in ("first", "final"))
            if not lens_ok:
                err = "wrong number of values"
            else:
                delta = max(abs(a - b) for k in ("first", "final") for a, b in zip(values[k], expected[k]))
                if delta > self.args.tolerance:
                    err = f"max |delta| = {delta:.3g}"
        return ("passed", delta, path) if err is None else ("failed", delta, path, err)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("-k", "--count", type=int, default=100, help="number of unique systems to test")
    ap.add_argument("--seed-start", type=int, default=1_000_000)
    ap.add_argument("--solver-cmd", default=None, help="solver command; {} = system file (default: plumb-bench)")
    ap.add_argument("--tolerance", type=float, default=1e-6)
    ap.add_argument("--timeout", type=float, default=60.0, help="seconds per solver run")
    ap.add_argument("--keep-dir", default=None, help="write the systems here (kept) instead of a temp folder")
    ap.add_argument("--max-tries", type=int, default=None, help="candidate limit (default 5*K)")
    ap.add_argument("-j", "--jobs", type=int, default=2, help="kiwi worker processes in parallel (default 2)")
    ap.add_argument("--kiwi-timeout", type=float, default=300.0,
                    help="seconds for one candidate's kiwi + LP checks before it is discarded as a crash")
    args = ap.parse_args()
    if args.jobs < 1:
        ap.error("--jobs must be at least 1")

    cmd = shlex.split(args.solver_cmd) if args.solver_cmd else default_solver_cmd()
    out_dir = args.keep_dir or tempfile.mkdtemp(prefix="kiwi-differential-")
    os.makedirs(out_dir, exist_ok=True)
    run = Run(args, cmd, out_dir)
    threads = [threading.Thread(target=run.work, daemon=True) for _ in range(args.jobs)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    if run.error:
        raise run.error

    # The first K used systems in seed order; seeds beyond the K-th were checked by threads that
    # had already taken them and are ignored (their files removed).
    chosen, used = [], 0
    for seed in sorted(run.outcomes):
        if used >= args.count:
            o = run.outcomes[seed]
            if o[0] in ("passed", "failed") and os.path.exists(o[2]):
                os.remove(o[2])
            continue
        chosen.append(seed)
        used += run.outcomes[seed][0] in ("passed", "failed")
    outcomes = [(seed, run.outcomes[seed]) for seed in chosen]
    passed = [o for _, o in outcomes if o[0] == "passed"]
    failed = [o for _, o in outcomes if o[0] == "failed"]
    crashed = [(seed, o[1]) for seed, o in outcomes if o[0] == "crashed"]
    discarded = sum(o[0] == "discarded" for _, o in outcomes)
    deltas = [o[1] for o in passed + failed if o[1] is not None]
    worst_passing = max((o[1] for o in passed), default=0.0)
    if not args.keep_dir:
        for o in passed:
            os.remove(o[2])

    for o in failed:
        print(f"FAIL {o[2]}: {o[3]}")
    last = chosen[-1] if chosen else args.seed_start - 1
    print(f"{len(chosen)} candidates generated (seeds {args.seed_start}..{last}), {discarded} discarded "
          f"(not unique, weights != lexicographic, or infeasible), max |delta| of passing runs {worst_passing:.3g}")
    print(f"kiwi crashed on {len(crashed)} candidates, discarded"
          + (f" (seeds {', '.join(str(s) for s, _ in crashed)})" if crashed else ""))
    for seed, detail in crashed:
        print(f"  kiwi crash, seed {seed}: {detail}")
    if not failed and not args.keep_dir:
        shutil.rmtree(out_dir, ignore_errors=True)
    elif failed:
        print(f"failing systems kept in {out_dir}")
    if failed and deltas:
        print(f"largest |delta| of any run {max(deltas):.3g}")
    print(f"wall time {time.monotonic() - run.started:.0f} s, {args.jobs} jobs", file=sys.stderr)
    print(f"differential: {len(passed)} passed, {len(failed)} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
