#!/usr/bin/env python3
"""Fidelity: Plumb's frames against the frames Xcode saved in real storyboards and xibs.

Usage (from the repository root):

    python3 Scripts/fidelity.py PLUMB [--corpus DIR] [--output FILE.md] [--json FILE.json]
        [--min-within-half-point PERCENT] [--min-compared N] [--jobs N] [--timeout SECONDS]

PLUMB is the built command-line tool (`swift build --product plumb`, then
`$(swift build --show-bin-path)/plumb`). The corpus (default Tests/Fixtures/Storyboards) holds
the files and a MANIFEST.json naming each file's repository, path, commit and licence.

What is compared. Interface Builder writes, for every view, the frame that Xcode computed with
UIKit on the document's "View as" device (`<rect key="frame">`, in the superview's coordinates).
For every scene (a storyboard's view controller, a xib's top-level view) the script runs
`plumb render FILE --scene ID --format json`, which lays the scene out on the document's own
device (its `<device id=…>`; for a storyboard without one, the catalogued device whose screen is
the size of the root views, passed with --device). Plumb prints window coordinates; the script
subtracts the superview's frame so both sides are in the superview's coordinates. A table or
collection view's cells, section headers and footers and a table's header and footer view are
scenes of their own, as Plumb lays them out (`--scene CELL-ID`: at the table's width in the same
scenario). A root view is compared by its size only (where the root sits is the container's
business, not the scene's); a cell's root is tied to its table, so that a cell whose size is off
because its table is follows the table's cause.
A scene that UIKit sizes to the window at run time where Xcode saved it at a size of its own (a
freeform controller shown full-window, a view controller's xib, and their tables' cells;
`sized_to_window`) has no run-time frames in the file: it is laid out as the canvas draws it
(`--canvas`) in both figures, and the report counts its views.
Views Xcode flags `misplaced="YES"` or `ambiguous="YES"` are excluded: their saved frame is not
what the constraints give. A view's error is the largest of |dx|, |dy|, |dwidth|, |dheight|.

Buckets: within 0.5 pt, within 2 pt (cumulative), off by more; unread are saved frames Plumb
gave no frame for (each with its reason: a scene Plumb could not lay out, a design device outside
Plumb's catalog, an element Plumb does not read such as a bar or a table's background view, …).

Causes. Every view off by more than 0.5 pt is attributed to one named cause:
1. its own cause, by the first rule that matches (the numbered rules of `own_cause`, in the
   order of CAUSES: each says what in the XML it looks at), else
2. the cause of the nearest disagreeing view it is tied to (a constraint between them, superview
   and subview, or stack siblings): "a view whose size or place follows one", counted under the
   same cause and shown apart as "followed", else
3. the scene's cause (a full-screen xib), else "other", listed one by one.
"Xcode's simulated metrics" are views Plumb lays out as UIKit does on the device where the Xcode
that saved the file simulated other insets (`xcode_simulation`: each case with the saved frames
that show it); the report lists them by case.

The report also gives the subviews' figures alone: a root, compared by its size only, is right
whenever Plumb lays a full-screen scene out at the screen's size.

Exit status: 0, or 1 when a floor given by --min-within-half-point (percent of compared views)
or --min-compared (number of compared views) is not reached, 2 on bad arguments or input.
"""
import argparse
import collections
import concurrent.futures
import json
import os
import re
import subprocess
import sys
import time
import xml.etree.ElementTree as ET

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HALF, TWO = 0.5, 2.0

# Table and collection views: their cells, headers and footers are scenes of their own.
OPAQUE_CONTAINERS = {"tableView", "collectionView"}
CELL_ELEMENTS = {"tableViewCell", "collectionViewCell", "collectionReusableView"}
TEXT_ELEMENTS = {"label", "textView"}
BUTTON_ELEMENTS = {"button", "textField"}
CONTROL_ELEMENTS = {
    "segmentedControl", "slider", "switch", "stepper", "pageControl", "activityIndicatorView",
    "progressView", "datePicker", "pickerView", "searchBar",
}
BAR_ELEMENTS = {"navigationBar", "toolbar", "tabBar"}
EDGE_ATTRIBUTES = {
    "top", "bottom", "leading", "trailing", "left", "right", "topMargin", "bottomMargin",
    "leadingMargin", "trailingMargin", "leftMargin", "rightMargin",
}
POSITION_ATTRIBUTES = EDGE_ATTRIBUTES | {"centerX", "centerY", "centerXWithinMargins",
                                         "centerYWithinMargins", "baseline", "firstBaseline",
                                         "lastBaseline"}
MARGIN_ATTRIBUTES = {"leadingMargin", "trailingMargin", "leftMargin", "rightMargin",
                     "topMargin", "bottomMargin", "centerXWithinMargins", "centerYWithinMargins"}

# The causes in the order their rules are tried; the report lists them in this order too.
CAUSES = [
    "a cell xib in its table's width", "size-class variation", "fixed frame",
    "hidden arranged view saved with room", "scroll-view edges", "fill-proportionally",
    "placeholder/designable size", "size decided by the app's code",
    "unmeasured font (not modelled)", "shipped font (measured from its file)",
    "unmeasured characters (not modelled)",
    "label height saved by an older Xcode", "text metrics", "button/text-field size", "controls",
    "image size", "Xcode's simulated metrics", "bars and containers", "root margins",
    "engine defect: position multiplier",
    "freeform/component size", "full-screen xib", "other",
]


# --------------------------------------------------------------------------------------------
# Reading a document

class View:
    """A view element of the document that has a saved frame."""

    def __init__(self, element, parent, scene):
        # Some elements have no id (a cell's content view in older Xcodes): Plumb names a content
        # view after its cell (`CELL-ID.contentView`), anything else by place.
        owner = parent.id if parent else scene.id
        self.id = element.get("id") or (f"{owner}.contentView" if element.get("key") ==
                                         "contentView" else f"{owner}/{element.tag}")
        self.element = element.tag
        self.element_node = element
        self.attrs = element.attrib
        self.parent = parent  # the nearest enclosing View, or None for a root
        self.scene = scene
        rect = next((c for c in element if c.tag == "rect" and c.get("key") == "frame"), None)
        self.frame = None
        if rect is not None:
            self.frame = tuple(float(rect.get(k, "0")) for k in ("x", "y", "width", "height"))
        self.children = []
        self.unread = None  # why Plumb gave this view no frame, when it gave none
        self.hint = None  # why it would not be read: inside a table or collection view
        self.constraints = []  # constraints touching this view
        self.neighbours = set()  # ids of views tied to this one
        self.is_container_tab_bar = False  # a tab bar controller's own <tabBar>

    @property
    def name(self):
        label = self.attrs.get("userLabel") or self.attrs.get("text") or self.attrs.get("title")
        cls = self.attrs.get("customClass") or self.element
        return f'"{label}" ({cls} {self.id})' if label else f"{cls} {self.id}"

    def table_name(self):
        """The name in a markdown table cell."""
        return self.name.replace("|", "\\|")


