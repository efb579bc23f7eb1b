#!/usr/bin/env python3
"""Check that every citation of the facts pages resolves inside the repository.

Usage (from the repository root):  python3 Scripts/check-citations.py

Finds every `Documentation/Facts/<page>.md#<anchor>` in Sources/, Tests/, Scripts/,
Benchmarks/Sources/ and Documentation/ (and the pages' links to each other, `(<page>.md#<anchor>)`),
and checks that the page exists and has a heading whose GitHub anchor is `<anchor>`. Also fails on
the old forms of citation that pointed outside the repository. Exit status 1 lists the problems.
"""
import os
import re
import sys

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FACTS = os.path.join(REPO, "Documentation", "Facts")
ROOTS = ["Sources", "Tests", "Scripts", "Benchmarks/Sources", "Documentation"]
CITATION = re.compile(r"Documentation/Facts/([A-Za-z]+\.md)(?:#([a-z0-9-]+))?")
PAGE_LINK = re.compile(r"\]\(([A-Za-z]+\.md)#([a-z0-9-]+)\)")
# The old forms of citation, spelt in pieces so that this file does not match its own search:
# the research notes' section signs, absolute paths of the workplace, the shared folder.
OUTSIDE = re.compile("|".join([
    "research " + "\u00a7", "/" + "work/", r"\.\./" + "shared", "shared" + "/bench",
]))


def slug(heading):
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")


def anchors(page):
    with open(os.path.join(FACTS, page), encoding="utf-8") as f:
        return {slug(line.lstrip("#")) for line in f if line.startswith("#")}


def main():
    problems, count = [], 0
    known = {p: anchors(p) for p in os.listdir(FACTS) if p.endswith(".md")}
    for root in ROOTS:
        for folder, _, files in os.walk(os.path.join(REPO, root)):
            for name in files:
                if not name.endswith((".swift", ".md", ".py", ".sh")) or name == "check-citations.py":
                    continue
                path = os.path.join(folder, name)
                rel = os.path.relpath(path, REPO)
                with open(path, encoding="utf-8", errors="replace") as f:
                    for number, line in enumerate(f, 1):
                        if OUTSIDE.search(line) and not rel.startswith("Documentation"):
                            problems.append(f"{rel}:{number}: cites something outside the repository")
                        found = [(m.group(1), m.group(2)) for m in CITATION.finditer(line)]
                        if folder == FACTS:
                            found += [(m.group(1), m.group(2)) for m in PAGE_LINK.finditer(line)]
                        for page, anchor in found:
                            count += 1
                            if page not in known:
                                problems.append(f"{rel}:{number}: no page Documentation/Facts/{page}")
                            elif anchor and anchor not in known[page]:
                                problems.append(f"{rel}:{number}: no heading #{anchor} in {page}")
    for problem in problems:
        print(problem)
    print(f"{count} citations checked, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
