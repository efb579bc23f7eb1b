extension PreviewPage {
  /// The page's script: draws the updates, hides and shows scenarios, sends the editor's text,
  /// and shows a view's frame and findings when the pointer is over it — with each finding's
  /// breaking points, which it asks the server for (``LimitsRequest``) and shows as they come.
  ///
  /// It only displays what the server computed (pictures, frames, findings); it has no layout
  /// logic. Answers to edits older than the newest one sent are dropped, so a fast typist sees
  /// the latest text, never an earlier one arriving late.
  public static let script = #"""
    "use strict";
    const SVG = "http://www.w3.org/2000/svg";
    const state = { updates: [], file: 0, seq: 0, shownSeq: 0, filter: {}, socket: null, limits: new Map(), hovered: null };
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
      if (update.limits) return receiveLimits(update.limits);
      if (update.refused) {
        setStatus("refused: " + update.refused, true);
        delete $("toggles").dataset.signature; // the toggles go back to what is shown
        draw();
        return;
      }
      if (update.seq != null) {
        if (update.seq < state.seq) return; // an older edit's answer: a newer one is on its way
        state.shownSeq = update.seq;
      } else if (update.file === state.file && state.socket) {
        state.savedAt = performance.now(); // when the page heard of the save (browser test)
        $("editor").value = update.source; // saved on disk: the file wins over unsaved edits
      }
      state.updates[update.file] = update;
      // The breaking points of an earlier revision no longer hold.
      for (const key of [...state.limits.keys()]) if (key.startsWith(update.file + ":")) state.limits.delete(key);
      fillFiles();
      if (update.file === state.file) draw();
      // When a save's pictures were in the page (browser test: save → picture latency).
      if (update.seq == null && state.savedAt != null) state.savedDrawnAt = performance.now();
    }

    function fillFiles() {
      const select = $("file");
      const names = state.updates.map((u) => (u ? u.name : ""));
      if (select.options.length === names.length) return;
      select.replaceChildren(...names.map((name, i) => el("option", { value: String(i), textContent: name })));
      select.value = String(state.file);
    }

    // One group of checkboxes per toggle the server describes (devices, orientations, text
    // sizes, keyboard, …): the page knows no trait by name. Live, a change asks the server to
    // lay the file out again in the scenarios chosen; in a static export, which has only the
    // scenarios it was made with, a change shows and hides those.
    function fillToggles(update) {
      const nav = $("toggles");
      const toggles = update.toggles || [];
      const shown = state.socket ? toggles : toggles.map((t) => {
        const present = new Set(update.panels.map((p) => p.conditions[t.key]));
        return { ...t, options: t.options.filter((o) => present.has(o.value)), selected: t.selected.filter((v) => !state.filter[t.key] || state.filter[t.key].has(v)) };
      });
      const signature = JSON.stringify(shown);
      if (nav.dataset.signature === signature) return;
      nav.dataset.signature = signature;
      nav.replaceChildren(...shown.filter((t) => t.options.length > 1 || !state.socket).map((t) => {
        const boxes = t.options.map((o) => {
          const box = el("input", { type: "checkbox", checked: t.selected.includes(o.value) });
          box.dataset.key = t.key;
          box.dataset.value = o.value;
          box.addEventListener("change", () => chooseToggle(t.key));
          return el("label", {}, box, " " + o.label);
        });
        const group = el("fieldset", {}, el("legend", { textContent: t.label }), ...boxes);
        group.dataset.key = t.key;
        return group;
      }));
    }

    function chooseToggle(key) {
      const values = [...document.querySelectorAll(`#toggles input[data-key="${key}"]`)].filter((b) => b.checked).map((b) => b.dataset.value);
      if (values.length === 0) {
        setStatus("choose at least one", true);
        delete $("toggles").dataset.signature; // redraw from the last update
        draw();
        return;
      }
      if (state.socket) {
        setStatus("laying out…");
        sendEdit({ [key]: values });
      } else {
        state.filter[key] = new Set(values);
        draw();
      }
    }

    function draw() {
      const update = state.updates[state.file];
      if (!update) return;
      document.title = "plumb preview · " + update.name;
      const problem = $("problem");
      // Before the error, if any: a file that starts broken still offers its toggles.
      fillToggles(update);
      if (update.problem) {
        const p = update.problem;
        const place = p.line > 0 ? `${update.name}:${p.line}:${p.column}: ` : `${update.name}: `;
        const caret = p.line > 0 ? " ".repeat(Math.max(0, p.column - 1)) + "^" : "";
        problem.replaceChildren(
          el("strong", { className: "message", textContent: place + "error: " + p.message }),
          el("pre", { textContent: p.line > 0 ? p.lineText + "\n" + caret : "" }),
          el("div", { className: "hint", textContent: "hint: " + p.hint }));
        problem.hidden = false;
        problem.dataset.line = String(p.line);
        problem.dataset.column = String(p.column);
        problem.title = p.line > 0 ? "Click to put the cursor there" : "";
        setStatus("error at line " + p.line, true);
        return; // keep the last good pictures on screen while the text is being fixed
      }
      problem.hidden = true;
      const failed = update.panels.filter((p) => p.findings.some((f) => f.severity === "error")).length;
      setStatus(`${update.panels.length} pictures` + (failed ? `, ${failed} failing` : ", all pass"), failed > 0);
      $("panels").replaceChildren(...update.panels
        .filter((p) => Object.entries(state.filter).every(([key, values]) => values.has(p.conditions[key])))
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
          hit.addEventListener("mouseleave", hideHover);
          root.append(hit);
        }
      }
      const index = state.updates[state.file].panels.indexOf(panel);
      const list = el("ul", {}, ...panel.findings.map((f, i) => {
        const li = el("li", { className: "finding " + f.severity, textContent: `${f.kind}: ${f.message}` + (f.constraints.length ? " (" + f.constraints.join("; ") + ")" : "") });
        li.dataset.finding = String(i);
        hoverLimits(li, () => [el("strong", { textContent: `${f.kind}: ${f.items.join(", ")}` })], index, [i]);
        return li;
      }));
      if (panel.findings.length === 0) {
        const li = el("li", { className: "passes", textContent: "passes" + (state.socket ? " — hover for the nearest edges" : "") });
        hoverLimits(li, () => [el("strong", { textContent: panel.title })], index, [null]);
        list.append(li);
      }
      const node = el("div", { className: "panel" + (failed ? " failed" : "") },
        el("h2", { textContent: panel.title }), picture, list);
      node.dataset.panel = String(index);
      for (const [key, value] of Object.entries(panel.conditions)) node.dataset[key] = value;
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

    // The view's frame, every constraint that involves it or its guides (file line, text, and
    // whether it holds here), and the findings that name it: all computed by the server.
    function showHover(event, panel, item) {
      const f = item.frame.map((v) => Math.round(v * 1000) / 1000);
      const related = panel.findings.filter((x) => x.items.includes(item.name));
      // Own keys only: a view may be called "constructor".
      const constraints = (panel.constraints && Object.hasOwn(panel.constraints, item.name) && panel.constraints[item.name]) || [];
      const box = $("hover");
      box.replaceChildren(
        el("strong", { textContent: `${item.name} (${item.kind})` }),
        el("div", { textContent: `x ${f[0]}, y ${f[1]}, ${f[2]} × ${f[3]} pt` }),
        el("ul", { className: "constraints" }, ...constraints.map((c) => {
          const where = c.line > 0 ? `line ${c.line}: ` : "";
          const how = c.status === "satisfied" ? "✓" : c.status === "inactive" ? "off here"
            : `${c.status}` + (c.shortfall > 0 ? `, misses by ${Math.round(c.shortfall * 100) / 100} pt` : "");
          const li = el("li", { className: "constraint " + c.status, textContent: `${where}${c.text} — ${how}` });
          li.dataset.line = String(c.line);
          return li;
        })),
        ...(constraints.length ? [] : [el("div", { textContent: "no constraints involve it" })]),
        ...related.map((x) => el("pre", { textContent: `${x.kind}: ${x.message}` + (x.constraints.length ? "\n" + x.constraints.join("\n") : "") })));
      const index = state.updates[state.file].panels.indexOf(panel);
      const findings = panel.findings.flatMap((x, i) => (x.items.includes(item.name) ? [i] : []));
      const head = [...box.childNodes];
      showLimits(event.clientX, event.clientY, () => head, index, findings);
    }

    // Breaking points on hover: the server searches the finding's edges from the panel's
    // scenario (tens of layouts: seconds), so the box says "searching…" until the answer
    // comes, and keeps each answer for the revision it belongs to.
    function hoverLimits(node, head, panel, findings) {
      node.addEventListener("mouseenter", (e) => showLimits(e.clientX, e.clientY, head, panel, findings));
      node.addEventListener("mouseleave", hideHover);
    }

    // A request's key, whatever order its fields arrive in (the server sorts them).
    function limitsKey(r) {
      return [r.file, r.revision, r.panel, r.finding == null ? "" : r.finding].join(":");
    }

    function hideHover() {
      $("hover").hidden = true;
      state.hovered = null;
    }

    function showLimits(x, y, head, panel, findings) {
      const update = state.updates[state.file];
      const keys = findings.slice(0, 4).map((finding) => {
        const request = { file: state.file, revision: update.revision, panel, finding };
        const key = limitsKey(request);
        if (!state.limits.has(key) && state.socket && update.revision != null) {
          state.limits.set(key, { state: "searching" });
          state.socket.send(JSON.stringify({ limits: request }));
        }
        return key;
      });
      state.hovered = { x, y, head, keys };
      drawHover();
    }

    function drawHover() {
      const hovered = state.hovered;
      if (!hovered) return;
      const box = $("hover");
      const limits = hovered.keys.map((key) => state.limits.get(key)).filter(Boolean);
      box.replaceChildren(...hovered.head(), ...(limits.length ? [el("div", { className: "limits" },
        el("div", { className: "limits-title", textContent: "Breaking points" + (limits[0].base ? ` from ${limits[0].base}` : "") }),
        ...limits.map(limitsElement))] : []));
      box.style.left = Math.min(hovered.x + 14, window.innerWidth - 420) + "px";
      box.style.top = Math.min(hovered.y + 14, window.innerHeight - box.offsetHeight - 8) + "px";
      box.hidden = false;
      box.style.top = Math.max(8, Math.min(hovered.y + 14, window.innerHeight - box.offsetHeight - 8)) + "px";
    }

    function limitsElement(answer) {
      if (answer.state === "searching") return el("div", { className: "searching", textContent: "searching…" });
      if (answer.state === "refused") return el("div", { className: "refused", textContent: answer.error.message });
      return el("div", {}, ...answer.blocks.map((b) => el("div", { className: "block" },
        el("div", { textContent: b.heading }),
        el("ul", {}, ...b.lines.map((line) => el("li", { textContent: line }))))),
        ...answer.notes.map((n) => el("div", { className: "note", textContent: "cannot vary " + n })));
    }

    function receiveLimits(answer) {
      const key = limitsKey(answer.request);
      if (answer.state === "refused" && answer.error.kind === "staleRevision") {
        state.limits.delete(key); // the newer update is on its way; hovering again asks for it
        return;
      }
      // Answers of an older revision are dropped with it.
      const update = state.updates[answer.request.file];
      if (update && update.revision !== answer.request.revision) return;
      state.limits.set(key, answer);
      if (state.hovered && state.hovered.keys.includes(key)) drawHover();
    }

    function sendEdit(selection) {
      if (!state.socket || state.socket.readyState !== WebSocket.OPEN) return;
      state.seq += 1;
      const edit = { file: state.file, text: $("editor").value, seq: state.seq };
      if (selection && typeof selection === "object" && !(selection instanceof Event)) edit.selection = selection;
      state.socket.send(JSON.stringify(edit));
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
    $("editor").addEventListener("input", () => sendEdit());
    // Clicking the error puts the editor's cursor at its line and column.
    $("problem").addEventListener("click", () => {
      const line = Number($("problem").dataset.line), column = Number($("problem").dataset.column);
      if (!(line > 0) || document.body.classList.contains("static")) return;
      const editor = $("editor"), lines = editor.value.split("\n");
      const offset = lines.slice(0, line - 1).reduce((sum, text) => sum + text.length + 1, 0) + Math.max(0, column - 1);
      editor.focus();
      editor.setSelectionRange(offset, offset);
      // Scroll so that the line shows: its share of the text's height.
      editor.scrollTop = Math.max(0, (line - 3) / Math.max(lines.length, 1) * editor.scrollHeight);
    });

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