class Scene:
    """A storyboard scene's view controller or a xib's top-level view."""

    def __init__(self, scene_id, kind, host=None):
        self.id = scene_id
        self.host = host  # for a cell: the scene holding its table or collection view
        self.kind = kind  # the controller's element name, or "xib"
        self.root = None
        self.views = []
        self.unread = None  # why the whole scene is not laid out
        self.screen = None  # the screen's width and height Plumb laid the scene out on
        self.guides = {}  # guide id -> (owner view id, key)
        self.constraints = []  # as scene_constraint records them
        self.variation_ids = set()  # ids of views and constraints in a variation that applies
        self.is_cell = False  # a table or collection view's cell, header or footer
        self.element = None  # the view controller's element (storyboards)
        # UIKit sizes the scene (or its table's host) to the window at run time, where Xcode
        # saved it at a size of its own (`sized_to_window`): compared as the canvas draws it.
        self.sized_to_window = False


def sized_to_window(document, scene):
    """Whether UIKit sizes the scene's root view (a cell's: its outermost host's) to the window
    at run time where Xcode saved it at a size of its own, so that its saved frames are the
    canvas's only (Documentation/Facts/Containers.md#freeform-size and #a-view-controllers-xib).
    The rule Plumb applies (`IBScene.isSizedToWindowAtRunTime`): a storyboard controller with a
    freeform size, its own or its navigation or tab bar controller's, that no `embed` segue
    makes a container view's child, no modal segue presents as a sheet and no preferred content
    size sizes; a xib's view that File's Owner's `view` outlet holds for a class named
    `…Controller`."""
    while scene.is_cell and scene.host is not None:
        scene = scene.host
    if scene.is_cell:
        return False
    if scene.kind == "xib":
        return scene.root is not None and scene.root.element == "view" and (
            scene.root.id in document.controller_view_ids)
    element = scene.element
    if element is None or any(c.tag == "value" and c.get("key") == "contentSizeForViewInPopover"
                              and float(c.get("width", "0")) > 0
                              and float(c.get("height", "0")) > 0 for c in element):
        return False
    size = freeform(element)
    current, presented, visited = element, element, {element.get("id")}
    while current.get("id") in document.parents:
        kind, style, parent = document.parents[current.get("id")]
        if kind == "embed":
            return False
        if kind in ("presentation", "modal"):
            style = style or presented.get("modalPresentationStyle") or "automatic"
            if style not in ("fullScreen", "overFullScreen"):
                return False
            break
        if parent.get("id") in visited:
            break
        visited.add(parent.get("id"))
        if kind in ("relationship", "show", "push"):
            presented = parent
        if parent.tag in ("navigationController", "tabBarController"):
            size = size or freeform(parent)
        current = parent
    return size


def freeform(element):
    """Whether a controller element has a freeform size."""
    return any(c.tag == "size" and c.get("key") == "freeformSize" for c in element)


def is_cell_root(element):
    """A table or collection view's cell, section header or footer, or table header or footer:
    Plumb lays each out as a scene of its own."""
    return element.tag in CELL_ELEMENTS or element.get("key") in ("tableHeaderView",
                                                                   "tableFooterView")


