#!/usr/bin/env python3
"""`plumb preview` in a real browser: headless Chromium, driven by Selenium.

Starts `plumb preview` on a copy of Examples/000-media-player.yaml, opens the page and checks
what a user would see:
  1. every chosen device and orientation drawn (one panel each, with the server's SVG);
  2. hovering the player shows its name, its frame and every constraint of the file that names
     it, each with its line (the lines are counted here, from the file, not from the server);
  3. typing a conflicting constraint into the editor marks the panels failing and lists the
     conflict with its line;
  4. typing a misspelt attribute shows the error at line:column with its hint, and clicking it
     puts the editor's cursor there;
  5. saving the file on disk re-renders every panel (latency measured in the page) and puts the
     saved text in the editor;
  6. the toggles: choosing a Dynamic Type size, the keyboard and fewer orientations lays every
     shown device out again with them (each panel's title and data attributes say so);
  7. breaking points on hover, on the limits benchmark (Tests/Fixtures/Limits/breaking-points.yaml)
     in a second server: hovering the keyboard panel's finding shows "searching…", then the
     edge `plumb check --limits` prints (the keyboard reaches the button above 852 − 609 =
     243 pt, derived in Tests/LayoutPipelineTests/LimitsTests.swift); hovering the passing
     panel shows its nearest edges;
and compares screenshots of one picture before and after the save: the saved ratio changes the
player, so the pixels must differ, and the player's gold must be on both.

Usage: python3 Scripts/browser-test.py [path/to/plumb] [--screenshots DIR]
Needs: chromium and chromium-driver (Debian), selenium (PyPI).
"""
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import time
import zlib

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEVICES = "iPhone 14 Pro,iPad Pro 11-inch (4th generation)"
ORIENTATIONS = "portrait,landscapeLeft"
PANELS = 4  # two devices, each in both orientations
GOLD = (255, 215, 0)  # CSS "gold", the player's colour in the example


