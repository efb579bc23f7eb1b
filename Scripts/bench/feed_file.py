#!/usr/bin/env python3
"""Writes a feed screen as a layout file, the way a new user writes one by hand, for the
`plumb check` benchmark (issue 15, Benchmarks/Results/*-check-speed.md).

  python3 Scripts/bench/feed_file.py 100 > feed-400.yaml   # 100 cells, 4 views each, + 1

A scroll view fills the safe area; in its content, N cards one below the other, 8 pt apart with
16-pt margins. Each card holds a 40 x 40 avatar at its top-leading corner, a one-line headline
title beside it and a wrapping body label under the title; the card is as tall as its text.
Every view is determined by its constraints, so a correct engine reports nothing.
"""
import argparse

def feed(cells):
    yield f"title: A feed of {cells} cards ({4 * cells + 1} views)"
    yield "device: iPhone 14 Pro"
    yield "views:"
    yield "  scroll: { scroll: true, color: \"#f2f2f7\" }"
    for i in range(cells):
        yield f"  card{i}: {{ parent: scroll, color: white }}"
        yield f"  avatar{i}: {{ parent: card{i}, color: teal }}"
        yield f"  title{i}: {{ parent: card{i}, label: {{ text: Person number {i}, style: headline }} }}"
        yield (f"  body{i}: {{ parent: card{i}, label: {{ text: \"A short post of a few words that wraps "
               f"on narrow phones, number {i}\", style: body, lines: 0 }} }}")
    yield "constraints:"
    for edge in ("top", "leading", "trailing", "bottom"):
        yield f"  - scroll.{edge} == safeArea.{edge}"
    for i in range(cells):
        above = "scroll.contentLayout.top + 16" if i == 0 else f"card{i - 1}.bottom + 8"
        yield f"  - card{i}.top == {above}"
        yield f"  - card{i}.leading == scroll.contentLayout.leading + 16"
        yield f"  - card{i}.width == scroll.frameLayout.width - 32"
        yield f"  - avatar{i}.top == card{i}.top + 12"
        yield f"  - avatar{i}.leading == card{i}.leading + 12"
        yield f"  - avatar{i}.width == 40"
        yield f"  - avatar{i}.height == 40"
        yield f"  - title{i}.top == avatar{i}.top"
        yield f"  - title{i}.leading == avatar{i}.trailing + 12"
        yield f"  - title{i}.trailing <= card{i}.trailing - 12"
        yield f"  - body{i}.top == title{i}.bottom + 4"
        yield f"  - body{i}.leading == title{i}.leading"
        yield f"  - body{i}.trailing == card{i}.trailing - 12"
        yield f"  - card{i}.bottom >= avatar{i}.bottom + 12"
        yield f"  - card{i}.bottom == body{i}.bottom + 12 @750"
        yield f"  - card{i}.bottom >= body{i}.bottom + 12"
    yield f"  - card{cells - 1}.bottom == scroll.contentLayout.bottom - 16"
    yield "  - scroll.contentLayout.width == scroll.frameLayout.width"

def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("cells", type=int)
    args = parser.parse_args()
    for line in feed(args.cells):
        print(line)

if __name__ == "__main__":
    main()