class Document:
    def __init__(self, path):
        tree = ET.parse(path)
        self.root = tree.getroot()
        self.is_xib = "Storyboard" not in self.root.get("type", "")
        device = self.root.find("device")
        self.device_id = device.get("id") if device is not None else None
        self.orientation = device.get("orientation", "portrait") if device is not None else None
        self.scenes = []
        self.views = {}
        # For each destination, the first segue that makes a container or host of it: (kind,
        # modal style, source controller element); as Plumb's `IBDocument.containerParents`.
        self.parents = {}
        # The ids of xib top-level views that File's Owner's `view` outlet holds for a class
        # named `…Controller` (`IBScene.isControllerViewXib`).
        self.controller_view_ids = set()
        for owner in self.root.iter("placeholder"):
            if (owner.get("placeholderIdentifier") == "IBFilesOwner"
                    and owner.get("customClass", "").endswith("Controller")):
                for outlet in owner.iter("outlet"):
                    if outlet.get("property") == "view":
                        self.controller_view_ids.add(outlet.get("destination"))
        self.designables = {d.get("id") for d in self.root.iter("designable")}
        # The faces whose font file `<customFonts>` lists and the corpus holds (assembled with
        # `fidelity-corpus.py --fonts`): plumb measures them from the file, as it finds them
        # (up to two folders above the document, three below each).
        self.shipped_faces = set()
        listed = {a.get("key"): [n.text for n in a.iter("string")]
                  for c in self.root.iter("customFonts") for a in c.iter("array")}
        if listed:
            top = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(path))))
            present = {name for _, _, files in os.walk(top) for name in files}
            for file, faces in listed.items():
                if file in present:
                    self.shipped_faces.update(faces)
        tools = self.root.get("toolsVersion", "0").split(".")[0]
        self.tools_version = int(tools) if tools.isdigit() else 0
        if self.is_xib:
            objects = self.root.find("objects")
            for element in (objects if objects is not None else []):
                if any(c.tag == "rect" and c.get("key") == "frame" for c in element):
                    scene = Scene(element.get("id", ""), "xib")
                    self._read_views(element, scene)
                    self.scenes.append(scene)
        else:
            for objects in self.root.iter("objects"):
                for element in objects:
                    if element.get("sceneMemberID") != "viewController":
                        continue
                    scene = Scene(element.get("id", ""), element.tag)
                    scene.element = element
                    for guide in element.iter("viewControllerLayoutGuide"):
                        scene.guides[guide.get("id")] = (None, guide.get("type", "") + "Guide")
                    cells = self._read_views(element, scene)
                    self.scenes.append(scene)
                    self.scenes.extend(cells)
                    for segue in element.iter("segue"):
                        kind = segue.get("kind")
                        if kind in ("relationship", "show", "push", "embed", "presentation",
                                    "modal") and segue.get("destination") not in self.parents:
                            self.parents[segue.get("destination")] = (
                                kind, segue.get("modalPresentationStyle"), element)
        for scene in self.scenes:
            scene.sized_to_window = bool(sized_to_window(self, scene))

    def _read_views(self, top, scene):
        """Every element with a saved frame under `top`, parents first (an explicit stack, so
        the document's depth does not drive recursion). A table or collection view's cells,
        headers and footers start scenes of their own, as Plumb lays them out (`plumb render
        --scene CELL-ID`); they are returned, in document order."""
        cells = []
        # (element, enclosing view, why unread, scene, the table or collection view whose
        # cells, headers and footers may start here)
        stack = [(top, None, None, scene, None)]
        holder = None  # the table or collection view holding the cell being started
        while stack:
            element, parent, unread, scene, container = stack.pop()
            view = None
            if container is not None and not unread and is_cell_root(element):
                scene = Scene(element.get("id", ""), element.tag, host=scene)
                scene.is_cell = True
                cells.append(scene)
                holder, parent, container = parent, None, None
            if any(c.tag == "rect" and c.get("key") == "frame" for c in element):
                view = View(element, parent, scene)
                view.hint = unread
                if container is not None and not unread:
                    view.hint = (f"inside a {container} (not a cell, section header or footer, "
                                 "or table header or footer)")
                if parent is not None:
                    parent.children.append(view)
                elif scene.root is None:
                    scene.root = view
                    if scene.is_cell and holder is not None:
                        # A cell's size follows its table's: tied, for the causes.
                        view.neighbours.add(holder.id)
                        holder.neighbours.add(view.id)
                scene.views.append(view)
                self.views[view.id] = view
                # A tab bar controller's own bar: Xcode saves the frame the bar was created
                # with, not where its canvas draws it (Documentation/Facts/Containers.md#bar-frames).
                view.is_container_tab_bar = (element.tag == "tabBar"
                                             and element.get("key") == "tabBar")
                if element.tag in BAR_ELEMENTS:
                    view.hint = view.hint or (f"a <{element.tag}> Plumb does not lay out (a "
                                              "hidden bar, or a navigation controller's toolbar)")
                    unread = view.hint
            if element.tag in ("navigationItem", "barButtonItem", "toolbarItems"):
                unread = unread or (f"inside a <{element.tag}> (title views and bar items "
                                    "are not laid out)")
            for child in element:
                if child.tag == "viewLayoutGuide":
                    owner = view.id if view is not None else None
                    scene.guides[child.get("id")] = (owner, child.get("key", ""))
                elif child.tag == "constraints" and view is not None:
                    for c in child:
                        if c.tag == "constraint":
                            self._read_constraint(scene, view, c)
                elif child.tag in ("variation", "variations"):
                    self._read_variation(child, view, scene)
            if view is not None and element.tag in OPAQUE_CONTAINERS:
                container = element.tag
            for child in reversed(list(element)):
                if child.tag not in ("constraints", "connections", "variation", "variations"):
                    stack.append((child, view if view is not None else parent, unread, scene,
                                  container))
        return cells

    def _read_variation(self, element, view, scene):
        """Records the views and constraints a size-class variation changes, when it applies to
        the design device (its key names size classes the device has)."""
        if not variation_applies(element.get("key", ""), self):
            return
        if view is not None:
            scene.variation_ids.add(view.id)
        for item in element.iter():
            if item.get("reference"):
                scene.variation_ids.add(item.get("reference"))

    def _read_constraint(self, scene, owner, element):
        """Keeps a constraint with the views it ties (guides are resolved to their owners by
        link_constraints, once every guide is known)."""
        scene.constraints.append({
            "id": element.get("id"), "first": element.get("firstItem") or owner.id,
            "firstAttribute": element.get("firstAttribute"), "second": element.get("secondItem"),
            "secondAttribute": element.get("secondAttribute"),
            "multiplier": element.get("multiplier"),
            # A constant that a size-class variation changes on the design device.
            "variation": any(c.tag == "variation" and variation_applies(c.get("key", ""), self)
                             for c in element),
        })

    def size_classes(self):
        """The design device's size classes (iPads regular both ways; iPhones compact width, and
        compact height in landscape)."""
        if self.device_id and self.device_id.startswith("ipad"):
            return {"widthClass": "regular", "heightClass": "regular"}
        landscape = self.orientation == "landscape"
        return {"widthClass": "compact", "heightClass": "compact" if landscape else "regular"}


def variation_applies(key, document):
    """`widthClass=compact-heightClass=regular` style keys: applies when every class named is
    the design device's."""
    classes = document.size_classes()
    parts = re.findall(r"(widthClass|heightClass)=(compact|regular)", key)
    return bool(parts) and all(classes[axis] == value for axis, value in parts)


def link_constraints(document):
    """Resolves guides to their owners and records each constraint on the views it ties."""
    for scene in document.scenes:
        for c in scene.constraints:
            ends = []
            for item_key, attr_key in (("first", "firstAttribute"), ("second", "secondAttribute")):
                item = c[item_key]
                if item is None:
                    continue
                guide = None
                if item in scene.guides:
                    owner, guide = scene.guides[item]
                    item = owner or (scene.root.id if scene.root else None)
                ends.append((item, c[attr_key], guide))
            c["ends"] = ends
            views = [document.views[i] for i, _, _ in ends if i in document.views]
            for v in views:
                v.constraints.append(c)
                v.neighbours.update(w.id for w in views if w is not v)


# --------------------------------------------------------------------------------------------
# Running Plumb

def catalog_screens(plumb):
    """Portrait screen sizes of Plumb's catalog, from `plumb devices`, to name a device for a
    storyboard that does not say its own."""
    out = subprocess.run([plumb, "devices"], capture_output=True, text=True, check=True).stdout
    screens = []
    for line in out.splitlines():
        m = re.match(r"(\S.*?)\s{2,}(\d+(?:\.\d+)?) × (\d+(?:\.\d+)?)\s", line)
        if m:
            screens.append((m.group(1).strip(), float(m.group(2)), float(m.group(3))))
    return screens


def device_argument(document, screens):
    """--device for a storyboard without a <device>: the catalogued screen its root views have."""
    if document.device_id or document.is_xib:
        return None
    for scene in document.scenes:
        if (scene.root is not None and scene.root.frame and scene.kind != "xib"
                and not scene.is_cell):
            w, h = scene.root.frame[2], scene.root.frame[3]
            for name, sw, sh in screens:
                if abs(sw - w) <= HALF and abs(sh - h) <= HALF:
                    return name
            return None
    return None