def png_pixels(data):
    """Decodes an 8-bit RGB/RGBA, non-interlaced PNG (what Chromium writes) into rows of tuples."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, width, height, channels = 8, b"", 0, 0, 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and interlace == 0 and colour in (2, 6), "unexpected PNG layout"
            channels = 3 if colour == 2 else 4
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw, stride, rows, prev = zlib.decompress(idat), width * channels, [], bytearray(width * channels)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):  # PNG filters (RFC 2083 §6)
            a = line[i - channels] if i >= channels else 0
            b, c = prev[i], prev[i - channels] if i >= channels else 0
            if kind == 1: line[i] = (line[i] + a) & 255
            elif kind == 2: line[i] = (line[i] + b) & 255
            elif kind == 3: line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append([tuple(line[x * channels:x * channels + 3]) for x in range(width)])
        prev = line
    return rows


def count_colour(rows, colour, tolerance=8):
    """Pixels within `tolerance` per channel of `colour` (anti-aliased edges aside)."""
    return sum(1 for row in rows for p in row if all(abs(p[i] - colour[i]) <= tolerance for i in range(3)))


def main():
    args = sys.argv[1:]
    shots = tempfile.gettempdir()
    if "--screenshots" in args:
        i = args.index("--screenshots")
        shots = args[i + 1]
        del args[i:i + 2]
    plumb = args[0] if args else os.path.join(ROOT, ".build", "debug", "plumb")
    os.makedirs(shots, exist_ok=True)
    work = tempfile.mkdtemp(prefix="plumb-browser-")
    layout = os.path.join(work, "player.yaml")
    shutil.copy(os.path.join(ROOT, "Examples", "000-media-player.yaml"), layout)
    original = open(layout).read()
    server = subprocess.Popen([plumb, "preview", layout, "--devices", DEVICES, "--orientations", ORIENTATIONS],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    driver = None
    try:
        line = server.stdout.readline()
        assert line.startswith("plumb preview: http://127.0.0.1:"), f"unexpected first line: {line!r}"
        url = line.split()[2]
        options = webdriver.ChromeOptions()
        for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1600,1400"):
            options.add_argument(flag)
        options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
        driver = webdriver.Chrome(options=options, service=Service(shutil.which("chromedriver") or "/usr/bin/chromedriver"))
        wait = WebDriverWait(driver, 20, poll_frequency=0.05)
        driver.get(url)

        # 1. Every scenario drawn.
        wait.until(lambda d: len(d.find_elements(By.CSS_SELECTOR, ".panel .picture svg")) == PANELS)
        titles = [e.text for e in driver.find_elements(By.CSS_SELECTOR, ".panel h2")]
        assert titles[0] == "iPhone 14 Pro · portrait", titles
        wait.until(lambda d: d.find_element(By.ID, "editor").get_attribute("value") == original)
        first = driver.find_element(By.CSS_SELECTOR, ".panel .picture")
        before_png = first.screenshot_as_png
        driver.save_screenshot(os.path.join(shots, "plumb-preview-1-loaded.png"))

        # 2. Hover the player: its name and frame.
        player = driver.find_element(By.CSS_SELECTOR, ".panel rect.hit[data-name='player']")
        ActionChains(driver).move_to_element(player).perform()
        wait.until(lambda d: d.find_element(By.ID, "hover").is_displayed())
        hover = driver.find_element(By.ID, "hover").text
        assert hover.startswith("player (view)") and " pt" in hover, hover
        # The oracle: the constraint lines of the file that name the player, counted here.
        lines = original.split("\n")
        start = lines.index("constraints:")
        expected = [i + 1 for i, text in enumerate(lines) if i > start and text.strip().startswith("- ")
                    and "player." in text]
        listed = driver.find_elements(By.CSS_SELECTOR, "#hover li.constraint")
        listed_lines = [int(e.get_attribute("data-line")) for e in listed]
        assert listed_lines == expected, (listed_lines, expected)
        for e, number in zip(listed, expected):
            text = lines[number - 1].strip()[2:]
            assert e.text.startswith(f"line {number}: {text} — "), (e.text, text)
        driver.save_screenshot(os.path.join(shots, "plumb-preview-1b-hover.png"))

        # 3. Type a conflicting constraint at the end of the file (real keystrokes).
        editor = driver.find_element(By.ID, "editor")
        editor.click()
        editor.send_keys(Keys.CONTROL, Keys.END)
        editor.send_keys("  - player.width == 5000\n")
        conflict_line = len(original.split("\n"))  # the new line replaces the file's empty last line
        wait.until(lambda d: len(d.find_elements(By.CSS_SELECTOR, ".panel.failed")) == PANELS)
        findings = [e.text for e in driver.find_elements(By.CSS_SELECTOR, ".finding.error")]
        assert any(f.startswith("unsatisfiable") and f"line {conflict_line}:" in f for f in findings), findings
        driver.save_screenshot(os.path.join(shots, "plumb-preview-2-conflict.png"))

        # 4. A misspelt attribute: the error at line:column, with the hint.
        editor.send_keys("  - player.widht == 3")
        wait.until(lambda d: d.find_element(By.ID, "problem").is_displayed())
        problem = driver.find_element(By.ID, "problem").text
        assert f"player.yaml:{conflict_line + 1}:" in problem and "hint:" in problem, problem
        # Clicking the error puts the editor's cursor at that line and column.
        column = int(problem.split(f"player.yaml:{conflict_line + 1}:")[1].split(":")[0])
        driver.find_element(By.ID, "problem").click()
        text = editor.get_attribute("value")
        offset = sum(len(l) + 1 for l in text.split("\n")[:conflict_line]) + column - 1
        assert driver.execute_script("return document.getElementById('editor').selectionStart;") == offset
        driver.save_screenshot(os.path.join(shots, "plumb-preview-3-error.png"))

        # 5. Save a new ratio on disk: every panel re-renders, the editor takes the saved text.
        saved = original.replace("aspectFit: 21/9", "aspectFit: 4/3").replace("height * 21/9", "height * 4/3")
        assert saved != original
        driver.execute_script("window.plumbMark = performance.now();")
        started = time.monotonic()
        with open(layout, "w") as f:
            f.write(saved)
        wait.until(lambda d: d.find_element(By.ID, "editor").get_attribute("value") == saved)
        seen = time.monotonic() - started
        # The page's own clock: from just before the write to the update's arrival.
        in_page = driver.execute_script("return window.plumb.savedAt - window.plumbMark;")
        drawn = driver.execute_script("return window.plumb.savedDrawnAt - window.plumbMark;")
        wait.until(lambda d: not d.find_element(By.ID, "problem").is_displayed()
                   and len(d.find_elements(By.CSS_SELECTOR, ".panel.failed")) == 0)
        after_png = driver.find_element(By.CSS_SELECTOR, ".panel .picture").screenshot_as_png
        driver.save_screenshot(os.path.join(shots, "plumb-preview-4-saved.png"))
        with open(os.path.join(shots, "plumb-preview-picture-before.png"), "wb") as f:
            f.write(before_png)
        with open(os.path.join(shots, "plumb-preview-picture-after.png"), "wb") as f:
            f.write(after_png)

        # 6. The toggles: each change lays every shown device out again in the scenarios chosen.
        def toggle(key, value):
            # The toggles are redrawn when an answer arrives; a box found just before that is
            # stale, so find it again.
            def click(d):
                try:
                    d.find_element(By.CSS_SELECTOR, f"#toggles input[data-key='{key}'][data-value='{value}']").click()
                    return True
                except StaleElementReferenceException:
                    return False
            wait.until(click)

        def panels_where(**conditions):
            """Waits until every panel's data attributes have the values given, and returns the
            panels' titles and data (read in one script, so a redraw cannot interleave)."""
            read = "return [...document.querySelectorAll('.panel')].map((p) => ({title: p.querySelector('h2').textContent, data: {...p.dataset}}));"
            def ready(d):
                panels = d.execute_script(read)
                return panels if panels and all(all(p["data"].get(k) in v for k, v in conditions.items())
                                                for p in panels) else False
            return wait.until(ready)

        def panel_count(d):
            return d.execute_script("return document.querySelectorAll('.panel').length;")

        largest = "accessibilityExtraExtraExtraLarge"
        toggle("contentSize", largest)
        wait.until(lambda d: panel_count(d) == 2 * PANELS)
        toggle("contentSize", "large")
        shown = panels_where(contentSize=[largest])
        assert len(shown) == PANELS, len(shown)
        assert all(largest in p["title"] for p in shown), shown
        toggle("keyboard", "shown")
        wait.until(lambda d: panel_count(d) == 2 * PANELS)
        toggle("keyboard", "hidden")
        shown = panels_where(keyboard=["shown"], contentSize=[largest])
        assert len(shown) == PANELS and all(p["title"].endswith(", keyboard") for p in shown), shown
        toggle("orientation", "landscapeLeft")
        shown = panels_where(orientation=["portrait"], keyboard=["shown"])
        assert len(shown) == PANELS // 2, len(shown)
        driver.save_screenshot(os.path.join(shots, "plumb-preview-5-toggles.png"))
        # Unticking the last box of a group is refused on the page; the panels stay.
        toggle("orientation", "portrait")
        assert driver.execute_script(
            "return document.querySelector(\"#toggles input[data-key='orientation'][data-value='portrait']\").checked;")
        assert panel_count(driver) == PANELS // 2

        # 7. Breaking points on hover, in a second server.
        limits_hover(driver, plumb, shots)

        # The screenshots compared: the player is gold in both, and a 4:3 player is drawn
        # differently from a 21:9 one.
        before, after = png_pixels(before_png), png_pixels(after_png)
        gold_before, gold_after = count_colour(before, GOLD), count_colour(after, GOLD)
        assert gold_before > 500 and gold_after > 500, (gold_before, gold_after)
        assert before != after, "the picture did not change after the save"
        print(f"browser test passed: {PANELS} panels, hover list, toggles, limits on hover; save seen in the page after {seen * 1000:.0f} ms "
              f"(polled by Selenium every 50 ms); in the page's clock {in_page:.0f} ms to the update, {drawn:.0f} ms to the pictures drawn; gold pixels {gold_before} → {gold_after}; "
              f"screenshots in {shots}")
    finally:
        if driver:
            driver.quit()
        stop(server)
        shutil.rmtree(work, ignore_errors=True)



