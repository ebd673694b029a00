extension HTMLReport {
    /// The page's stylesheet: light and neutral, one column of cards, wraps down to phone width.
    static let pageStyle = """
    :root{--bg:#f6f7f9;--card:#fff;--ink:#1f2328;--muted:#59636e;--line:#d0d7de;--soft:#eef1f4;--accent:#0969da;\
    --failed:#cf222e;--new:#9a6700;--error:#8250df;--passed:#1a7f37;color-scheme:light}
    *{box-sizing:border-box}
    [hidden]{display:none!important}
    body{margin:0;background:var(--bg);color:var(--ink);font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",sans-serif}
    .page-head{background:var(--card);border-bottom:1px solid var(--line);padding:14px 20px 10px}
    h1{font-size:18px;font-weight:600;margin:0 0 10px}
    .summary{display:flex;flex-wrap:wrap;gap:8px;list-style:none;margin:0 0 12px;padding:0}
    .count{display:inline-flex;align-items:baseline;gap:5px;padding:3px 12px;border:1px solid var(--line);border-radius:999px;background:var(--card)}
    .count output{font-weight:700;font-variant-numeric:tabular-nums}
    .count.failed output{color:var(--failed)} .count.new output{color:var(--new)}
    .count.error output{color:var(--error)} .count.passed output{color:var(--passed)}
    .toolbar{display:flex;flex-wrap:wrap;align-items:center;gap:8px 14px}
    .tool{display:inline-flex;align-items:center;gap:6px}
    .label,.shown,.dim{color:var(--muted);font-size:12px}
    #filter-text{font:inherit;padding:4px 10px;border:1px solid var(--line);border-radius:6px;flex:0 1 260px;min-width:140px}
    #filter-text:focus{outline:2px solid var(--accent);outline-offset:-1px}
    .keys{color:var(--muted);font-size:12px;margin:10px 0 0}
    kbd{font:11px ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;background:var(--card);border:1px solid var(--line);border-bottom-width:2px;border-radius:4px;padding:0 4px}
    main{display:flex;flex-direction:column;gap:14px;padding:16px 20px 40vh;max-width:1600px}
    .empty{color:var(--muted);margin:8px 0}
    .entry{background:var(--card);border:1px solid var(--line);border-radius:8px;padding:12px 16px 14px;min-width:0;scroll-margin-top:12px}
    .entry:focus{outline:none}
    .entry.current{border-color:var(--accent);box-shadow:0 0 0 2px rgba(9,105,218,.35)}
    .entry-head{display:flex;flex-wrap:wrap;align-items:center;gap:8px 12px}
    .entry-head h2{flex:1 1 220px;min-width:0;margin:0;font:600 14px ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;overflow-wrap:anywhere}
    .entry-head h2 a{color:inherit;text-decoration:none}
    .entry-head h2 a:hover{text-decoration:underline}
    .entry-tools{display:inline-flex;flex-wrap:wrap;gap:6px}
    .message{margin:8px 0;color:var(--muted);font-size:13px;white-space:pre-wrap;overflow-wrap:anywhere}
    .entry[data-status=error] .message{color:#5a2aa0;background:#f6f0ff;border:1px solid #e2d4fb;border-radius:6px;padding:8px 10px;font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
    .artifacts{margin:0 0 10px;font-size:12px;color:var(--muted)}
    .artifacts summary{cursor:pointer}
    .artifacts ul{margin:4px 0 0;padding-left:18px}
    .artifacts code{overflow-wrap:anywhere}
    figure{margin:0}
    figcaption{margin-top:4px;font-size:12px;color:var(--muted)}
    \(comparisonStyle)
    @media (max-width:640px){
    .page-head{padding:12px 12px 8px} main{padding:12px 10px 40vh}
    .entry{padding:10px 10px 12px} #filter-text{flex:1 1 100%}
    .entry-head h2{flex-basis:100%;order:-1}
    }
    """

    /// The rules of the image comparison views, shared with the live gallery's golden view:
    /// segmented buttons, status badges, the frames (expected | diff | actual), pixel zoom
    /// through `--zoom`, and the slider that wipes between actual and expected.
    static let comparisonStyle = """
    .seg{display:inline-flex;flex-wrap:wrap;border:1px solid var(--line);border-radius:6px;overflow:hidden;background:var(--card)}
    .seg button{font:inherit;font-size:13px;color:var(--ink);background:none;border:0;border-right:1px solid var(--line);padding:3px 10px;cursor:pointer}
    .seg button:last-child{border-right:0}
    .seg button:hover:not(:disabled){background:var(--soft)}
    .seg button[aria-pressed=true]{background:var(--accent);color:#fff}
    .seg button:disabled{color:#a0a7b0;cursor:default}
    .seg button:focus-visible{outline:2px solid var(--accent);outline-offset:-2px}
    .seg .n{font-variant-numeric:tabular-nums;opacity:.75}
    .badge{flex:none;font-size:11px;font-weight:700;letter-spacing:.04em;text-transform:uppercase;color:#fff;padding:2px 8px;border-radius:999px}
    .badge.failed{background:var(--failed)} .badge.new{background:var(--new)}
    .badge.error{background:var(--error)} .badge.passed{background:var(--passed)}
    .views{overflow-x:auto;padding:2px 2px 6px}
    .frames{display:flex;flex-wrap:wrap;align-items:flex-start;gap:14px}
    .canvas,.wipe{display:inline-block;line-height:0;border:1px solid var(--line);\
    background:repeating-conic-gradient(#e9ecef 0 25%,#fff 0 50%) 0 0/16px 16px}
    img.px{display:block;max-width:none;height:auto;width:calc(var(--w)*var(--zoom,1)*1px);image-rendering:pixelated}
    .missing{min-width:120px;padding:22px 14px;border:1px dashed var(--line);border-radius:4px;color:var(--muted);font-size:12px;text-align:center}
    .entry[data-view=diff] .frame:not([data-role=diff]){display:none}
    .slider-view{display:none}
    .entry[data-view=slider] .frames{display:none}
    .entry[data-view=slider] .slider-view{display:inline-flex;flex-direction:column;align-items:flex-start;gap:4px}
    /* The pictures alone set the slider's width: the legend and the range take no width of their own. */
    .wipe-legend{display:flex;flex-wrap:wrap;justify-content:space-between;column-gap:12px;width:0;min-width:100%;font-size:12px;color:var(--muted);white-space:nowrap}
    .wipe-legend span:last-child{margin-left:auto}
    .wipe{position:relative;display:inline-grid;cursor:ew-resize;touch-action:none;user-select:none}
    .wipe>*{grid-area:1/1}
    .wipe img{justify-self:start;align-self:start;pointer-events:none}
    .wipe-top{clip-path:inset(0 calc(100% - var(--pos,50%)) 0 0)}
    .divider{position:absolute;top:0;bottom:0;left:var(--pos,50%);width:2px;margin-left:-1px;background:var(--accent);box-shadow:0 0 0 1px rgba(255,255,255,.85);pointer-events:none}
    .wipe-range{width:0;min-width:calc(100% + 16px);margin:2px -8px 0;accent-color:var(--accent)}
    """
}