# One scene through `plumb render`: frames {IB id: (x, y, w, h)} in window coordinates and the
# screen's (width, height), or the problem saying why there are none; and what Plumb warned.
Run = collections.namedtuple("Run", "frames screen problem stderr")


def run_plumb(plumb, path, scene_id, device, timeout, canvas=False):
    """Lays one scene out with `plumb render … --format json` (with `--canvas`: as Interface
    Builder's canvas draws it on the document's device)."""
    command = [plumb, "render", path, "--scene", scene_id, "--format", "json"]
    if canvas:
        command.append("--canvas")
    if device:
        command += ["--device", device]
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return Run(None, None, f"plumb did not finish in {timeout:g} s", "")
    if done.returncode not in (0, 1):
        message = next((l for l in done.stderr.splitlines() if "error:" in l), done.stderr)
        message = re.sub(r"^.*?:(\d+):\d+: error: ", r"line \1: ", message.strip())
        return Run(None, None, "plumb refused the document: " + short(message), done.stderr)
    try:
        report = json.loads(done.stdout)
    except json.JSONDecodeError:
        return Run(None, None, f"plumb printed no JSON (exit {done.returncode})", done.stderr)
    frames = {}
    for item in report.get("items", []):
        if item.get("kind") != "view":
            continue
        m = re.search(r"(\S+?)\)?$", item["name"])
        if m:
            frames[m.group(1)] = (item["x"], item["y"], item["width"], item["height"])
    screen = (report["size"]["width"], report["size"]["height"])
    return Run(frames, screen, None, done.stderr)


def short(text, limit=140):
    text = " ".join(text.split())
    text = text.replace(REPO + "/", "")
    return text if len(text) <= limit else text[: limit - 1] + "…"


# --------------------------------------------------------------------------------------------
# Comparing and attributing

def compare_scene(scene, frames):
    """Fills each view's Plumb frame in superview coordinates and its error."""
    for view in scene.views:
        view.plumb = None
        view.error = None
        if view.frame is None or view.unread:
            continue
        if view.id not in frames:
            view.unread = view.hint or f"<{view.element}> has no frame in Plumb's output"
            continue
        x, y, w, h = frames[view.id]
        if view.parent is None:
            view.plumb = (view.frame[0], view.frame[1], w, h)  # a root: its size only
        elif view.parent.id in frames:
            px, py, _, _ = frames[view.parent.id]
            view.plumb = (x - px, y - py, w, h)
        else:
            view.unread = f"its superview <{view.parent.element}> has no frame in Plumb's output"
            continue
        view.delta = tuple(p - s for p, s in zip(view.plumb, view.frame))
        view.error = max(abs(d) for d in view.delta)


def at_screen_bottom(frame, screen):
    """Whether `frame` spans the width of `screen` along its bottom, where UIKit lays a tab
    bar controller's tab bar out."""
    x, y, w, h = frame
    return (abs(x) <= HALF and abs(w - screen[0]) <= HALF
            and abs(y + h - screen[1]) <= HALF)


def excluded(view):
    return view.attrs.get("misplaced") == "YES" or view.attrs.get("ambiguous") == "YES"


def tied(view, attributes, other=None):
    """The constraints of `view` on one of `attributes` (at either end), optionally with
    `other` at the other end."""
    found = []
    for c in view.constraints:
        for i, (item, attribute, _) in enumerate(c["ends"]):
            if item == view.id and attribute in attributes:
                rest = [e for j, e in enumerate(c["ends"]) if j != i]
                if other is None or any(other(e) for e in rest):
                    found.append(c)
    return found


# The top safe-area inset that an Xcode simulated on a design device where the device gives
# another at run time (Plumb lays out the run-time one): (device, lowest and highest
# toolsVersion seen, Xcode's inset, the device's, the saved frames that show it).
SIMULATED_TOP_INSETS = [
    ("retina4_7", 15000, 18999, 0, 20,
     "Juanpe/SkeletonView Examples/CollectionView/Main.storyboard (toolsVersion 15702), "
     "openfoodfacts-ios Search.storyboard (15705), RxSwift APIWrappers.storyboard (18122): "
     "views on the safe area's top saved 20 pt higher than a 4.7-inch iPhone's status bar "
     "puts them (Documentation/Facts/InterfaceBuilder.md#the-canvas-and-its-simulated-insets)"),
    ("retina6_1", 15000, 15999, 44, 48,
     "marmelroy/PhoneNumberKit AsYouType Main.storyboard (15400): a text field on the safe "
     "area's top saved at y = 44 on the 6.1-inch iPhone 11, whose inset is 48"),
    ("retina5_9", 22000, 22999, 50, 44,
     "hackiftekhar/IQKeyboardManager General.storyboard (22505): views on the safe area's top "
     "saved 6 pt lower than the 5.8-inch iPhone's 44-pt inset puts them"),
]


def xcode_simulation(document, view):
    """Why Xcode's saved frame differs from UIKit's by what the saving Xcode simulated, or None.

    Only a view off vertically alone, by exactly the difference between the inset Xcode
    simulated and the one the device has at run time, counts: (1) a design device's top inset
    in a given Xcode (SIMULATED_TOP_INSETS); (2) a freeform controller with an inferred status
    bar, which Interface Builder draws 20 pt high at the scene's top even where the controller
    sits below the status bar at run time (artsy/eidolon Fulfillment.storyboard, Xcode 9: the
    embedded navigation stack's 815 × 660 scenes saved 20 pt lower); (3) a root saved at the
    screen's height below an opaque bar, which UIKit shortens by the bar (reproduction r13: 603 pt
    on a 4.7-inch iPhone). The corpus's three (ReactiveX/RxSwift Calculator, GitHubSignup1 and
    WikipediaSearch, 667 high at y = 64, no <device>) are not what a canvas computed: they were
    written when RxSwift split its Main.storyboard (commit 42b0a763, tools version 11542), where
    the same scenes were 603 high, and the files of that split that Xcode saved again
    (Geolocation at 11542, Numbers at 12118, PartialUpdates at 12120) are 603 high, as Plumb
    gives them."""
    scene = view.scene
    dx, dy, dw, dh = view.delta
    if max(abs(dx), abs(dw)) > HALF or scene.is_cell or scene.kind == "xib":
        return None
    if (view.parent is None and view.frame[1] > 0 and abs(dy) <= HALF
            and abs(dh + view.frame[1]) <= HALF):
        return "a root kept at the screen's height below an opaque bar"
    on_top = tied(view, {"top", "topMargin"}, lambda e: e[2] in ("safeArea", "topGuide"))
    if not on_top or abs(dh) > HALF:
        return None
    for device, low, high, xcode, device_top, evidence in SIMULATED_TOP_INSETS:
        if (document.device_id == device and low <= document.tools_version <= high
                and abs(-dy - (xcode - device_top)) <= HALF):
            return evidence
    # A controller at a size of its own: a freeform size, or a child smaller than the screen
    # Plumb lays its host out on.
    element, root = scene.element, scene.root
    own_size = element is not None and (
        any(c.tag == "size" and c.get("key") == "freeformSize" for c in element)
        or (root is not None and root.frame is not None and scene.screen is not None
            and any(abs(a - b) > HALF for a, b in zip(root.frame[2:], scene.screen))))
    if own_size and abs(-dy - 20) <= HALF and not any(
            c.tag == "nil" and c.get("key") == "simulatedStatusBarMetrics" for c in element):
        return "a freeform controller's inferred 20-pt status bar"
    return None


