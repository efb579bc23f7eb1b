#!/usr/bin/env python3
"""Proposes judgements for the findings `Scripts/findings.py` listed and no one judged yet.

Usage (from the repository root):

    python3 Scripts/findings.py PLUMB --output findings.tsv
    python3 Scripts/judge-findings.py findings.tsv [--corpus DIR] [--judgements FILE]

Appends to the judgements file (default Benchmarks/FalseAlarms/judgements.tsv) one line per
finding of severity error (and per `misplaced` warning) that has no judgement yet and that one
of the rules below decides; lines already there, judged by a rule or by hand, are kept. A line
is the finding's key, `true` or `false`, and `RULE: cause`. Findings no rule decides are listed
for judging by hand (write `M: cause` as the third field).

The rules, tried in order; each reads only the finding, where it was found, and the XML Xcode
saved (what Interface Builder itself computed with UIKit on the document's device):

N  not shipped: the finding occurs only in scenarios the app's own settings exclude. Known per
   repository in NOT_SHIPPED (artsy/eidolon is an iPad-only kiosk: TARGETED_DEVICE_FAMILY = 2 in
   its Xcode project, UISupportedInterfaceOrientations~ipad landscape only). False alarm.
X  Xcode's own flag: `ambiguous` and `ambiguousScrollContent` are true when Xcode saved the
   view with `ambiguous="YES"`, `misplaced` when with `misplaced="YES"`; otherwise Xcode, which
   lays the same constraints out with UIKit, did not see the problem: false alarm, the cause by
   the view's kind (controls, scroll views, custom views' placeholder sizes, text, other).
F  fidelity: the finding's view (or one of its ancestors) has a fidelity gap in the same scene —
   Plumb puts it somewhere else than Xcode's saved frame on the document's own device, and Xcode
   did not save it `misplaced="YES"` (a `misplaced` finding on such a view before Plumb said so
   itself, a `notModelled` one saying so after) — so the finding rests on a frame UIKit does not
   give. False alarm. (Until 2026-11-28's second run a view Xcode saved misplaced counted too;
   there Xcode's saved frame is not UIKit's, so it says nothing of Plumb's frame.)
B  background: an outside-the-safe-area, outside-the-display, outside-the-superview or
   off-screen finding on a plain view, image view or visual-effect view that Xcode saved at
   least 90 % as wide as its superview: a backdrop meant to run under the bars and corners.
   False alarm.
L  layering: an overlap where one of the two is a plain view, image view or visual-effect view
   earlier in the same `<subviews>` (drawn behind the other) and at least as large as the
   overlap: content on its background. False alarm.
"""
import argparse
import os
import sys
import xml.etree.ElementTree as ET

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NOT_SHIPPED = {
    # repository folder: scenarios ("iPhone portrait", …) the app does not ship in, and why
    "artsy-eidolon": ({"iPhone portrait", "iPhone landscape", "iPad portrait"},
                      "scenarios the app does not ship (iPad-only, landscape: "
                      "TARGETED_DEVICE_FAMILY = 2, UISupportedInterfaceOrientations~ipad)"),
}
BACKDROPS = {"view", "imageView", "visualEffectView"}
CONTROLS = {"segmentedControl", "slider", "switch", "stepper", "pageControl",
            "activityIndicatorView", "progressView", "datePicker", "pickerView", "searchBar"}
TEXT = {"label", "button", "textField", "textView"}
OUTSIDE = {"outsideSafeArea", "outsideDisplay", "outsideSuperview", "offScreen"}


def item_id(item):
    """The IB id a finding's item ends with: `"Title" (label fXy-1a-b2c)` → `fXy-1a-b2c`."""
    return item.split(" ")[-1].rstrip(")")


class Document:
    """A storyboard's or xib's elements by id, with their parents."""

    def __init__(self, path):
        self.root = ET.parse(path).getroot()
        self.parent = {child: parent for parent in self.root.iter() for child in parent}
        self.by_id = {e.get("id"): e for e in self.root.iter() if e.get("id")}

    def frame(self, element):
        for child in element:
            if child.tag == "rect" and child.get("key") == "frame":
                return {k: float(child.get(k, 0)) for k in ("x", "y", "width", "height")}
        return None

    def view_parent(self, element):
        """The superview element (skipping the `<subviews>` wrapper)."""
        parent = self.parent.get(element)
        if parent is not None and parent.tag == "subviews":
            return self.parent.get(parent)
        return None


def cause_by_kind(tag, element, other="ambiguity Xcode does not report"):
    if tag in CONTROLS:
        return "controls' intrinsic sizes"
    if tag == "scrollView":
        return "scroll-view edges and content"
    if element is not None and element.get("customClass") and tag == "view":
        return "custom views' placeholder sizes"
    if tag in TEXT:
        return "text metrics"
    return other


