#!/usr/bin/env python3
"""Assembles the fidelity corpus that `Tests/Fixtures/Storyboards/MANIFEST.json` lists.

Usage (from the repository root):

    python3 Scripts/fidelity-corpus.py --from DIR [--corpus Tests/Fixtures/Storyboards] [--fonts]
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
import re
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


def listed_fonts(document):
    """The font files a storyboard's or xib's `<customFonts>` names (`OpenSans-Regular.ttf`)."""
    block = re.search(rb"<customFonts[^>]*>(.*?)</customFonts>", document, re.S)
    if not block:
        return []
    return sorted({name.decode() for name in re.findall(rb'<array key="([^"]+)"', block.group(1))})


_trees = {}


def font_paths(git, commit, document):
    """The paths, in the repository at `commit`, of the font files `document` lists: Xcode
    copies a font into the app wherever it sits in the project, so each is found by its name."""
    names = set(listed_fonts(document))
    if not names:
        return []
    if (git, commit) not in _trees:
        git_path = git if os.path.isdir(os.path.join(git, "objects")) else os.path.join(git, ".git")
        _trees[git, commit] = subprocess.run(
            ["git", "--git-dir", git_path, "ls-tree", "-r", "--name-only", commit],
            capture_output=True, text=True).stdout.split("\n")
    return sorted(p for p in _trees[git, commit] if os.path.basename(p) in names)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    action = parser.add_mutually_exclusive_group(required=True)
    action.add_argument("--from", dest="source", help="folder of the clones")
    action.add_argument("--check", action="store_true", help="only say whether all are in place")
    parser.add_argument("--corpus", default=os.path.join(REPO, "Tests/Fixtures/Storyboards"))
    parser.add_argument("--fonts", action="store_true",
                        help="also write the font files each document's <customFonts> lists, "
                             "so that plumb measures its text in the faces the app ships")
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
        folder = entry["file"].split("/", 1)[0]
        # With --fonts, the font files the app ships whose faces the document uses, at their
        # paths: plumb then measures text in them. Not by default: the one corpus app that ships
        # fonts (Ramotion/folding-cell) was saved by an Xcode whose label frames do not follow
        # the files' metrics (Benchmarks/Results/2026-11-29-text.md), so the recorded figures
        # and CI's floors are without them.
        fonts = []
        if args.fonts:
            document = show(git, entry["commit"], entry["path"]) or b""
            fonts = [(f"{folder}/{p}", p) for p in font_paths(git, entry["commit"], document)]
        for target, path in [(entry["file"], entry["path"]),
                             (entry["licence_file"], licence_path)] + fonts:
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