def hidden_with_room(view):
    """A `hidden="YES"` arranged view whose saved frame has a length along its stack's axis
    where Plumb gives it none."""
    parent = view.parent
    if view.attrs.get("hidden") != "YES" or parent is None or parent.element != "stackView":
        return False
    length = 3 if parent.attrs.get("axis") == "vertical" else 2
    return view.frame[length] > HALF and view.plumb[length] <= HALF


def sized_inside(view):
    """Whether a view inside `view` (not excluded) is off in its own size, or is a hidden
    arranged view Xcode saved with room."""
    stack = list(view.children)
    while stack:
        v = stack.pop()
        stack.extend(v.children)
        if getattr(v, "error", None) is None or v.error <= HALF or excluded(v):
            continue
        if max(abs(v.delta[2]), abs(v.delta[3])) > HALF or hidden_with_room(v):
            return True
    return False


def own_cause(document, view):
    """The first rule that names what in the XML makes this view's frame differ."""
    scene = view.scene
    size_off = max(abs(view.delta[2]), abs(view.delta[3])) > HALF
    place_off = max(abs(view.delta[0]), abs(view.delta[1])) > HALF
    a = view.attrs
    parent = view.parent
    in_stack = parent is not None and parent.element == "stackView"
    # 0. A table view cell that is a xib's top-level view: Xcode saves it at its design width,
    #    Plumb lays it out at run time as a row of a table as wide as the window
    #    (Documentation/Facts/Cells.md#a-cell-xib-in-a-table); the canvas figure compares it.
    root = scene.root
    if (scene.kind == "xib" and root is not None and root.element == "tableViewCell"
            and root.plumb is not None and abs(root.plumb[2] - root.frame[2]) > HALF):
        return "a cell xib in its table's width"
    # 1. A size-class variation that applies on the design device changes the view or one of
    #    its constraints (Plumb drops variations' constants and properties).
    if view.id in scene.variation_ids or any(
            c["id"] in scene.variation_ids or c["variation"] for c in view.constraints):
        return "size-class variation"
    # 2. Kept in place by its autoresizing mask: fixedFrame="YES", or no constraint at all.
    if view.parent is not None and (a.get("fixedFrame") == "YES" or (
            not view.constraints and not in_stack
            and a.get("translatesAutoresizingMaskIntoConstraints") != "NO")):
        return "fixed frame"
    # 2a. A hidden arranged view that Xcode saved with a length along its stack's axis: UIKit
    #     gives a hidden arranged view no room (Apple's UIStackView documentation,
    #     Documentation/Facts/AutoLayout.md#hidden-arranged-views), Plumb collapses it, and the
    #     saved frame shows that the saving Xcode's canvas did not.
    if hidden_with_room(view):
        return "hidden arranged view saved with room"
    # 3. A scroll view whose edges (not its content or frame guide) are tied to its content.
    #    Those constraints set the content area, not the content's size (Documentation/Facts/
    #    ScrollViews.md#constraints-to-a-scroll-views-content), so a content view with a view
    #    inside it whose own size is off follows that view instead.
    def scroll_edge(v, content):
        return v.element == "scrollView" and tied(
            v, EDGE_ATTRIBUTES, lambda e: e[0] == content.id and e[2] is None)
    if ((view.element == "scrollView" and any(scroll_edge(view, c) for c in view.children)) or (
            parent is not None and scroll_edge(parent, view))) and not sized_inside(view):
        return "scroll-view edges"
    # 4. A fill-proportionally stack view or one of its arranged views, off along the stack's
    #    axis: the distribution decides lengths and places along the axis only (Apple's
    #    UIStackView.Distribution documentation,
    #    Documentation/Facts/AutoLayout.md#fill-proportionally); across it the alignment and
    #    the views' own sizes do.
    def along_axis(v, stack):
        vertical = stack.attrs.get("axis") == "vertical"
        return max(abs(v.delta[1]), abs(v.delta[3])) > HALF if vertical else max(
            abs(v.delta[0]), abs(v.delta[2])) > HALF
    if (view.element == "stackView" and a.get("distribution") == "fillProportionally"
            and along_axis(view, view)) or (
            in_stack and parent.attrs.get("distribution") == "fillProportionally"
            and along_axis(view, parent)):
        return "fill-proportionally"
    # 5. Interface Builder's stand-in intrinsic size, or a designable's recorded one.
    if size_off and (a.get("placeholderIntrinsicWidth") or a.get("placeholderIntrinsicHeight")
                     or view.id in document.designables):
        return "placeholder/designable size"
    # 5a. A custom-class view with neither, which Plumb collapses to zero or less: its
    #     `intrinsicContentSize` is the app's code, which Plumb cannot run (issue 29 asks for
    #     these to be named and counted apart; Plumb's report names them at the element).
    collapsed = view.plumb[2] <= 0 < view.frame[2] or view.plumb[3] <= 0 < view.frame[3]
    if size_off and a.get("customClass") and view.element == "view" and collapsed:
        return "size decided by the app's code"
    # 5b. Text in a face Plumb has no metrics for (a custom font, a system weight other than
    #     regular, medium, semibold and bold, italic): Plumb says so at the element and measures
    #     it in the regular system font, so it is counted apart from text metrics.
    content_off = max(abs(view.delta[2]), abs(view.delta[3])) > 0.01
    font = next((c for c in view.element_node if c.tag == "fontDescription"), None)
    if (content_off and font is not None and not font.get("style")
            and font.get("name") in document.shipped_faces):
        return "shipped font (measured from its file)"
    if content_off and font is not None and not font.get("style") and (
            font.get("name") or font.get("type") not in (None, "system", "boldSystem")
            or font.get("weight") not in (None, "regular", "medium", "semibold", "bold")
            or (font.get("type") == "boldSystem" and font.get("weight"))):
        return "unmeasured font (not modelled)"
    # 5c. Text with characters Plumb has no San Francisco advances for (the recording has
    #     printable ASCII only; an emoji is measured with DejaVu Sans's advance): Plumb says so
    #     at the element, so it is counted apart from text metrics too.
    text = a.get("text") or a.get("title") or ""
    if content_off and any(not " " <= c <= "~" for c in text):
        return "unmeasured characters (not modelled)"
    # 6-9. Views whose size is their content's: text, button and field, control, image. Any
    #      difference in their size counts (a label 0.5 pt shorter moves what is centred on it).
    # 6a. A label whose saved height is a whole point less than one point above Plumb's line
    #     height (21 for a 17-pt line of 20.29, which Plumb rounds to the pixel: 20.5 or 20 1/3)
    #     with its width right: a frame an older Xcode saved and no later one updated. Kingfisher's
    #     demo `Main.storyboard` (tools version 23727, one design device) shows both: 17 cells
    #     whose identical 17-pt labels (leading 20, centred) are saved 21 high at y = 11 2/3, and
    #     2 saved 20 1/3 high at y = 12 as Plumb gives them. Not a text-metrics error, so it is
    #     counted apart.
    if (content_off and view.element == "label" and a.get("numberOfLines", "1") == "1"
            and abs(view.delta[2]) <= HALF and view.frame[3] == round(view.frame[3])
            and 0 < -view.delta[3] < 1):
        return "label height saved by an older Xcode"
    # 6b. A text view that scrolls (the default) has no intrinsic size, as any scroll view: its
    #     size is its constraints', so a difference comes from what it is tied to.
    scrolling_text = view.element == "textView" and a.get("scrollEnabled") != "NO"
    if content_off and view.element in TEXT_ELEMENTS and not scrolling_text:
        return "text metrics"
    if content_off and view.element in BUTTON_ELEMENTS:
        return "button/text-field size"
    if content_off and view.element in CONTROL_ELEMENTS:
        return "controls"
    if content_off and view.element == "imageView" and a.get("image"):
        return "image size"
    # 10. Bars: a bar itself, or a view off vertically that is pinned to the safe area's or the
    #     legacy layout guides' top or bottom (navigation, tab and tool bars, and the status bar
    #     as the Xcode that saved the file simulated it: 0 pt on a 4.7-inch design device in
    #     newer Xcodes, 20 pt at run time).
    vertical_off = max(abs(view.delta[1]), abs(view.delta[3])) > HALF
    horizontal_off = max(abs(view.delta[0]), abs(view.delta[2])) > HALF
    view.simulation = xcode_simulation(document, view)
    if view.simulation:
        return "Xcode's simulated metrics"
    if view.element in BAR_ELEMENTS:
        return "bars and containers"
    if (view.parent is None and scene.kind != "xib" and not scene.is_cell and view.frame[1] > 0
            and size_off):
        return "bars and containers"  # a root Xcode placed below an opaque bar (y = 64)
    if vertical_off and tied(
            view, {"top", "bottom", "topMargin", "bottomMargin", "centerY"},
            lambda e: e[2] in ("safeArea", "topGuide", "bottomGuide")):
        return "bars and containers"
    # 11. Pinned to the root view's layout margins (UIKit gives a root 16 or 20 pt).
    root = scene.root
    if root is not None and view.parent is not None and horizontal_off and (
            tied(view, MARGIN_ATTRIBUTES, lambda e: e[0] == root.id)
            or tied(view, POSITION_ATTRIBUTES | {"width", "height"},
                    lambda e: e[0] == root.id and (
                        e[1] in MARGIN_ATTRIBUTES or e[2] == "layoutMargins"))):
        return "root margins"
    # 12. A position multiplier (centerX × 1.6): Plumb evaluates it in window coordinates.
    if place_off and any(
            c["multiplier"] not in (None, "1", "1:1") and c["firstAttribute"] in POSITION_ATTRIBUTES
            for c in view.constraints):
        return "engine defect: position multiplier"
    # 13. A root whose saved size is not the screen's: a component, a freeform controller, an
    #     embedded child.
    if view.parent is None and size_off and not scene.is_cell:
        return "freeform/component size"
    return None


