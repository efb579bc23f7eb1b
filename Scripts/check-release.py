#!/usr/bin/env python3
"""Checks that a `plumb` archive (Scripts/package-release.sh) runs without the Swift toolchain.

1. The binary's dynamic dependencies (its ELF NEEDED entries, `readelf -d`) are only the system
   libraries in SYSTEM_LIBRARIES, each there for a stated reason: no Swift runtime, Foundation or
   Dispatch library, and no RUNPATH into the toolchain.
2. Every command below runs with the toolchain hidden: in a private mount namespace (`unshare`),
   an empty tmpfs is mounted over the toolchain's `usr` folder (when it is not the system's /usr)
   and over each folder `swift -print-target-info` lists as a runtime library path (where
   libswiftCore.so is). A control program built by `swiftc` the ordinary way (linked against the
   toolchain's libswiftCore.so) must fail to start under the same hiding and run without it: the
   hiding is proved to hide, so a binary that needed the toolchain would fail here too.
3. The commands run from the extracted archive in another folder: `--version` prints the version
   of Sources/LayoutPipeline/PlumbVersion.swift; `check` passes a layout file and an app folder
   (a storyboard, a layout file, an Info.plist and a .plumb.yml, through `--report github`);
   `render` writes an SVG and a PNG; `explain` explains a console log; `preview --help` and
   `devices` answer. With `--reference BIN` (a build that uses the toolchain, e.g. the debug
   build), every output, exit status and written file must equal that build's byte for byte.
4. The GitHub Actions job of Documentation/Install.md runs as written, toolchain hidden: each
   `run:` step with `bash -e` in a workspace holding `App/` (what `actions/checkout` gives),
   `$RUNNER_TEMP` and `$GITHUB_PATH` as on a runner, and `PLUMB_RELEASES` (the one value
   replaced) the archive's folder as a file:// URL. Once on an app that passes (the job
   succeeds), once on one whose label leaves the safe area in landscape (the last step exits 1
   with an `::error file=App/Main.storyboard,…` annotation).

    python3 Scripts/check-release.py dist/plumb-0.1.0-linux-x86_64.tar.gz \
        [--reference .build/debug/plumb]
"""

import argparse
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tarfile
import tempfile

import yaml
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# The only libraries the static binary may load, each with why it may. Every one is part of the
# C runtime of any glibc-based Linux (Debian, Ubuntu, Fedora, RHEL, Amazon Linux, GitHub's
# runners); none comes with Swift.
SYSTEM_LIBRARIES = {
    "libc.so.6": "the C library",
    "libm.so.6": "the C maths library (the runtime's and Foundation's maths)",
    "ld-linux-x86-64.so.2": "the dynamic loader itself (x86-64)",
    "ld-linux-aarch64.so.1": "the dynamic loader itself (arm64)",
    "libdl.so.2": "dlopen, part of glibc (the toolchain's static-stdlib-args.lnk asks for -ldl)",
    "libpthread.so.0": "threads, part of glibc (static-stdlib-args.lnk: -lpthread)",
    "librt.so.1": "clocks and timers, part of glibc",
    "libutil.so.1": "pseudo-terminals, part of glibc",
    "libstdc++.so.6": "the C++ runtime the Swift runtime is written against "
    "(static-stdlib-args.lnk: -lstdc++)",
    "libgcc_s.so.1": "unwinding, which libstdc++ and the runtime's backtraces use",
    "libz.so.1": "zlib",
}

# What the control program is: the smallest Swift program, dynamically linked.
CONTROL_SOURCE = 'print("the control program ran")\n'


def fail(message):
    print(f"check-release: FAIL: {message}", file=sys.stderr)
    sys.exit(1)


def plumb_version():
    text = (ROOT / "Sources/LayoutPipeline/PlumbVersion.swift").read_text()
    match = re.search(r'^public let plumbVersion = "([^"]+)"$', text, re.MULTILINE)
    if not match:
        fail("no `public let plumbVersion = \"…\"` in Sources/LayoutPipeline/PlumbVersion.swift")
    return match.group(1)


