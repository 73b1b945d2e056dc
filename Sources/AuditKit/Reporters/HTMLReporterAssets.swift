/// The HTML report's own style sheet, script and Content-Security-Policy, inlined into every page
/// so the file is self-contained.
///
/// Colours keep text at 4.5:1 contrast or more against its background (WCAG 1.4.3); every
/// control is a native button or radio button with a visible focus ring.
enum HTMLReporterAssets {
    /// Nothing but the page's inline style and script, and `data:` images (the screenshot): the
    /// page loads nothing from anywhere, and an injected resource could not load either.
    static let contentSecurityPolicy =
        "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:"

    static let css = """
        :root { color-scheme: light; --ink: #1a1a1a; --muted: #4b5563; --stop: #1d4ed8; --hidden: #4b5563;
          --off: #b45309; --carousel: #6d28d9; --selected: #dc2626; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink);
          background: #fff; }
        .skip { position: absolute; left: -10000px; top: 0; background: #fff; padding: .5em; }
        .skip:focus { left: .5em; z-index: 10; }
        .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);
          white-space: nowrap; }
        header.top, nav, main, footer.bottom { padding: 0 1.25rem; }
        header.top { border-bottom: 1px solid #d1d5db; }
        h1 { font-size: 1.5rem; margin: .8rem 0 .2rem; }
        h2 { font-size: 1.3rem; margin: 1.6rem 0 .4rem; border-bottom: 2px solid #e5e7eb; }
        h3 { font-size: 1.1rem; margin: 1rem 0 .3rem; }
        h4 { font-size: 1rem; margin: 1rem 0 .3rem; }
        nav ul { display: flex; flex-wrap: wrap; gap: .3rem 1.2rem; list-style: none; padding: 0; }
        a { color: #1d4ed8; }
        .muted, .detail { color: var(--muted); }
        .detail { margin: .15rem 0 .4rem; font-size: .9em; }
        code { font-size: .92em; }
        table { border-collapse: collapse; margin: .6rem 0 1rem; }
        caption { text-align: left; font-weight: 600; padding: .3rem 0; }
        th, td { border: 1px solid #d1d5db; padding: .25rem .6rem; text-align: left; vertical-align: top; }
        thead th { background: #f3f4f6; }
        tr.zero { color: var(--muted); }
        td.bad { color: #b91c1c; font-weight: 600; }
        td.good { color: #166534; font-weight: 600; }
        .table-wrap { overflow-x: auto; }
        fieldset.readers { border: 1px solid #d1d5db; display: inline-flex; gap: 1rem; padding: .3rem .8rem; }
        fieldset.readers label { cursor: pointer; }
        .layout { display: flex; flex-wrap: wrap; gap: 1.25rem; align-items: flex-start; }
        figure.drawing { margin: 0; flex: 0 1 38rem; min-width: 0; max-width: 100%; }
        .canvas { overflow: auto; max-width: 100%; max-height: 85vh; background: #e5e7eb;
          border: 1px solid #9ca3af; }
        .canvas:focus-visible, button:focus-visible, a:focus-visible, input:focus-visible, summary:focus-visible {
          outline: 3px solid var(--stop); outline-offset: 2px; }
        figcaption { font-size: .9em; color: var(--muted); max-width: 40rem; margin-top: .3rem; }
        svg { display: block; }
        svg .screen { fill: #fff; stroke: #111827; stroke-width: 1.5; }
        svg .shot { opacity: .85; }
        svg .shade { fill: rgba(109, 40, 217, .10); stroke: var(--carousel); stroke-width: 2; stroke-dasharray: 8 3; }
        svg .shade-label { fill: #4c1d95; font-size: 11px; font-weight: 700; }
        svg .el { fill: none; stroke-width: 1; cursor: pointer; pointer-events: all; fill-opacity: 0; }
        svg .el.stop { stroke: var(--stop); stroke-width: 1.5; }
        svg .el.stop.off { stroke-dasharray: 2 2; }
        svg .el.notFocused { stroke: #9ca3af; stroke-width: .75; }
        svg .el.hidden { stroke: var(--hidden); stroke-dasharray: 5 3; }
        svg .el.offScreen { stroke: var(--off); stroke-dasharray: 2 2; }
        svg .el.selected, svg .shade.selected { stroke: var(--selected); stroke-width: 3; fill: rgba(220, 38, 38, .15);
          fill-opacity: 1; stroke-dasharray: none; }
        svg .tx { fill: #374151; font-size: 10px; pointer-events: none; }
        svg .path { fill: none; stroke: var(--stop); stroke-width: 1.5; stroke-opacity: .55; stroke-linejoin: round; }
        svg .arrow { fill: var(--stop); fill-opacity: .8; }
        svg .marker { cursor: pointer; }
        svg .marker circle { fill: var(--stop); }
        svg .marker text { fill: #fff; font-weight: 700; text-anchor: middle; dominant-baseline: central;
          pointer-events: none; }
        svg .marker.selected circle { fill: var(--selected); }
        .side { flex: 1 1 22rem; min-width: 18rem; max-width: 44rem; }
        ol.stops, ul.findings, ul.carousels { padding-left: 0; list-style: none; margin: 0; }
        ol.stops li, ul.findings li, ul.carousels li { margin: 0 0 .35rem; }
        /* Long legends (a thousand stops) lay out only the items in view. */
        ol.stops > li, ul.findings > li { content-visibility: auto; contain-intrinsic-size: auto 3.5em; }
        ul.carousels li { border-left: 4px solid var(--carousel); padding-left: .6rem; }
        button.pick { font: inherit; color: inherit; text-align: left; background: #fff; border: 1px solid #d1d5db;
          border-radius: 4px; padding: .2rem .45rem; cursor: pointer; width: 100%; }
        button.pick:hover { border-color: var(--stop); }
        button.pick[aria-pressed="true"], li.finding.selected > button.pick { background: #fef3c7;
          border-color: var(--selected); box-shadow: inset 3px 0 0 var(--selected); }
        .num { display: inline-block; min-width: 1.6em; padding: 0 .3em; border-radius: 1em; background: var(--stop);
          color: #fff; font-weight: 700; text-align: center; margin-right: .3em; }
        .hint { margin: .1rem 0 0 2.3em; font-style: italic; }
        ol.stops .detail { margin-left: 2.3em; }
        .sev { display: inline-block; border-radius: 3px; padding: 0 .35em; color: #fff; font-size: .85em;
          font-weight: 700; text-transform: uppercase; }
        .sev-error { background: #b91c1c; }
        .sev-warning { background: #92400e; }
        .sev-info { background: #1e40af; }
        details.unread { margin: 1rem 0; }
        details.unread summary { cursor: pointer; font-weight: 600; }
        footer.bottom { border-top: 1px solid #d1d5db; margin-top: 2rem; color: var(--muted); }
        @media (forced-colors: active) { svg .el.selected, svg .marker.selected circle { stroke: Highlight; } }
        """

