/// The preview page: one HTML document, its script and its style, all written here and served
/// by `plumb` itself (nothing is fetched from the internet).
///
/// The same page works live (it opens `/ws` on the server that served it) and static (the
/// updates are embedded in the document by ``StaticExport``, and the editor is hidden).
public enum PreviewPage {
  /// The HTML document; `staticData` is the JSON array of updates for a static export, `nil`
  /// for the live page.
  public static func html(staticData: String?) -> String {
    // In a <script> element only "</" could end the element early; "<\/" means the same in JSON.
    let data =
      staticData.map {
        "<script type=\"application/json\" id=\"plumb-data\">\($0.replacingOccurrences(of: "</", with: "<\\/"))</script>\n"
      } ?? ""
    return """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>plumb preview</title>
      <link rel="stylesheet" href="app.css">
      </head>
      <body class="\(staticData == nil ? "live" : "static")">
      <header>
        <h1>plumb preview</h1>
        <span id="status" role="status">connecting…</span>
        <select id="file" aria-label="File"></select>
      </header>
      <nav id="toggles" aria-label="Devices, orientations, text sizes and keyboard"></nav>
      <main>
        <section id="editor-pane" aria-label="Editor">
          <textarea id="editor" spellcheck="false" aria-label="Layout file"></textarea>
          <p class="note">Edits re-render as you type and stay in this page; save the file on disk to keep them.</p>
        </section>
        <section id="results">
          <div id="problem" hidden></div>
          <div id="panels"></div>
        </section>
      </main>
      <div id="hover" hidden></div>
      \(data)<script src="app.js"></script>
      </body>
      </html>

      """
  }

  /// The page's style.
  public static let style = """
    body { font: 14px/1.4 -apple-system, Helvetica, Arial, sans-serif; margin: 0; color: #1c1c1e; background: #f2f2f7; }
    header { display: flex; gap: 1em; align-items: center; padding: 0.5em 1em; background: #fff; border-bottom: 1px solid #d1d1d6; }
    h1 { font-size: 1.1em; margin: 0; }
    #status { color: #636366; }
    #status.error { color: #d70015; }
    nav { padding: 0.4em 1em; display: flex; flex-wrap: wrap; gap: 0.2em 1em; background: #fff; border-bottom: 1px solid #d1d1d6; }
    nav label { white-space: nowrap; }
    nav fieldset { border: 0; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 0.2em 0.8em; align-items: baseline; }
    nav legend { float: left; font-weight: 600; padding: 0 0.3em 0 0; }
    main { display: flex; align-items: flex-start; }
    #editor-pane { flex: 0 0 32em; padding: 0.5em; position: sticky; top: 0; }
    body.static #editor-pane { display: none; }
    #editor { width: 100%; height: 70vh; font: 12px/1.35 ui-monospace, Menlo, monospace; box-sizing: border-box; }
    .note { color: #636366; font-size: 0.85em; }
    #results { flex: 1; padding: 0.5em; min-width: 0; }
    #problem { background: #fff0f0; border: 1px solid #d70015; padding: 0.5em 1em; margin-bottom: 0.5em; }
    body.live #problem { cursor: pointer; }
    #problem pre { margin: 0.3em 0; font: 12px ui-monospace, Menlo, monospace; }
    #panels { display: flex; flex-wrap: wrap; gap: 1em; }
    .panel { background: #fff; border: 1px solid #d1d1d6; border-radius: 8px; padding: 0.5em; }
    .panel.failed { border-color: #d70015; }
    .panel h2 { font-size: 0.95em; margin: 0 0 0.3em; }
    /* Scaled down so that several devices fit side by side; the SVG keeps its proportions. */
    .picture svg { display: block; width: auto; height: auto; max-width: 100%; max-height: 480px; }
    .panel { max-width: 40em; }
    .panel ul { margin: 0.3em 0 0; padding-left: 1.2em; max-width: 30em; }
    .finding.error { color: #d70015; }
    .finding.warning { color: #a05a00; }
    .hit { fill: transparent; stroke: none; pointer-events: all; }
    .hit:hover { fill: rgba(0, 122, 255, 0.15); stroke: #007aff; stroke-width: 1.5; }
    .evidence { fill: rgba(215, 0, 21, 0.12); stroke: #d70015; stroke-width: 2; stroke-dasharray: 4 2; pointer-events: none; }
    #hover { position: fixed; background: #1c1c1e; color: #fff; padding: 0.4em 0.6em; border-radius: 6px; font-size: 12px; max-width: 34em; pointer-events: none; }
    #hover pre { margin: 0.2em 0 0; font: 11px ui-monospace, Menlo, monospace; white-space: pre-wrap; }
    #hover ul.constraints { margin: 0.3em 0 0; padding-left: 1em; font: 11px ui-monospace, Menlo, monospace; }
    #hover .constraint.unsatisfied, #hover .constraint.broken { color: #ff9f0a; }
    #hover .constraint.inactive { color: #8e8e93; }
    #hover .limits { margin-top: 0.4em; padding-top: 0.3em; border-top: 1px solid #48484a; }
    #hover .limits-title { font-weight: 600; color: #64d2ff; }
    #hover .limits ul { margin: 0.1em 0 0.2em; padding-left: 1em; }
    #hover .searching { color: #8e8e93; font-style: italic; }
    #hover .refused { color: #ff9f0a; }
    #hover .note { color: #8e8e93; }
    .finding, .passes { cursor: help; }
    .passes { color: #248a3d; }
    """
}