def dynamic_section(binary):
    """The NEEDED libraries and the RPATH/RUNPATH folders of an ELF file."""
    out = subprocess.run(
        ["readelf", "-d", str(binary)], check=True, capture_output=True, text=True
    ).stdout
    needed = re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", out)
    paths = re.findall(r"\((?:RPATH|RUNPATH)\)\s+Library r(?:un)?path: \[([^\]]*)\]", out)
    return needed, [p for entry in paths for p in entry.split(":") if p]


def toolchain_folders():
    """The folders to hide: the toolchain's runtime library paths, and its `usr` unless that is
    the system's /usr (a toolchain installed as a system package)."""
    swift = shutil.which("swift")
    if swift is None:
        fail("`swift` is not on PATH: the check needs the toolchain to know what to hide")
    info = json.loads(
        subprocess.run(
            [swift, "-print-target-info"], check=True, capture_output=True, text=True
        ).stdout
    )
    folders = [Path(p).resolve() for p in info["paths"]["runtimeLibraryPaths"]]
    usr = Path(swift).resolve().parent.parent
    if usr != Path("/usr"):
        folders.append(usr)
    # A folder inside another hidden one disappears with it (and could not be mounted over).
    folders = sorted(set(folders))
    return [f for f in folders if not any(o != f and o in f.parents for o in folders)]


def hidden(command, folders):
    """`command` in a private mount namespace with an empty tmpfs over each folder."""
    mounts = " && ".join(f"mount -t tmpfs plumb-hidden {shlex.quote(str(f))}" for f in folders)
    namespace = ["unshare", "--mount"]
    if os.geteuid() != 0:
        namespace = ["unshare", "--user", "--map-root-user", "--mount"]
    return namespace + ["sh", "-c", f'{mounts} && exec "$@"', "sh"] + command


def run(command, cwd, env):
    return subprocess.run(command, cwd=cwd, env=env, capture_output=True, timeout=300)


def check_control(folders, env, work):
    """The hiding hides: a dynamically linked Swift program runs, then fails when hidden."""
    source = work / "control.swift"
    source.write_text(CONTROL_SOURCE)
    binary = work / "control"
    subprocess.run(["swiftc", "-o", str(binary), str(source)], check=True, capture_output=True)
    needed, _ = dynamic_section(binary)
    if "libswiftCore.so" not in needed:
        fail(f"the control program does not load libswiftCore.so (NEEDED: {needed})")
    shown = run([str(binary)], work, env)
    if shown.returncode != 0:
        fail(f"the control program does not run: {shown.stderr.decode()}")
    hid = run(hidden([str(binary)], folders), work, env)
    if hid.returncode == 0 or b"error while loading shared libraries: libswift" not in hid.stderr:
        fail(
            "the control program still runs with the toolchain hidden "
            f"(status {hid.returncode}, {hid.stderr.decode().strip()!r}): the hiding hides nothing"
        )
    print(f"control: a dynamically linked Swift program fails with "
          f"{', '.join(map(str, folders))} hidden: {hid.stderr.decode().strip()}")


def prepare_work_folder(folder):
    """The inputs, copied in so that every path the outputs print is relative and the same."""
    folder.mkdir()
    shutil.copy(ROOT / "Examples/000-media-player.yaml", folder / "layout.yaml")
    shutil.copytree(ROOT / "Tests/PlumbCLITests/Apps/Project", folder / "App")
    shutil.copy(
        ROOT / "Tests/Fixtures/ConsoleLogs/02-cell-height-44-vfl.log", folder / "console.log")


# Each command: its arguments, the exit status it must give, a text its output must contain, and
# the files it writes. The exit statuses are the README's ("Exit statuses"); the layout file and
# the app pass on every device (README: "all eleven examples pass"; PlumbCLITests'
# AppScopeCommandTests for the app).
COMMANDS = [
    (["check", "layout.yaml"], 0, b"layouts: ", []),
    (["check", "App", "--report", "github"], 0, b"2 files, ", []),
    (["render", "layout.yaml", "--device", "iPhone SE (3rd generation)", "-o", "out.svg"], 0,
     b"player", ["out.svg"]),
    (["render", "layout.yaml", "--locale", "rtl", "-o", "out.png"], 0, b"player", ["out.png"]),
    (["render", "App/Main.storyboard", "--format", "json"], 0, b"{", []),
    (["render", "layout.yaml", "--html", "page"], 0, b"player",
     ["page/index.html", "page/app.js", "page/app.css"]),
    (["explain", "console.log"], 0, b"These constraints cannot all hold", []),
    (["preview", "--help"], 0, b"USAGE: plumb preview", []),
    (["devices"], 0, b"iPhone 17 Pro", []),
]