    static let script = """
        (function () {
          "use strict";
          var status = document.getElementById("status");
          var idPattern = /^s[0-9]+r[0-9]+e[0-9]+$/;
          function all(selector, root) {
            return Array.prototype.slice.call((root || document).querySelectorAll(selector));
          }
          function showReading(panel) {
            if (!panel || !panel.hidden) { return; }
            var input = document.querySelector('fieldset.readers input[value="' + panel.id + '"]');
            if (input) { input.checked = true; input.dispatchEvent(new Event("change", { bubbles: true })); }
          }
          function clear() {
            all(".selected").forEach(function (node) { node.classList.remove("selected"); });
            all('button.pick[aria-pressed="true"]').forEach(function (b) { b.setAttribute("aria-pressed", "false"); });
          }
          function select(id, origin) {
            clear();
            var box = document.getElementById(id + "-box");
            if (box) { showReading(box.closest(".reading")); }
            var findings = 0;
            var stop = null;
            all('[data-el="' + id + '"]').forEach(function (node) {
              node.classList.add("selected");
              if (node.matches("button.pick")) {
                node.setAttribute("aria-pressed", "true");
                var item = node.closest("li.finding");
                if (item) { item.classList.add("selected"); findings += 1; }
              }
              if (node.hasAttribute("data-stop")) { stop = node.getAttribute("data-stop"); }
            });
            var inDrawing = origin && origin.closest("svg");
            if (box && !inDrawing) { box.scrollIntoView({ block: "nearest", inline: "nearest" }); }
            if (inDrawing) {
              var first = document.querySelector('li.finding button[data-el="' + id + '"]')
                || document.querySelector('ol.stops button[data-el="' + id + '"]');
              if (first) { first.scrollIntoView({ block: "nearest" }); }
            }
            var title = box && box.querySelector("title") ? box.querySelector("title").textContent : "the element";
            status.textContent = "Selected " + title + (stop ? " (stop " + stop + ")" : "") + ": " + findings
              + (findings === 1 ? " finding." : " findings.");
          }
          document.addEventListener("click", function (event) {
            var target = event.target && event.target.closest ? event.target.closest("[data-el]") : null;
            if (!target) { return; }
            var id = target.getAttribute("data-el");
            if (!idPattern.test(id)) { return; }
            select(id, target);
          });
          document.addEventListener("keydown", function (event) {
            if (event.key === "Escape") { clear(); status.textContent = "Selection cleared."; }
          });
          all("fieldset.readers").forEach(function (fieldset) {
            function update() {
              all("input", fieldset).forEach(function (input) {
                var panel = document.getElementById(input.value);
                if (panel) { panel.hidden = !input.checked; }
              });
            }
            fieldset.addEventListener("change", update);
            update();
          });
        })();
        """
}
