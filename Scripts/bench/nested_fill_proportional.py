#!/usr/bin/env python3
"""Writes a storyboard of vertical fill-proportionally stack views nested N deep with a label
at the bottom: the hostile case for fitting stacks nested in fill-proportionally stacks (each
nested stack counts with its fitting size, which fits the stacks inside it). With
--sibling-labels every nested stack has a multi-line label before it, so that every level has
two views to share its height and every level is arranged again once the labels know their
widths.

Run from the repository root.

    python3 Scripts/bench/nested_fill_proportional.py 40 > nested-40.storyboard
    python3 Scripts/bench/nested_fill_proportional.py 40 --sibling-labels > siblings-40.storyboard
    plumb check --devices "iPhone SE" nested-40.storyboard
"""

import sys

SCENE = "Tests/Fixtures/Repros/r05-placeholder-intrinsic.storyboard"
OUTER = "STK-05-aaa"


def label(pad: str, identifier: str, text: str, lines: int) -> list:
    return [
        f'{pad}<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="{text}" '
        f'numberOfLines="{lines}" translatesAutoresizingMaskIntoConstraints="NO" '
        f'id="{identifier}">',
        f'{pad}    <rect key="frame" x="0.0" y="0.0" width="100" height="21"/>',
        f'{pad}    <fontDescription key="fontDescription" type="system" pointSize="17"/>',
        f"{pad}</label>",
    ]


def storyboard(depth: int, sibling_labels: bool) -> str:
    lines = []
    indent = "                            "

    def stack(level: int) -> None:
        pad = indent + "    " * (2 * level)
        identifier = OUTER if level == 0 else f"STK-{level:03d}"
        lines.append(
            f'{pad}<stackView opaque="NO" contentMode="scaleToFill" axis="vertical" '
            f'distribution="fillProportionally" spacing="{level % 3 * 2}" '
            f'translatesAutoresizingMaskIntoConstraints="NO" id="{identifier}">'
        )
        lines.append(f'{pad}    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>')
        lines.append(f"{pad}    <subviews>")
        if level + 1 < depth:
            if sibling_labels:
                lines.extend(
                    label(
                        pad + "        ",
                        f"LBS-{level + 1:03d}",
                        f"Level {level + 1} says a few words that wrap over more than one line",
                        0,
                    )
                )
            stack(level + 1)
        else:
            lines.extend(label(pad + "        ", "LBL-000", "The bottom of the nest", 1))
        lines.append(f"{pad}    </subviews>")
        lines.append(f"{pad}</stackView>")

    stack(0)
    # The scene around the nest is the fill-proportionally reproduction's: its one stack view,
    # pinned top, leading and trailing to the safe area of an iPhone 8-sized view, is replaced
    # by the nest, whose outermost stack takes its id and so its constraints.
    with open(SCENE, encoding="utf-8") as f:
        scene = f.read()
    start = scene.index("<stackView ")
    start = scene.rindex("\n", 0, start) + 1
    end = scene.rindex("</stackView>") + len("</stackView>")
    return scene[:start] + "\n".join(lines) + scene[end:]


if __name__ == "__main__":
    arguments = sys.argv[1:]
    siblings = "--sibling-labels" in arguments
    arguments = [argument for argument in arguments if argument != "--sibling-labels"]
    if len(arguments) != 1 or not arguments[0].isdigit() or int(arguments[0]) < 1:
        sys.exit(
            "usage: nested_fill_proportional.py DEPTH [--sibling-labels]"
            " (DEPTH a whole number, 1 or more)"
        )
    sys.stdout.write(storyboard(int(arguments[0]), siblings))