# What a written file of each kind starts with.
SIGNATURES = {".png": b"\x89PNG\r\n\x1a\n", ".svg": b"<svg", ".html": b"<!doctype html>"}


def run_commands(plumb, folders, env, work, reference):
    mine = work / "static"
    prepare_work_folder(mine)
    theirs = work / "reference"
    if reference:
        prepare_work_folder(theirs)
    version = plumb_version()
    result = run(hidden([str(plumb), "--version"], folders), mine, env)
    if result.returncode != 0 or result.stdout.decode().strip() != version:
        fail(f"`plumb --version` printed {result.stdout!r} {result.stderr!r}, not {version}")
    print(f"plumb --version: {version}")
    for arguments, status, expected, written in COMMANDS:
        shown = " ".join(shlex.quote(a) for a in ["plumb"] + arguments)
        result = run(hidden([str(plumb)] + arguments, folders), mine, env)
        output = result.stdout + result.stderr
        if result.returncode != status or expected not in output:
            fail(f"`{shown}` gave status {result.returncode} (expected {status}) "
                 f"without {expected!r}:\n{output.decode(errors='replace')[-2000:]}")
        for name in written:
            data = (mine / name).read_bytes()
            signature = SIGNATURES.get(Path(name).suffix, b"")
            if not data or signature not in data[:200]:
                fail(f"`{shown}` wrote {name} empty or without {signature!r} at its start")
        if reference:
            other = run([str(reference)] + arguments, theirs, env)
            if (other.returncode, other.stdout, other.stderr) != (
                result.returncode, result.stdout, result.stderr
            ):
                fail(f"`{shown}`: the static binary's output differs from {reference}'s")
            for name in written:
                if (mine / name).read_bytes() != (theirs / name).read_bytes():
                    fail(f"`{shown}`: {name} differs from the one {reference} writes")
        same = ", same bytes as the reference" if reference else ""
        print(f"{shown}: status {status}{same}")


def recipe():
    """The GitHub Actions job of Documentation/Install.md: its env and steps."""
    text = (ROOT / "Documentation/Install.md").read_text()
    blocks = [b for b in re.findall(r"```yaml\n(.*?)```", text, re.DOTALL) if "jobs:" in b]
    if len(blocks) != 1:
        fail(f"Documentation/Install.md has {len(blocks)} YAML blocks with `jobs:`, not one")
    jobs = yaml.safe_load(blocks[0])["jobs"]
    if len(jobs) != 1:
        fail(f"the workflow of Documentation/Install.md has {len(jobs)} jobs, not one")
    job = next(iter(jobs.values()))
    return job.get("env", {}), job["steps"]


# The apps the job checks: one whose screens pass on every scenario it ships (PlumbCLITests'
# AppScopeCommandTests), and one whose fixed-frame label leaves the safe area in landscape
# (Tests/Fixtures/Repros/README.md, r01), at line 13 of its storyboard.
PASSING_APP = "Tests/PlumbCLITests/Apps/Project"
FAILING_STORYBOARD = "Tests/Fixtures/Repros/r01-fixedframe.storyboard"
FAILING_ANNOTATION = b"::error file=App/Main.storyboard,line=13,"


def run_recipe(archive, folders, env, work):
    """Runs the job's steps; returns the last step's result."""
    job_env, steps = recipe()
    runner_temp = work / "runner-temp"
    runner_temp.mkdir()
    github_path = work / "github-path"
    github_path.write_text("")
    step_env = dict(env)
    step_env.update({k: str(v) for k, v in job_env.items()})
    step_env.update({
        "PLUMB_RELEASES": archive.resolve().parent.as_uri(),
        "RUNNER_TEMP": str(runner_temp),
        "GITHUB_PATH": str(github_path),
        "GITHUB_WORKSPACE": str(work / "workspace"),
        "GITHUB_ACTIONS": "true",
        "CI": "true",
    })
    result = None
    for step in steps:
        if "uses" in step:
            if not step["uses"].startswith("actions/checkout@"):
                fail(f"the recipe uses {step['uses']}, which this check cannot stand in for")
            continue
        # Actions puts the lines added to $GITHUB_PATH before the PATH of the later steps.
        added = [line for line in github_path.read_text().splitlines() if line]
        path = os.pathsep.join(added[::-1] + [env.get("PATH", "")])
        script = work / "step.sh"
        script.write_text(step["run"])
        result = run(hidden(["bash", "-e", str(script)], folders), work / "workspace",
                     {**step_env, "PATH": path})
        if result.returncode != 0 and step is not steps[-1]:
            fail(f"the recipe's step {step.get('name', step['run'])!r} failed:\n"
                 + (result.stdout + result.stderr).decode(errors="replace"))
    return result


