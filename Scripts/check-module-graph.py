#!/usr/bin/env python3
"""Checks that each target's `import` lines name exactly the dependencies Package.swift declares.

Reads the declared graph from `swift package dump-package` and the used graph from the
`import` lines of each target's Swift files (system modules such as Foundation, Dispatch,
Glibc and Testing are left out). Exits 1 and lists the differences when the two disagree.
Usage: python3 Scripts/check-module-graph.py [--markdown]  (the flag prints the graph as a
Markdown list). The same list stands in Documentation/Architecture.md between the markers
`<!-- module-graph -->` and `<!-- /module-graph -->`; the check fails when it is stale.
"""
import json, os, re, subprocess, sys

SYSTEM = {"Foundation", "FoundationNetworking", "FoundationXML", "Musl", "Synchronization", "FoundationEssentials", "Dispatch", "Glibc", "Darwin", "Testing", "XCTest", "os"}
root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
package = json.loads(subprocess.check_output(["swift", "package", "dump-package"], cwd=root))

products = {}  # product name -> package name, for external products
declared, paths = {}, {}
for target in package["targets"]:
    deps = set()
    for dep in target.get("dependencies", []):
        if "byName" in dep:
            deps.add(dep["byName"][0])
        elif "target" in dep:
            deps.add(dep["target"][0])
        elif "product" in dep:
            deps.add(dep["product"][0])
    declared[target["name"]] = deps
    default = ("Tests/" if target["type"] == "test" else "Sources/") + target["name"]
    paths[target["name"]] = target.get("path") or default

import_line = re.compile(r"^\s*(?:@testable\s+|@_exported\s+|package\s+|public\s+|internal\s+)*import\s+(?:(?:struct|class|enum|func|protocol|typealias|var|let)\s+)?([A-Za-z_][A-Za-z0-9_]*)", re.M)
# `#if canImport(UIKit) import UIKit #else …`: the first branch imports a module only where it
# exists (Apple's platforms), never in this package's build, so it is not a dependency.
guarded_import = re.compile(r"#if\s+canImport\((\w+)\)\s*\n\s*import\s+\1\b")
problems = []
used = {}
for name, path in paths.items():
    found = set()
    for folder, _, files in os.walk(os.path.join(root, path)):
        for file in files:
            if file.endswith(".swift"):
                with open(os.path.join(folder, file), encoding="utf-8") as handle:
                    found |= set(import_line.findall(guarded_import.sub("#if", handle.read())))
    found -= SYSTEM
    found.discard(name)
    used[name] = found
    # A test target that depends on an executable does so to have it built, not imported.
    executables = {t["name"] for t in package["targets"] if t["type"] == "executable"}
    missing = found - declared[name]
    unused = declared[name] - found - executables
    if missing:
        problems.append(f"{name} imports {sorted(missing)} but Package.swift does not declare them")
    if unused:
        problems.append(f"{name} declares {sorted(unused)} but never imports them")

graph = []
for target in package["targets"]:
    # Test helpers under Tests/ and the examples' own modules under Examples/ are not Plumb's.
    if target["type"] in ("regular", "executable") and not target.get("path", "").startswith(("Tests", "Examples")):
        deps = ", ".join(f"`{d}`" for d in sorted(used[target["name"]])) or "nothing"
        graph.append(f"- `{target['name']}` → {deps}")
if "--markdown" in sys.argv:
    print("\n".join(graph))
with open(os.path.join(root, "Documentation", "Architecture.md"), encoding="utf-8") as handle:
    text = handle.read()
documented = re.search(r"<!-- module-graph -->\n(.*?)\n<!-- /module-graph -->", text, re.S)
if not documented or documented.group(1).strip() != "\n".join(graph):
    problems.append("Documentation/Architecture.md's module graph is stale: paste the output of --markdown between its markers")
if problems:
    print("\n".join(problems))
    sys.exit(1)
print("module graph: every import is declared and every declared dependency imported")
