#!/usr/bin/env python3
"""Writes a storyboard of vertical fill-proportionally stack views nested N deep with a label
at the bottom: the hostile case for fitting stacks nested in fill-proportionally stacks (each
nested stack counts with its fitting size, which fits the stacks inside it). With
--sibling-labels every nested stack has a multi-line label before it, so that every level has
two views to share its height and every level is arranged again once the labels know their
widths.

    python3 Scripts/bench/nested_fill_proportional.py 40 > nested-40.storyboard
    python3 Scripts/bench/nested_fill_proportional.py 40 --sibling-labels > siblings-40.storyboard
    plumb check --devices "iPhone SE" nested-40.storyboard
"""

import sys


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
    indent = "                        "

    def stack(level: int) -> None:
        pad = indent + "    " * (2 * level)
        lines.append(
            f'{pad}<stackView opaque="NO" contentMode="scaleToFill" axis="vertical" '
            f'distribution="fillProportionally" spacing="{level % 3 * 2}" '
            f'translatesAutoresizingMaskIntoConstraints="NO" id="STK-{level:03d}">'
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
    body = "\n".join(lines)
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="VC0">
    <device id="retina4_7" orientation="portrait" appearance="light"/>
    <scenes>
        <scene sceneID="SC0">
            <objects>
                <viewController id="VC0" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="ROOT">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
{body}
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="SAFE"/>
                        <constraints>
                            <constraint firstItem="STK-000" firstAttribute="top" secondItem="SAFE" secondAttribute="top" constant="20" id="C-1"/>
                            <constraint firstItem="STK-000" firstAttribute="leading" secondItem="SAFE" secondAttribute="leading" constant="16" id="C-2"/>
                            <constraint firstItem="SAFE" firstAttribute="trailing" secondItem="STK-000" secondAttribute="trailing" constant="16" id="C-3"/>
                        </constraints>
                    </view>
                </viewController>
            </objects>
        </scene>
    </scenes>
</document>
"""


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