def check_recipe(archive, folders, env, work):
    name = archive.name
    page = (ROOT / "Documentation/Install.md").read_text()
    if f"PLUMB_ARCHIVE: {name}\n" not in page:
        fail(f"Documentation/Install.md's PLUMB_ARCHIVE is not {name}: update the page")
    stale = sorted(set(re.findall(r"plumb-(\d+\.\d+\.\d+)-linux", page)) - {plumb_version()})
    if stale:
        fail(f"Documentation/Install.md names version {', '.join(stale)}, not {plumb_version()}")
    if shutil.which("plumb", path=env.get("PATH")):
        fail(f"a plumb is on the PATH already ({shutil.which('plumb', path=env.get('PATH'))}): "
             "the recipe would not need its install step")
    for label, expected_status in (("passing", 0), ("failing", 1)):
        run_folder = work / f"recipe-{label}"
        (run_folder / "workspace").mkdir(parents=True)
        if label == "passing":
            shutil.copytree(ROOT / PASSING_APP, run_folder / "workspace/App")
        else:
            (run_folder / "workspace/App").mkdir()
            shutil.copy(ROOT / FAILING_STORYBOARD, run_folder / "workspace/App/Main.storyboard")
        result = run_recipe(archive, folders, env, run_folder)
        output = result.stdout + result.stderr
        if result.returncode != expected_status or (
            label == "failing" and FAILING_ANNOTATION not in result.stdout
        ):
            fail(f"the recipe on the {label} app: status {result.returncode} "
                 f"(expected {expected_status}):\n{output.decode(errors='replace')[-3000:]}")
        print(f"recipe of Documentation/Install.md on the {label} app: "
              f"the check step exits {result.returncode}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("archive", type=Path, help="plumb-VERSION-linux-ARCH.tar.gz")
    parser.add_argument("--reference", type=Path,
                        help="a plumb built with the toolchain's libraries, to compare outputs")
    args = parser.parse_args()
    name = args.archive.name.removesuffix(".tar.gz")
    expected = f"plumb-{plumb_version()}-linux-{os.uname().machine}"
    if name != expected:
        fail(f"the archive is named {args.archive.name}, not {expected}.tar.gz")

    env = {k: v for k, v in os.environ.items() if not k.startswith("LD_")}
    folders = toolchain_folders()
    with tempfile.TemporaryDirectory() as temporary:
        work = Path(temporary)
        with tarfile.open(args.archive) as archive:
            archive.extractall(work / "extracted", filter="data")
        plumb = work / "extracted" / name / "plumb"
        if not os.access(plumb, os.X_OK):
            fail(f"{name}/plumb is not in the archive as an executable")

        needed, runpath = dynamic_section(plumb)
        unexpected = [n for n in needed if n not in SYSTEM_LIBRARIES]
        if unexpected:
            fail(f"{name}/plumb needs {', '.join(unexpected)}, which are not system libraries")
        into_toolchain = [p for p in runpath if any(p.startswith(str(f)) for f in folders)]
        if into_toolchain:
            fail(f"{name}/plumb looks for libraries in the toolchain: {into_toolchain}")
        print(f"{name}/plumb needs only: "
              + "; ".join(f"{n} ({SYSTEM_LIBRARIES[n]})" for n in needed))

        check_control(folders, env, work)
        run_commands(plumb, folders, env, work, args.reference and args.reference.resolve())
        check_recipe(args.archive, folders, env, work)
    print("check-release: ok")


if __name__ == "__main__":
    main()
