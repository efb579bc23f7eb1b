#!/usr/bin/env python3
"""The distinct findings `plumb check` reports on the fidelity corpus, and their judgements.

Usage (from the repository root):

    python3 Scripts/findings.py PLUMB [--corpus DIR] [--judgements FILE] [--output FILE.tsv]
        [--summary FILE.md] [--jobs N] [--listed FILE.tsv]

PLUMB is the built command-line tool. For every storyboard and xib that the corpus's
MANIFEST.json lists, the script runs `plumb check FILE --json` on every device and orientation
and lists each distinct finding once: the same file, scene, kind and views (a finding on 60
devices is one finding, as the report's "findings:" list counts them). A finding's key is

    FILE <TAB> SCENE <TAB> KIND <TAB> VIEW[ | VIEW]

with FILE relative to the corpus, SCENE `-` for a file of one screen, and the views as the report
names them (IB ids are stable across Xcode saves, so the key survives runs). The output lists
the keys sorted, each with the number of layouts it was found in, where (which of iPhone/iPad ×
portrait/landscape), its severity and one message.

Judgements. The judgements file (default Benchmarks/FalseAlarms/judgements.tsv) holds one line per
judged key: the key, then `true` or `false`, then the cause (for a false alarm) or what UIKit
would show (for a true one). The script applies it: every finding of severity error is counted
as true, false alarm or unjudged, and the unjudged are listed so only new findings need judging.
Warnings are counted apart: `notModelled` (what Plumb says it does not lay out) and
`compressed` warnings are not judged; `misplaced` warnings (Xcode's yellow warning) are judged
and counted on their own line; errors that plumb made partly-checked warnings (the JSON's
`partlyChecked`: about a view it says it does not lay out as UIKit does) are listed with
severity `partly`, judged, and counted apart, so a true finding made a warning shows.

As shipped. With `--shipped DIR` (DIR: the clones, as `Scripts/fidelity-corpus.py --from` takes
them) the files are checked as their apps ship: the script copies the corpus into a scratch
folder with, at their paths in each repository at the manifest's commit, every `Info.plist`
(and `NAME-Info.plist`), `.plumb.yml`, Xcode project (`NAME.xcodeproj/project.pbxproj`, where
a target's `TARGETED_DEVICE_FAMILY` says the devices a plist does not) and build configuration
file (`.xcconfig`, where a project may set it instead) and Swift or Objective-C source
(`.swift`, `.m`, `.mm`: `plumb check` reads the app's for tables whose rows the code makes
self-size) the repository has; each
repository's folder gets an empty `.git` so the walk up stops
there as in a clone. `plumb check` then finds each file's own target's plist as it would in the
clone (its note says which) and checks only the scenarios the app ships. Without `--shipped`,
every device and orientation is checked (`--devices all --orientations all`).

Configured. With `--project-files DIR` as well, each `DIR/FOLDER.plumb.yml` is put at the root of
the corpus folder FOLDER as its `.plumb.yml`: the project file the app's team would keep, written
for this measurement from the app's own code (each entry's reason says where), for what only
that code decides (`Benchmarks/FalseAlarms/ProjectFiles`). Its figure is reported beside the
figure without them, never instead of it.

Exit status: 0, or 2 on bad arguments or a run of plumb that printed no JSON.
"""
import argparse
import collections
import concurrent.futures
import json
import os
import shutil
import subprocess
import sys
import tempfile

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def shipped_corpus(corpus, clones, entries, scratch):
    """Copies the corpus into `scratch` with each repository's plists and project files."""
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    corpus_script = __import__("fidelity-corpus")
    for entry in entries:
        target = os.path.join(scratch, entry["file"])
        os.makedirs(os.path.dirname(target), exist_ok=True)
        shutil.copyfile(os.path.join(corpus, entry["file"]), target)
        # The font files the document lists, as Scripts/fidelity-corpus.py put them beside it.
        folder = entry["file"].split("/", 1)[0]
        with open(target, "rb") as f:
            listed = set(corpus_script.listed_fonts(f.read()))
        for root, _, files in os.walk(os.path.join(corpus, folder)):
            for name in sorted(set(files) & listed):
                source = os.path.join(root, name)
                copy = os.path.join(scratch, os.path.relpath(source, corpus))
                os.makedirs(os.path.dirname(copy), exist_ok=True)
                shutil.copyfile(source, copy)
    for folder, entry in sorted({e["file"].split("/")[0]: e for e in entries}.items()):
        root = os.path.join(scratch, folder)
        os.makedirs(os.path.join(root, ".git"), exist_ok=True)
        git = corpus_script.git_dir(clones, entry["repository"])
        if git is None:
            sys.exit(f"findings: no clone of {entry['repository']} in {clones}")
        git = git if os.path.isdir(os.path.join(git, "objects")) else os.path.join(git, ".git")
        names = subprocess.run(["git", "--git-dir", git, "ls-tree", "-r", "--name-only",
                                entry["commit"]], capture_output=True, text=True).stdout.split("\n")
        for name in names:
            base = os.path.basename(name)
            project = base == "project.pbxproj" and os.path.dirname(name).endswith(".xcodeproj")
            config = base.endswith(".xcconfig")
            if base in ("Info.plist", ".plumb.yml") or base.endswith("-Info.plist") or project \
                    or config:
                data = corpus_script.show(git, entry["commit"], name)
                os.makedirs(os.path.dirname(os.path.join(root, name)), exist_ok=True)
                with open(os.path.join(root, name), "wb") as f:
                    f.write(data or b"")
        # The app's Swift and Objective-C sources, which `plumb check` reads for the tables
        # whose rows they make self-size: one `git cat-file --batch` for all of them.
        sources = [n for n in names if os.path.splitext(n)[1] in (".swift", ".m", ".mm")]
        batch = subprocess.run(["git", "--git-dir", git, "cat-file", "--batch"],
                               input="".join(f"{entry['commit']}:{n}\n" for n in sources).encode(),
                               capture_output=True).stdout
        at = 0
        for name in sources:
            header_end = batch.index(b"\n", at)
            header = batch[at:header_end].split()
            at = header_end + 1
            if len(header) != 3 or header[1] != b"blob":
                continue
            size = int(header[2])
            os.makedirs(os.path.dirname(os.path.join(root, name)), exist_ok=True)
            with open(os.path.join(root, name), "wb") as f:
                f.write(batch[at:at + size])
            at += size + 1


