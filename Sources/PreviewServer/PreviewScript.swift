extension PreviewPage {
  /// The page's script: draws the updates, hides and shows scenarios, sends the editor's text,
  /// and shows a view's frame and findings when the pointer is over it.
  ///
  /// It only displays what the server computed (pictures, frames, findings); it has no layout
  /// logic. Answers to edits older than the newest one sent are dropped, so a fast typist sees
  /// the latest text, never an earlier one arriving late.
  public static let script = #"""
    "use strict";
    const SVG = "http://www.w3.org/2000/svg";
    const state = { updates: [], file: 0, seq: 0, shownSeq: 0, hidden: new Set(), socket: null };
    const $ = (id) => document.getElementById(id);
    window.plumb = state; // for tests and the curious

    function el(tag, props, ...children) {
      const node = document.createElement(tag);
      Object.assign(node, props || {});
      for (const child of children) node.append(child);
      return node;
    }

    function setStatus(text, isError) {
      $("status").textContent = text;
      $("status").className = isError ? "error" : "";
    }

    function receive(update) {
      if (update.refused) { setStatus("refused: " + update.refused, true); return; }
      if (update.seq != null) {
        if (update.seq < state.seq) return; // an older edit's answer: a newer one is on its way
        state.shownSeq = update.seq;
      } else if (update.file === state.file && state.socket) {
        state.savedAt = performance.now(); // when the page heard of the save (browser test)
        $("editor").value = update.source; // saved on disk: the file wins over unsaved edits
      }
      state.updates[update.file] = update;
      fillFiles();
      if (update.file === state.file) draw();
    }

    function fillFiles() {
      const select = $("file");
      const names = state.updates.map((u) => (u ? u.name : ""));
      if (select.options.length === names.length) return;
      select.replaceChildren(...names.map((name, i) => el("option", { value: String(i), textContent: name })));
      select.value = String(state.file);
    }

    function fillToggles(panels) {
      const nav = $("toggles");
      const wanted = [...new Set(panels.map((p) => p.device)), ...new Set(panels.map((p) => p.orientation))];
      if (nav.dataset.keys === wanted.join("|")) return;
      nav.dataset.keys = wanted.join("|");
      nav.replaceChildren(...wanted.map((key) => {
        const box = el("input", { type: "checkbox", checked: !state.hidden.has(key) });
        box.dataset.key = key;
        box.addEventListener("change", () => {
          if (box.checked) state.hidden.delete(key); else state.hidden.add(key);
          draw();
        });
        return el("label", {}, box, " " + key);
      }));
    }

    function draw() {
      const update = state.updates[state.file];
      if (!update) return;
      document.title = "plumb preview · " + update.name;
      const problem = $("problem");
      if (update.problem) {
        const p = update.problem;
        const place = p.line > 0 ? `${update.name}:${p.line}:${p.column}: ` : `${update.name}: `;
        const caret = p.line > 0 ? " ".repeat(Math.max(0, p.column - 1)) + "^" : "";
        problem.replaceChildren(
          el("strong", { className: "message", textContent: place + "error: " + p.message }),
          el("pre", { textContent: p.line > 0 ? p.lineText + "\n" + caret : "" }),
          el("div", { className: "hint", textContent: "hint: " + p.hint }));
        problem.hidden = false;
        setStatus("error at line " + p.line, true);
        return; // keep the last good pictures on screen while the text is being fixed
      }
      problem.hidden = true;
      const failed = update.panels.filter((p) => p.findings.some((f) => f.severity === "error")).length;
      setStatus(`${update.panels.length} scenarios` + (failed ? `, ${failed} failing` : ", all pass"), failed > 0);
      fillToggles(update.panels);
      $("panels").replaceChildren(...update.panels
        .filter((p) => !state.hidden.has(p.device) && !state.hidden.has(p.orientation))
        .map(panelElement));
    }

    function panelElement(panel) {
      const failed = panel.findings.some((f) => f.severity === "error");
      const picture = el("div", { className: "picture" });
      picture.innerHTML = panel.svg; // the server's own SVG
      const root = picture.querySelector("svg > g[transform]");
      if (root) {
        for (const f of panel.findings) for (const r of f.evidence) root.append(rect(r, "evidence"));
        // The views an error names are outlined too (a conflict has no evidence rectangle).
        const named = new Set(panel.findings.filter((f) => f.severity === "error").flatMap((f) => f.items));
        for (const item of panel.items) {
          if (named.has(item.name) && item.frame.every(Number.isFinite)) root.append(rect(item.frame, "evidence"));
        }
        // Smallest last, so the innermost view is the one under the pointer.
        const items = [...panel.items].sort((a, b) => b.frame[2] * b.frame[3] - a.frame[2] * a.frame[3]);
        for (const item of items) {
          if (!item.frame.every(Number.isFinite)) continue;
          const hit = rect(item.frame, "hit");
          hit.dataset.name = item.name;
          hit.addEventListener("mousemove", (e) => showHover(e, panel, item));
          hit.addEventListener("mouseleave", () => { $("hover").hidden = true; });
          root.append(hit);
        }
      }
      const list = el("ul", {}, ...panel.findings.map((f) =>
        el("li", { className: "finding " + f.severity, textContent: `${f.kind}: ${f.message}` + (f.constraints.length ? " (" + f.constraints.join("; ") + ")" : "") })));
      const node = el("div", { className: "panel" + (failed ? " failed" : "") },
        el("h2", { textContent: `${panel.device} · ${panel.orientation}` }), picture, list);
      node.dataset.device = panel.device;
      node.dataset.orientation = panel.orientation;
      return node;
    }

    function rect(frame, className) {
      const r = document.createElementNS(SVG, "rect");
      const [x, y, w, h] = frame;
      r.setAttribute("x", x); r.setAttribute("y", y);
      r.setAttribute("width", Math.max(w, 0)); r.setAttribute("height", Math.max(h, 0));
      r.setAttribute("class", className);
      return r;
    }

    function showHover(event, panel, item) {
      const f = item.frame.map((v) => Math.round(v * 1000) / 1000);
      const related = panel.findings.filter((x) => x.items.includes(item.name));
      const box = $("hover");
      box.replaceChildren(
        el("strong", { textContent: `${item.name} (${item.kind})` }),
        el("div", { textContent: `x ${f[0]}, y ${f[1]}, ${f[2]} × ${f[3]} pt` }),
        ...related.map((x) => el("pre", { textContent: `${x.kind}: ${x.message}` + (x.constraints.length ? "\n" + x.constraints.join("\n") : "") })));
      box.style.left = event.clientX + 14 + "px";
      box.style.top = event.clientY + 14 + "px";
      box.hidden = false;
    }

    function sendEdit() {
      if (!state.socket || state.socket.readyState !== WebSocket.OPEN) return;
      state.seq += 1;
      state.socket.send(JSON.stringify({ file: state.file, text: $("editor").value, seq: state.seq }));
    }

    function connect() {
      const socket = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws");
      state.socket = socket;
      socket.onopen = () => setStatus("connected");
      socket.onmessage = (e) => receive(JSON.parse(e.data));
      socket.onclose = () => { setStatus("disconnected: is plumb preview still running?", true); state.socket = null; };
    }

    $("file").addEventListener("change", () => {
      state.file = Number($("file").value);
      const update = state.updates[state.file];
      if (update) $("editor").value = update.source;
      draw();
    });
    $("editor").addEventListener("input", sendEdit);

    const embedded = document.getElementById("plumb-data");
    if (embedded) {
      for (const update of JSON.parse(embedded.textContent)) receive(update);
    } else {
      connect();
      // The first update of the file fills the editor.
      const fill = setInterval(() => {
        const update = state.updates[state.file];
        if (update) { $("editor").value = update.source; clearInterval(fill); }
      }, 20);
    }
    """#
}
