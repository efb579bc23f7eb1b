#!/usr/bin/env python3
"""Assembles the fidelity corpus that `Tests/Fixtures/Storyboards/MANIFEST.json` lists.

Usage (from the repository root):

    python3 Scripts/fidelity-corpus.py --from DIR [--corpus Tests/Fixtures/Storyboards]
    python3 Scripts/fidelity-corpus.py --check [--corpus Tests/Fixtures/Storyboards]

The corpus is other projects' files, so the repository keeps only their list: for each file its
repository, path, commit and licence. This script writes each file, and its repository's licence
file, into the corpus folder (where `Scripts/fidelity.py` reads them; git ignores them) from Git
repositories on this machine: DIR holds one clone or bare repository per project, named
`OWNER+NAME`, `OWNER-NAME` or `OWNER/NAME` (with or without `.git`, or holding
the git directory as `repo`). Each file is read at the
commit the manifest names, so every machine gets the same bytes.

Exit status: 0 when every file was written (with --check: is in place); 1 when some repository,
commit or file is missing (each is named); 2 on bad arguments.
"""
import argparse
import json
import os
import subprocess
import sys

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def git_dir(root, repository):
    """The clone of `https://github.com/OWNER/NAME` under root, or None."""
    owner, name = repository.rstrip("/").split("/")[-2:]
    for candidate in (f"{owner}+{name}", f"{owner}-{name}", os.path.join(owner, name)):
        for suffix in ("", ".git", "/repo"):
            path = os.path.join(root, candidate + suffix)
            if os.path.isdir(os.path.join(path, "objects")) or os.path.isdir(
                    os.path.join(path, ".git")):
                return path
    return None


def show(git, commit, path):
    """The bytes of `path` at `commit`, or None when git has no such object."""
    result = subprocess.run(["git", "--git-dir", git if os.path.isdir(os.path.join(git, "objects")) else
                             os.path.join(git, ".git"), "show", f"{commit}:{path}"], capture_output=True)
    return result.stdout if result.returncode == 0 else None


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    action = parser.add_mutually_exclusive_group(required=True)
    action.add_argument("--from", dest="source", help="folder of the clones")
    action.add_argument("--check", action="store_true", help="only say whether all are in place")
    parser.add_argument("--corpus", default=os.path.join(REPO, "Tests/Fixtures/Storyboards"))
    args = parser.parse_args()
    with open(os.path.join(args.corpus, "MANIFEST.json"), encoding="utf-8") as f:
        entries = json.load(f)
    if args.check:
        absent = [e["file"] for e in entries
                  if not os.path.isfile(os.path.join(args.corpus, e["file"]))]
        print(f"fidelity-corpus: {len(entries) - len(absent)} of {len(entries)} files in place")
        return 1 if absent else 0
    missing = []
    written = 0
    for entry in entries:
        git = git_dir(args.source, entry["repository"])
        if git is None:
            missing.append(f"{entry['repository']}: no clone in {args.source}")
            continue
        licence_path = entry["licence_file"].split("/", 1)[1]
        for target, path in ((entry["file"], entry["path"]),
                             (entry["licence_file"], licence_path)):
            data = show(git, entry["commit"], path)
            if data is None:
                missing.append(f"{entry['repository']}: no {path} at {entry['commit']}")
                continue
            out = os.path.join(args.corpus, target)
            os.makedirs(os.path.dirname(out), exist_ok=True)
            with open(out, "wb") as f:
                f.write(data)
            written += 1
    for line in missing:
        print(f"fidelity-corpus: {line}", file=sys.stderr)
    print(f"fidelity-corpus: wrote {written} files into {args.corpus}")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