# Which severity a finding seen in several layouts is listed with: the worst.
SEVERITY_RANK = {"error": 0, "partly": 1, "warning": 2}


def findings_of(plumb, corpus, file, shipped):
    """The distinct findings of one file: {key: [layouts, severity, message]}."""
    scope = [] if shipped else ["--devices", "all", "--orientations", "all"]
    run = subprocess.run([plumb, "check", os.path.join(corpus, file), "--json", *scope],
                         capture_output=True, text=True)
    try:
        report = json.loads(run.stdout)
    except json.JSONDecodeError:
        return None, run.stderr.strip().splitlines()[:1]
    found = {}
    for result in report.get("results", []):
        scene = result.get("scene") or "-"
        family = "iPad" if result["device"].startswith("iPad") else "iPhone"
        turned = "landscape" if result["orientation"].startswith("landscape") else "portrait"
        for finding in result["findings"]:
            views = " | ".join(finding["items"]).replace("\n", "\\n").replace("\t", " ")
            key = "\t".join([file, scene, finding["kind"], views])
            # The first line of the message (a conflict's goes on with UIKit's log), tab-free.
            message = finding["message"].split("\n")[0].replace("\t", " ")
            # An error Plumb made a partly-checked warning (it is about a view Plumb says it
            # does not lay out as UIKit does) is counted apart: `partly`.
            severity = "partly" if finding.get("partlyChecked") else finding["severity"]
            entry = found.setdefault(key, [0, severity, message, set()])
            # A finding that is an error in one layout and a warning in another (deliberate
            # only where it is no deeper than Xcode's saved frames show) is listed as its
            # worst: error, then partly checked, then warning, with that layout's message.
            if SEVERITY_RANK[severity] < SEVERITY_RANK[entry[1]]:
                entry[1], entry[2] = severity, message
            entry[0] += 1
            entry[3].add(f"{family} {turned}")
    return found, []


