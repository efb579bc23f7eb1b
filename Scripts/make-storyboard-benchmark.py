#!/usr/bin/env python3
"""Writes a storyboard of N scenes for the `plumb check` benchmark (issue 17).

Usage (from the repository root):
    python3 Scripts/make-storyboard-benchmark.py 50 Benchmarks/Workloads/Fifty.storyboard

The scenes are copies of the two scenes of Tests/InterfaceBuilderTests/Fixtures/Profile.storyboard
(a scroll view holding a stack view of an image, two labels, a 16:9 banner with a size-class
variation and a switch; a text field over a table view), alternating, with every id made unique.
"""
import re
import sys

count, out = int(sys.argv[1]), sys.argv[2]
with open("Tests/InterfaceBuilderTests/Fixtures/Profile.storyboard", encoding="utf-8") as f:
    text = f.read()
scenes = re.findall(r"        <scene sceneID=.*?</scene>\n", text, flags=re.S)
head = text[: text.index("    <scenes>")] + "    <scenes>\n"
tail = text[text.index("    </scenes>"):]
body = []
for i in range(count):
    scene = scenes[i % len(scenes)]
    suffix = "-01-abc" if i % len(scenes) == 0 else "-02-abc"
    scene = scene.replace(suffix, "-%03d-bnc" % i)
    scene = scene.replace('storyboardIdentifier="Profile"', 'storyboardIdentifier="Profile%d"' % i)
    scene = scene.replace('title="Settings"', 'title="Settings%d"' % i)
    body.append(scene)
with open(out, "w", encoding="utf-8") as f:
    f.write(head + "".join(body) + tail)
