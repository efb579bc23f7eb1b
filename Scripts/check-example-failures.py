#!/usr/bin/env python3
"""Checks the deliberate failures of Examples/011-testing-package as a user sees them.

Usage (from the repository root, after `swift test` has built the tests):
  python3 Scripts/check-example-failures.py

Runs the example's tests (compiled into Plumb's own test product as `ProfileHeaderTests`) with
PLUMB_EXAMPLE_FAIL=1 and checks that they fail; that each failure is reported at the line of
the call that found it (`expectLayout` in the failing test, `expectGeometrySnapshot` in the
snapshot test); and that every line of the failure messages the example's README shows appears
in the output (lines with `…` stand for a path or a detail that differs between machines and are
skipped), and every line of the snapshot excerpt it shows is in the recorded file. Exit status 1
says what did not hold.
"""
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXAMPLE = os.path.join(ROOT, "Examples", "011-testing-package")
TEST_FILE = os.path.join(EXAMPLE, "Tests", "ProfileHeaderTests", "ProfileHeaderTests.swift")
SNAPSHOT = os.path.join(
    EXAMPLE, "Tests", "ProfileHeaderTests", "__Snapshots__", "ProfileHeaderTests", "profile-header.txt")


def call_line(source, function, call):
    """The 1-based line of the first `call(` after `func function(` in the source."""
    start = source.index(f"func {function}(")
    offset = source.index(f"{call}(", start)
    return source.count("\n", 0, offset) + 1


def main():
    source = open(TEST_FILE, encoding="utf-8").read()
    expected_lines = [
        call_line(source, "geometry", "expectGeometrySnapshot"),
        call_line(source, "followButtonLeavesTheScreen", "expectLayout"),
    ]
    run = subprocess.run(
        ["swift", "test", "--skip-build", "--filter", "ProfileHeaderTests"],
        cwd=ROOT, env={**os.environ, "PLUMB_EXAMPLE_FAIL": "1"},
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    output = run.stdout
    problems = []
    if run.returncode == 0:
        problems.append("with PLUMB_EXAMPLE_FAIL=1 the example's tests passed; they must fail")
    for line in expected_lines:
        if f"ProfileHeaderTests.swift:{line}:" not in output:
            problems.append(f"no failure reported at ProfileHeaderTests.swift:{line}")
    readme = open(os.path.join(EXAMPLE, "README.md"), encoding="utf-8").read()
    snapshot = open(SNAPSHOT, encoding="utf-8").read()
    blocks = re.findall(r"```text\n(.*?)\n```", readme, re.S)
    # A block that starts with Swift Testing's ✘ shows a failure; the others, the snapshot file.
    messages = [block for block in blocks if block.startswith("✘")]
    if len(messages) != 2:
        problems.append("the example's README no longer shows the two failure messages")
    for block in blocks:
        printed, where = (output, "the run") if block.startswith("✘") else (snapshot, SNAPSHOT)
        for text in block.split("\n"):
            if "…" in text or not text.strip():
                continue
            if text.strip() not in printed:
                problems.append(f"the README shows a line {where} does not have: {text.strip()}")
    if problems:
        print("\n".join(problems))
        print("--- output of the run ---")
        print(output)
        sys.exit(1)
    print(f"example failures: both reported at their lines {expected_lines}, as the README shows")


main()