def attribute_causes(document):
    """Own causes, then the nearest tied disagreeing view's, then the scene's, else other."""
    off = [v for s in document.scenes for v in s.views
           if getattr(v, "error", None) is not None and v.error > HALF and not excluded(v)]
    cause, followed = {}, set()
    for v in off:
        c = own_cause(document, v)
        if c:
            cause[v.id] = c
    # Multi-source breadth-first search over ties between disagreeing views; a tie between
    # causes at the same distance goes to the earlier cause in CAUSES.
    off_ids = {v.id for v in off}
    frontier = sorted((v for v in off if v.id in cause), key=lambda v: CAUSES.index(cause[v.id]))
    while frontier:
        nxt = []
        for v in frontier:
            ties = set(v.neighbours) | {c.id for c in v.children}
            if v.parent is not None:
                ties.add(v.parent.id)
                if v.parent.element == "stackView":
                    ties |= {s.id for s in v.parent.children}
            for t in sorted(ties):
                if t in off_ids and t not in cause:
                    cause[t] = cause[v.id]
                    followed.add(t)
                    nxt.append(document.views[t])
        frontier = nxt
    for v in off:
        if v.id not in cause:
            # A xib whose root is the screen's size, its content off vertically: Plumb insets a
            # full-screen xib's root by the safe area (a second time, for what is pinned to it).
            root = v.scene.root
            full_screen = (v.scene.kind == "xib" and root is not None and root.frame is not None
                           and v.scene.screen is not None and abs(v.delta[1]) > HALF
                           and all(abs(a - b) <= HALF
                                   for a, b in zip(root.frame[2:], v.scene.screen)))
            cause[v.id] = "full-screen xib" if full_screen else "other"
    for v in off:
        v.cause = cause[v.id]
        v.followed = v.id in followed


# --------------------------------------------------------------------------------------------
# The corpus