def stop(server):
    """Ends a `plumb preview` this script started."""
    server.terminate()
    try:
        server.wait(timeout=10)
    except subprocess.TimeoutExpired:
        server.kill()


def limits_hover(driver, plumb, shots):
    """Step 7: the breaking points of a finding, and of a passing panel, on hover."""
    server = subprocess.Popen(
        [plumb, "preview", os.path.join(ROOT, "Tests", "Fixtures", "Limits", "breaking-points.yaml"),
         "--devices", "iPhone 14 Pro", "--orientations", "portrait", "--keyboard"],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        driver.set_window_size(1400, 860)
        driver.get(server.stdout.readline().split()[2])
        # A search lays the screen out some 90 times: seconds in a debug build.
        wait = WebDriverWait(driver, 60, poll_frequency=0.05)
        wait.until(lambda d: len(d.find_elements(By.CSS_SELECTOR, ".panel .picture svg")) == 2)
        hover = lambda d: d.find_element(By.ID, "hover").text
        finding = driver.find_element(By.CSS_SELECTOR, ".panel[data-panel='1'] li.finding")
        ActionChains(driver).move_to_element(finding).perform()
        wait.until(lambda d: "searching…" in hover(d) or "found here" in hover(d))
        wait.until(lambda d: "found here" in hover(d))
        text = hover(driver)
        assert "[underKeyboard] `save` (found here):" in text, text
        edge = float(text.split("with the keyboard taller than ")[1].split(" pt")[0])
        assert abs(edge - 243) <= 0.5, text
        driver.save_screenshot(os.path.join(shots, "plumb-preview-6-limits.png"))
        passes = driver.find_element(By.CSS_SELECTOR, ".panel[data-panel='0'] li.passes")
        ActionChains(driver).move_to_element(passes).perform()
        wait.until(lambda d: "passes; the nearest edge of each dimension:" in hover(d))
        assert "[truncated] `title` in windows narrower than" in hover(driver), hover(driver)
        driver.save_screenshot(os.path.join(shots, "plumb-preview-7-limits-passing.png"))
    finally:
        stop(server)


if __name__ == "__main__":
    main()