def read_judgements(path):
    """{key: (verdict, cause)} from the judgements file; `#` lines are comments."""
    judged = {}
    if not os.path.exists(path):
        return judged
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            fields = line.split("\t")
            if len(fields) != 6 or fields[4] not in ("true", "false"):
                sys.exit(f"{path}:{number}: expected FILE, SCENE, KIND, VIEWS, true|false, CAUSE "
                         "separated by tabs")
            judged["\t".join(fields[:4])] = (fields[4], fields[5])
    return judged


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("plumb")
    parser.add_argument("--corpus", default=os.path.join(REPO, "Tests/Fixtures/Storyboards"))
    parser.add_argument("--judgements",
                        default=os.path.join(REPO, "Benchmarks/FalseAlarms/judgements.tsv"))
    parser.add_argument("--output", help="write the distinct findings here (TSV)")
    parser.add_argument("--summary", help="write the counts here (markdown)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--listed", help="judge this --output list again instead of running PLUMB")
    parser.add_argument("--shipped", metavar="DIR",
                        help="check as the apps ship: their Info.plists from the clones in DIR")
    parser.add_argument("--project-files", metavar="DIR",
                        help="with --shipped: DIR/FOLDER.plumb.yml becomes the .plumb.yml at the "
                             "root of the corpus folder FOLDER (the configured figure)")
    args = parser.parse_args()
    with open(os.path.join(args.corpus, "MANIFEST.json"), encoding="utf-8") as f:
        entries = json.load(f)
    files = sorted(e["file"] for e in entries)
    corpus = args.corpus
    if args.shipped and not args.listed:
        corpus = tempfile.mkdtemp(prefix="plumb-shipped-")
        shipped_corpus(args.corpus, args.shipped, entries, corpus)
        for name in sorted(os.listdir(args.project_files)) if args.project_files else []:
            folder = name.removesuffix(".plumb.yml")
            if name.endswith(".plumb.yml") and os.path.isdir(os.path.join(corpus, folder)):
                shutil.copyfile(os.path.join(args.project_files, name),
                                os.path.join(corpus, folder, ".plumb.yml"))
    findings = {}
    failed = []
    if args.listed:
        # A list written by --output before: judge it again without running plumb.
        with open(args.listed, encoding="utf-8") as f:
            for line in f:
                if not line.startswith("#"):
                    k = line.rstrip("\n").split("\t")
                    findings["\t".join(k[:4])] = [int(k[4]), k[6], k[7], set(k[5].split(","))]
        files = sorted({k.split("\t")[0] for k in findings})
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        todo = [] if args.listed else files
        for file, (found, error) in zip(todo, pool.map(
                lambda f: findings_of(args.plumb, corpus, f, bool(args.shipped)), todo)):
            if found is None:
                failed.append((file, error))
            else:
                findings.update(found)
    if corpus != args.corpus:
        shutil.rmtree(corpus)
    keys = sorted(findings)
    rows = ["\t".join([k, str(findings[k][0]), ",".join(sorted(findings[k][3])), findings[k][1],
                       findings[k][2]]) for k in keys]
    if args.output:
        with open(args.output, "w", encoding="utf-8") as f:
            f.write("# file\tscene\tkind\tviews\tlayouts\twhere\tseverity\tmessage\n")
            f.write("\n".join(rows) + "\n")
    judged = read_judgements(args.judgements)
    errors = [k for k in keys if findings[k][1] == "error"]
    warnings = len(keys) - len(errors)
    verdicts = collections.Counter()
    causes = collections.Counter()
    unjudged = []
    for key in errors:
        if key not in judged:
            unjudged.append(key)
            continue
        verdict, cause = judged[key]
        verdicts[verdict] += 1
        if verdict == "false":
            causes[cause] += 1
    misplaced = collections.Counter(
        judged[k][0] for k in keys if k.split("\t")[2] == "misplaced" and k in judged)
    partly = [k for k in keys if findings[k][1] == "partly"]
    partly_verdicts = collections.Counter(judged[k][0] if k in judged else "unjudged"
                                          for k in partly)
    judged_count = verdicts["true"] + verdicts["false"]
    rate = 100.0 * verdicts["false"] / judged_count if judged_count else 0.0
    lines = [
        (f"- files with findings: {len(files)}" if args.listed else
         f"- files checked: {len(files) - len(failed)} of {len(files)}"),
        f"- distinct findings: {len(keys)} ({len(errors)} errors, {warnings} warnings)",
        f"- errors judged: {judged_count}; true {verdicts['true']}, "
        f"false alarms {verdicts['false']} ({rate:.1f} %); unjudged {len(unjudged)}",
        f"- `misplaced` warnings judged: true {misplaced['true']}, false {misplaced['false']}",
        f"- errors made partly-checked warnings (about views Plumb does not lay out as UIKit "
        f"does): {len(partly)}; judged true {partly_verdicts['true']}, false "
        f"{partly_verdicts['false']}, unjudged {partly_verdicts['unjudged']}",
        "",
        "| cause of the false alarms | findings |",
        "| --- | --- |",
    ]
    lines += [f"| {cause} | {n} |" for cause, n in sorted(causes.items(), key=lambda c: (-c[1], c[0]))]
    for file, error in failed:
        lines.append(f"- not checked: {file}: {' '.join(error)}")
    text = "\n".join(lines)
    print(text)
    if unjudged:
        print(f"\nunjudged ({len(unjudged)}):")
        print("\n".join(unjudged[:50]))
    if args.summary:
        with open(args.summary, "w", encoding="utf-8") as f:
            f.write(text + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