def evaluate(entry, corpus, plumb, screens, timeout, canvas=False):
    """One file: every scene run through Plumb, compared and attributed (with `canvas`, laid out
    as Interface Builder's canvas draws it)."""
    path = os.path.join(corpus, entry["file"])
    document = Document(path)
    link_constraints(document)
    # Without a <device>, Plumb takes the device whose screen the root views have (a catalogued
    # one, or a design device such as the 4-inch iPhone); the script passes the catalogued one
    # when there is one, and says so when Plumb found none.
    device = device_argument(document, screens)
    unknown_screen = None
    started = time.monotonic()
    for scene in document.scenes:
        if not any(v.frame is not None and not excluded(v) for v in scene.views):
            continue
        run = None if unknown_screen else run_plumb(plumb, path, scene.id, device, timeout,
                                                    canvas or scene.sized_to_window)
        problem = unknown_screen or run.problem
        if problem is None and not document.device_id and not document.is_xib and (
                run.screen is None or not any(
                    s.root is not None and s.root.frame and abs(s.root.frame[2] - run.screen[0])
                    <= HALF and abs(s.root.frame[3] - run.screen[1]) <= HALF
                    for s in document.scenes)):
            root = next((s.root.frame for s in document.scenes if s.root and s.root.frame), None)
            size = f"{root[2]:g} × {root[3]:g}" if root else "unknown"
            problem = f"no <device>, and no device Plumb knows has the root views' {size} screen"
        if problem is None and "names no device of Plumb's catalog" in run.stderr:
            problem = (f'Plumb resolves <device id="{document.device_id}"> to no catalogued '
                       "device (the frames belong to a screen it does not have)")
        if problem:
            scene.unread = problem
            for v in scene.views:
                v.unread = v.unread or problem
            continue
        scene.screen = run.screen
        for v in scene.views:
            if v.is_container_tab_bar and v.frame and not at_screen_bottom(v.frame, run.screen):
                v.unread = ("a tab bar controller's <tabBar> saved where no layout of the "
                            "design device puts it: Xcode saves the frame the bar was created "
                            "with")
        compare_scene(scene, run.frames)
    attribute_causes(document)
    return document, time.monotonic() - started


def summarize(documents, entries):
    """Counts per file, per repository and in total, and the cause table."""
    rows, per_repo, total = [], collections.OrderedDict(), collections.Counter()
    sub = collections.Counter()  # the same counts for subviews only (roots left out)
    causes = collections.OrderedDict((c, collections.Counter()) for c in CAUSES)
    unread_reasons, others, unread_per_file = collections.Counter(), [], []
    simulated = collections.Counter()  # views off by what Xcode simulated, by the evidence
    for entry, (document, seconds) in zip(entries, documents):
        count = collections.Counter()
        for scene in document.scenes:
            for v in scene.views:
                if v.frame is None:
                    continue
                if excluded(v):
                    count["excluded"] += 1
                elif v.unread:
                    count["unread"] += 1
                    unread_reasons[v.unread] += 1
                elif getattr(v, "error", None) is not None:
                    count["compared"] += 1
                    count["half"] += v.error <= HALF
                    count["two"] += v.error <= TWO
                    count["more"] += v.error > TWO
                    count["on_canvas"] += scene.sized_to_window
                    if v.parent is not None:
                        sub.update(compared=1, half=v.error <= HALF, two=v.error <= TWO,
                                   more=v.error > TWO)
                    if v.error > HALF:
                        causes[v.cause]["views"] += 1
                        causes[v.cause]["followed"] += v.followed
                        causes[v.cause]["more"] += v.error > TWO
                        if v.cause == "other":
                            others.append((entry["file"], scene.id, v))
                        if getattr(v, "simulation", None):
                            simulated[v.simulation] += 1
        count["scenes"] = len(document.scenes)
        count["seconds"] = seconds
        rows.append((entry, count))
        repo = entry["repository"].split("github.com/")[-1]
        per_repo.setdefault(repo, collections.Counter()).update(count)
        total.update(count)
    total["subviews"] = sub
    return rows, per_repo, total, causes, unread_reasons, others, simulated


def pct(part, whole):
    return f"{100.0 * part / whole:.1f} %" if whole else "–"