def judge(key, where, documents, corpus, misplaced):
    """(verdict, 'RULE: cause') or None."""
    file, scene, kind, views = key.split("\t")
    repo = file.split("/")[0]
    if repo in NOT_SHIPPED and set(where.split(",")) <= NOT_SHIPPED[repo][0]:
        return "false", "N: " + NOT_SHIPPED[repo][1]
    if file not in documents:
        documents[file] = Document(os.path.join(corpus, file))
    doc = documents[file]
    items = [doc.by_id.get(item_id(v)) for v in views.split(" | ")]
    first = items[0]
    tag = first.tag if first is not None else ""
    if kind in ("ambiguous", "ambiguousScrollContent"):
        if first is not None and first.get("ambiguous") == "YES":
            return "true", "X: Xcode saved the view ambiguous"
        return "false", "X: " + cause_by_kind(tag, first)
    if kind == "misplaced":
        if first is not None and first.get("misplaced") == "YES":
            return "true", "X: Xcode saved the view misplaced"
        return "false", "X: frame differs from Xcode's (" + cause_by_kind(
            tag, first, "other views") + ")"
    # F: the view or an ancestor is misplaced in this scene.
    for element in items:
        while element is not None:
            if (file, scene, element.get("id")) in misplaced:
                return "false", "F: Plumb's frame differs from Xcode's saved frame"
            element = doc.view_parent(element)
    if kind in OUTSIDE and first is not None and tag in BACKDROPS:
        parent = doc.view_parent(first)
        mine, theirs = doc.frame(first), parent is not None and doc.frame(parent)
        if mine and theirs and theirs["width"] > 0 and mine["width"] >= 0.9 * theirs["width"]:
            return "false", "B: a backdrop meant to run under the bars and corners"
    if kind == "overlapping" and len(items) == 2 and None not in items:
        a, b = items
        if doc.parent.get(a) is doc.parent.get(b):
            siblings = list(doc.parent.get(a))
            back, front = (a, b) if siblings.index(a) < siblings.index(b) else (b, a)
            fb, ff = doc.frame(back), doc.frame(front)
            if back.tag in BACKDROPS and fb and ff and fb["width"] >= ff["width"] \
                    and fb["height"] >= ff["height"]:
                return "false", "L: content drawn on its background"
    return None


def fidelity_gaps(rows, corpus):
    """{(file, scene, IB id)} of the views whose frame on the document's device is not the one
    Xcode saved without flagging it: rule F's views."""
    gaps, documents = set(), {}
    for key, _, _, message in rows:
        file, scene, kind, views = key.split("\t")
        view = item_id(views)
        if kind == "notModelled" and "Xcode saved this frame" in message:
            gaps.add((file, scene, view))
        elif kind == "misplaced":
            if file not in documents:
                documents[file] = Document(os.path.join(corpus, file))
            element = documents[file].by_id.get(view)
            if element is None or element.get("misplaced") != "YES":
                gaps.add((file, scene, view))
    return gaps


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("findings")
    parser.add_argument("--corpus", default=os.path.join(REPO, "Tests/Fixtures/Storyboards"))
    parser.add_argument("--judgements",
                        default=os.path.join(REPO, "Benchmarks/FalseAlarms/judgements.tsv"))
    args = parser.parse_args()
    rows = []
    with open(args.findings, encoding="utf-8") as f:
        for line in f:
            if line.startswith("#"):
                continue
            fields = line.rstrip("\n").split("\t")
            rows.append(("\t".join(fields[:4]), fields[5], fields[6], fields[7]))
    misplaced = fidelity_gaps(rows, args.corpus)
    known = set()
    if os.path.exists(args.judgements):
        with open(args.judgements, encoding="utf-8") as f:
            known = {"\t".join(l.split("\t")[:4]) for l in f if not l.startswith("#")}
    documents, added, left = {}, [], []
    for key, where, severity, _ in rows:
        if key in known or (severity not in ("error", "partly")
                            and key.split("\t")[2] != "misplaced"):
            continue
        verdict = judge(key, where, documents, args.corpus, misplaced)
        if verdict:
            added.append("\t".join([key, *verdict]))
        else:
            left.append(key)
    os.makedirs(os.path.dirname(args.judgements), exist_ok=True)
    with open(args.judgements, "a", encoding="utf-8") as f:
        if not known:
            f.write("# file\tscene\tkind\tviews\tverdict\tRULE: cause (see Scripts/judge-findings.py;"
                    " M: judged by hand)\n")
        f.write("".join(line + "\n" for line in sorted(added)))
    print(f"judged by the rules: {len(added)}; left for judging by hand: {len(left)}")
    print("\n".join(left))
    return 0


if __name__ == "__main__":
    sys.exit(main())