def markdown(rows, per_repo, total, causes, unread_reasons, others, simulated, plumb_version,
             seconds, canvas_total, canvas_causes):
    out = []
    emit = out.append
    emit("# Fidelity: Plumb's frames against the frames Xcode saved\n")
    emit(f"Plumb: `{plumb_version}`. Files: {len(rows)} from {len(per_repo)} repositories; "
         f"run time {seconds:.0f} s.\n")
    emit("Compared views: views with a saved frame that Plumb laid out (Xcode's `misplaced` and "
         "`ambiguous` views excluded); error = largest of |dx|, |dy|, |dw|, |dh| in the "
         "superview's coordinates (a root by its size).\n")
    header = ("| {} | compared | ≤ 0.5 pt | ≤ 2 pt | > 2 pt | unread | excluded |\n"
              "|---|---:|---:|---:|---:|---:|---:|")

    def line(name, c):
        return (f"| {name} | {c['compared']} | {c['half']} ({pct(c['half'], c['compared'])}) | "
                f"{c['two']} ({pct(c['two'], c['compared'])}) | {c['more']} | "
                f"{c.get('unread', '–')} | {c.get('excluded', '–')} |")
    emit("## Total\n")
    emit(header.format(""))
    emit(line("all files", total))
    emit(line("subviews only (roots left out)", dict(total["subviews"])))
    emit("\nA root is compared by its size only, which on a full-screen scene Plumb rarely gets "
         "wrong; the subviews' row is the stricter figure.")
    emit(f"\n{total['on_canvas']} of the compared views are in scenes that UIKit sizes to the "
         "window at run time where Xcode saved them at a size of their own (a freeform "
         "controller, a view controller's xib, and their tables' cells: "
         "Documentation/Facts/Containers.md#freeform-size): the file holds no run-time frame "
         "for them, so they are compared as the canvas draws them, at the saved size.")
    emit("\n## On Interface Builder's canvas\n")
    emit("The like-for-like figure (Xcode saved what its canvas computed): the same views laid "
         "out as Interface Builder's canvas draws them "
         "(`plumb render --canvas`: the document's device with the insets the saving Xcode "
         "simulates, Documentation/Facts/InterfaceBuilder.md#the-canvas-and-its-simulated-insets), "
         "the layout Xcode's `misplaced` compares with. Every other table in this file is the "
         "run-time comparison above.\n")
    emit(header.format(""))
    emit(line("all files, on the canvas", canvas_total))
    emit(line("subviews only, on the canvas", dict(canvas_total["subviews"])))
    emit("\nViews off by more than 0.5 pt on the canvas, by cause:\n")
    cause_table(emit, canvas_causes)
    emit("\n## Per repository\n")
    emit(header.format("repository"))
    for repo, c in per_repo.items():
        emit(line(repo, c))
    emit("\n## Per cause (views off by more than 0.5 pt)\n")
    cause_table(emit, causes)
    emit("\n## Unread, by reason\n")
    emit("| reason | saved frames |\n|---|---:|")
    for reason, n in sorted(unread_reasons.items(), key=lambda kv: (-kv[1], kv[0])):
        emit(f"| {reason.replace('|', '/')} | {n} |")
    emit("\n## Xcode's simulated metrics, by evidence\n")
    emit("Views whose saved frame differs from UIKit's by exactly what the saving Xcode simulated "
         "(Plumb lays out what the device does at run time); views that follow them are not "
         "counted here.\n")
    if not simulated:
        emit("None.")
    else:
        emit("| what Xcode simulated (evidence) | views |\n|---|---:|")
    for evidence, n in sorted(simulated.items(), key=lambda kv: (-kv[1], kv[0])):
        emit(f"| {evidence} | {n} |")
    emit("\n## \"other\", one by one\n")
    if not others:
        emit("None.")
    else:
        emit("| file | scene | view | saved | Plumb |\n|---|---|---|---|---|")
        for file, scene, v in others:
            emit(f"| {file} | {scene} | {v.table_name()} | {fmt(v.frame)} | {fmt(v.plumb)} |")
    emit("\n## Per file\n")
    emit("| file | scenes | compared | ≤ 0.5 pt | ≤ 2 pt | > 2 pt | unread | excluded | s |\n"
         "|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for entry, c in rows:
        emit(f"| {entry['file']} | {c['scenes']} | {c['compared']} | {c['half']} | {c['two']} | "
             f"{c['more']} | {c['unread']} | {c['excluded']} | {c['seconds']:.1f} |")
    return "\n".join(out) + "\n"


def cause_table(emit, causes):
    emit("| cause | views | of which follow another view | off by > 2 pt |\n|---|---:|---:|---:|")
    for cause, c in causes.items():
        if c["views"]:
            emit(f"| {cause} | {c['views']} | {c['followed']} | {c['more']} |")
    emit(f"| **all** | {sum(c['views'] for c in causes.values())} | "
         f"{sum(c['followed'] for c in causes.values())} | "
         f"{sum(c['more'] for c in causes.values())} |")


def fmt(frame):
    if frame is None:
        return "–"
    return "(" + ", ".join(f"{v:g}" for v in frame[:2]) + ", " + " × ".join(
        f"{v:g}" for v in frame[2:]) + ")"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("plumb", help="the built plumb executable")
    parser.add_argument("--corpus", default=os.path.join(REPO, "Tests/Fixtures/Storyboards"))
    parser.add_argument("--output", default=os.path.join(
        os.environ.get("TMPDIR", "/tmp"), "plumb-fidelity.md"), help="the markdown summary")
    parser.add_argument("--json", help="also write the counts as JSON")
    parser.add_argument("--min-within-half-point", type=float, metavar="PERCENT",
                        help="exit 1 when fewer compared views than this are within 0.5 pt")
    parser.add_argument("--min-canvas-within-half-point", type=float, metavar="PERCENT",
                        help="exit 1 when fewer compared views than this are within 0.5 pt of "
                             "the saved frames on Interface Builder's canvas")
    parser.add_argument("--min-compared", type=int, metavar="N",
                        help="exit 1 when fewer views than this are compared (coverage floor)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds per scene")
    args = parser.parse_args()
    plumb = os.path.abspath(args.plumb)
    if not os.access(plumb, os.X_OK):
        parser.error(f"{args.plumb} is not an executable")
    manifest = os.path.join(args.corpus, "MANIFEST.json")
    try:
        with open(manifest, encoding="utf-8") as f:
            entries = json.load(f)
    except (OSError, json.JSONDecodeError) as error:
        parser.error(f"cannot read {manifest}: {error}")
    version = subprocess.run([plumb, "--version"], capture_output=True, text=True).stdout.strip()
    screens = catalog_screens(plumb)
    started = time.monotonic()
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        documents = list(pool.map(
            lambda e: evaluate(e, args.corpus, plumb, screens, args.timeout), entries))
        canvas = list(pool.map(
            lambda e: evaluate(e, args.corpus, plumb, screens, args.timeout, canvas=True),
            entries))
    seconds = time.monotonic() - started
    summary = summarize(documents, entries)
    canvas_summary = summarize(canvas, entries)
    text = markdown(*summary, version, seconds, canvas_summary[2], canvas_summary[3])
    with open(args.output, "w", encoding="utf-8") as f:
        f.write(text)
    print(text)
    rows, per_repo, total, causes, unread_reasons, _, _ = summary
    if args.json:
        def disagreements(evaluated):
            return [{"file": e["file"], "scene": v.scene.id, "view": v.name,
                     "element": v.element, "saved": v.frame, "plumb": v.plumb,
                     "error": round(v.error, 3), "cause": v.cause, "followed": v.followed}
                    for e, (d, _) in zip(entries, evaluated) for s in d.scenes for v in s.views
                    if getattr(v, "cause", None)]
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump({"total": total, "canvas_total": canvas_summary[2],
                       "repositories": per_repo, "causes": causes,
                       "canvas_causes": canvas_summary[3], "unread": unread_reasons,
                       "files": {e["file"]: c for e, c in rows},
                       "disagreements": disagreements(documents),
                       "canvas_disagreements": disagreements(canvas)},
                      f, indent=2, sort_keys=True)
    failed = False
    for name, counts, floor in (("", total, args.min_within_half_point),
                                (" on the canvas", canvas_summary[2],
                                 args.min_canvas_within_half_point)):
        share = 100.0 * counts["half"] / counts["compared"] if counts["compared"] else 0.0
        if floor is not None and share < floor:
            print(f"fidelity: {share:.1f} % within 0.5 pt{name} is below the floor {floor:g} %",
                  file=sys.stderr)
            failed = True
    if args.min_compared is not None and total["compared"] < args.min_compared:
        print(f"fidelity: {total['compared']} views compared is below the floor "
              f"{args.min_compared}", file=sys.stderr)
        failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
