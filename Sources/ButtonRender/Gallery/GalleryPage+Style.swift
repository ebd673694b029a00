extension GalleryPage {
    /// The page's CSS: a sticky bar with search and filters, grids that scroll sideways, the
    /// detail dialog, sheets; narrower screens stack the controls and the dialog's columns.
    static let style = #"""
    :root{--line:#dcdcdc;--muted:#6b6b6b;--accent:#0b57d0;--bad:#b3261e;--dark:#1d1d20;--card:#fff;--ink:#1f1f1f;--soft:#eef1f4;--failed:#cf222e;--new:#9a6700;--error:#8250df;--passed:#1a7f37}
    *{box-sizing:border-box} [hidden]{display:none!important}
    body{font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;color:#1f1f1f;background:#fff}
    .bar{position:sticky;top:0;z-index:5;background:rgba(255,255,255,.97);border-bottom:1px solid var(--line);padding:10px 20px 6px}
    h1{font-size:18px;margin:0 0 8px}
    .controls{display:flex;flex-wrap:wrap;gap:8px;align-items:center}
    #search{flex:1 1 260px;min-width:0;font:inherit;padding:7px 10px;border:1px solid #b8b8b8;border-radius:8px}
    select{font:inherit;padding:6px 8px;border:1px solid #b8b8b8;border-radius:8px;background:#fff}
    .check{display:inline-flex;gap:4px;align-items:center;white-space:nowrap}
    .count{color:var(--muted);white-space:nowrap} .count output{color:#1f1f1f;font-weight:600}
    nav{margin-top:6px;display:flex;flex-wrap:wrap;gap:4px 14px} nav a{color:var(--accent);text-decoration:none}
    nav a small,h2 small{color:var(--muted);font-weight:normal}
    .keys{margin:4px 0 0;color:var(--muted);font-size:12px} kbd{font:11px ui-monospace,monospace;border:1px solid #c8c8c8;border-radius:4px;padding:0 4px;background:#f6f6f6}
    main{padding:0 20px 40px} section{margin-top:22px;scroll-margin-top:130px}
    h2{font-size:17px;margin:0 0 8px}
    #no-match{padding:20px;color:var(--muted)}
    .table-wrap{overflow-x:auto;border:1px solid var(--line);border-radius:8px}
    table.grid{border-collapse:separate;border-spacing:0}
    .grid th,.grid td{padding:6px 8px;border-bottom:1px solid #ececec;text-align:center;vertical-align:middle}
    .grid thead th{position:sticky;top:0;background:#f5f5f5;font-weight:600;font-size:12px;white-space:nowrap}
    .grid thead th[data-appearance=dark],.grid td[data-appearance=dark]{background:var(--dark);color:#e6e6e6}
    .grid td[data-appearance=dark],.grid thead th[data-appearance=dark]{border-bottom-color:#3a3a3f} .grid td[data-appearance=dark] .item:focus-visible{outline-color:#8ab4f8}
    .grid thead tr:first-child th{text-transform:uppercase;letter-spacing:.06em;font-size:11px;text-align:left}
    .grid th.start,.grid td.start{border-left:2px solid #9a9a9a}
    .grid tbody th{position:sticky;left:0;z-index:1;background:#fff;text-align:left;font-weight:600;white-space:nowrap;border-right:1px solid var(--line)}
    .grid tbody th small{display:block;font-weight:normal;color:var(--muted);white-space:normal;max-width:14em}
    .grid thead th.corner{position:sticky;left:0;z-index:2;text-align:left}
    .item{position:relative;display:inline-block;margin:2px;padding:3px;border:2px solid transparent;border-radius:8px;background:none;cursor:pointer;font:inherit;color:inherit;vertical-align:middle}
    .item:hover{border-color:#9ab7ee} .item:focus-visible{outline:3px solid var(--accent);outline-offset:1px}
    .item img{display:block;max-width:260px;height:auto;background:repeating-conic-gradient(#e9e9e9 0 25%,#fff 0 50%) 0 0/12px 12px}
    .item .flag{position:absolute;top:-4px;right:-4px;min-width:18px;height:18px;border-radius:9px;background:var(--bad);color:#fff;font:bold 11px/18px system-ui,sans-serif;text-align:center;padding:0 4px}
    .cards{display:flex;flex-wrap:wrap;gap:10px}
    .cards .item{border-color:var(--line);text-align:left;padding:8px;max-width:300px}
    .cards .item .name{display:block;margin-top:6px;font-weight:600;overflow-wrap:anywhere} .cards .item .sub{display:block;color:var(--muted);font-size:12px}
    figure.sheet{margin:0 0 20px;border:1px solid var(--line);border-radius:8px;overflow:hidden}
    figure.sheet figcaption{display:flex;flex-wrap:wrap;gap:6px 12px;align-items:center;padding:8px 10px;background:#f5f5f5;border-bottom:1px solid var(--line)}
    figure.sheet figcaption b{overflow-wrap:anywhere} figure.sheet figcaption .sub{color:var(--muted)}
    .zoom{display:inline-flex;border:1px solid #b8b8b8;border-radius:8px;overflow:hidden}
    .zoom button,.details,.close{font:inherit;font-size:13px;border:0;background:#fff;padding:4px 10px;cursor:pointer}
    .zoom button+button{border-left:1px solid #b8b8b8} .zoom button[aria-pressed=true]{background:var(--accent);color:#fff}
    .details{border:1px solid #b8b8b8;border-radius:8px}
    .sheet-scroll{overflow:auto;max-height:85vh;background:repeating-conic-gradient(#f0f0f0 0 25%,#fff 0 50%) 0 0/16px 16px}
    .sheet-scroll img{display:block;max-width:none;height:auto}
    figure.sheet[data-zoom=fit] .sheet-scroll img{max-width:100%;height:auto}
    dialog{width:min(1100px,calc(100vw - 24px));max-height:calc(100vh - 24px);padding:0;border:1px solid #bcbcbc;border-radius:12px;box-shadow:0 10px 40px rgba(0,0,0,.3)}
    dialog::backdrop{background:rgba(0,0,0,.45)}
    .detail-head{display:flex;gap:10px;align-items:center;padding:12px 16px;border-bottom:1px solid var(--line);position:sticky;top:0;background:#fff;z-index:1}
    .detail-head h2{flex:1;margin:0;text-transform:none;overflow-wrap:anywhere}
    .close{font-size:20px;line-height:1;border:1px solid #b8b8b8;border-radius:8px;padding:4px 10px}
    .detail-body{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:16px;padding:12px 16px 16px}
    .detail-body h3{font-size:13px;margin:12px 0 4px;color:var(--muted);text-transform:uppercase;letter-spacing:.05em}
    .detail-body h3:first-child{margin-top:0}
    .stage{position:relative;display:inline-block;max-width:100%;margin-top:8px;background:repeating-conic-gradient(#e9e9e9 0 25%,#fff 0 50%) 0 0/12px 12px}
    .stage img{display:block;max-width:100%;height:auto}
    .stage svg{position:absolute;inset:0;width:100%;height:100%;overflow:visible;pointer-events:none}
    .stage rect{fill:none;stroke-width:1.5px;vector-effect:non-scaling-stroke}
    .r-touch-target{stroke:#e8710a;color:#e8710a;stroke-dasharray:5 3} .r-container{stroke:#1a73e8;color:#1a73e8}
    .r-content{stroke:#188038;color:#188038;stroke-dasharray:3 2} .r-label{stroke:#d01884;color:#d01884}
    .r-icon{stroke:#12b5cb;color:#12b5cb} .r-subtitle{stroke:#9334e6;color:#9334e6} .r-spinner{stroke:#f9ab00;color:#f9ab00}
    .legend i.r-touch-target,.legend i.r-content{border-top-style:dashed}
    .legend{list-style:none;margin:8px 0 0;padding:0;font-size:12px;color:#444}
    .legend li{display:flex;gap:6px;align-items:center} .legend i{display:inline-block;width:18px;height:0;border-top:2px solid}
    .legend code{color:var(--muted)}
    .findings{margin:0;padding-left:18px;color:var(--bad)} .none{color:var(--muted);margin:0}
    .files{list-style:none;margin:0;padding:0} .files li{overflow-wrap:anywhere} .files span{color:var(--muted)}
    a{color:var(--accent)}
    pre{font:12px/1.35 ui-monospace,SFMono-Regular,Menlo,monospace;background:#f6f6f6;border-radius:8px;padding:8px;margin:0;white-space:pre-wrap;overflow-wrap:anywhere;max-height:40vh;overflow:auto}
    q{font-style:italic}
    .item .gs{position:absolute;left:-4px;bottom:-4px;min-width:18px;height:16px;border-radius:8px;color:#fff;font:bold 10px/16px system-ui,sans-serif;text-align:center;padding:0 4px}
    .gs-passed{background:var(--passed)} .gs-failed{background:var(--failed)} .gs-new{background:var(--new)} .gs-error{background:var(--error)}
    .live{margin:6px 0 0;font-size:12px;color:var(--muted)} .live b{color:var(--ink)} .live .n-failed{color:var(--failed)} .live .n-new{color:var(--new)} .live .n-passed{color:var(--passed)}
    .live .dot{display:inline-block;width:8px;height:8px;border-radius:50%;background:var(--passed);margin-right:6px;vertical-align:middle}
    .live.offline .dot{background:var(--failed)}
    #problems{margin:8px 0 0;padding:8px 12px;border:1px solid #f1aeb5;border-left:4px solid var(--bad);border-radius:6px;background:#fdf0f1;color:#5c1a1f}
    #problems ul{margin:4px 0 0;padding-left:18px} #problems code{font:12px ui-monospace,SFMono-Regular,Menlo,monospace;white-space:pre-wrap;overflow-wrap:anywhere}
    \#(HTMLReport.comparisonStyle)
    .golden{margin:12px 16px 0;padding:10px 12px 12px;border:1px solid var(--line);border-radius:8px;background:#fafbfc;min-width:0}
    .golden h3{flex:1 1 200px;margin:0;font:600 13px ui-monospace,SFMono-Regular,Menlo,monospace;overflow-wrap:anywhere}
    .golden .entry-head{display:flex;flex-wrap:wrap;align-items:center;gap:8px 12px}
    .golden .entry-tools{display:inline-flex;flex-wrap:wrap;gap:6px;align-items:center}
    .golden .message{margin:8px 0 4px;color:var(--muted);font-size:13px;overflow-wrap:anywhere}
    .golden .approve-result{margin:0 0 6px;font-size:13px} .golden .approve-result:empty{display:none}
    .golden figure{margin:0} .golden figcaption{margin-top:4px;font-size:12px;color:var(--muted)}
    .approve{font:inherit;font-size:13px;font-weight:600;border:0;border-radius:6px;padding:4px 12px;background:var(--passed);color:#fff;cursor:pointer}
    .approve:disabled{opacity:.5;cursor:default} .approve:focus-visible{outline:3px solid var(--accent);outline-offset:1px}
    figure.sheet figcaption .badge{order:0}
    @media (max-width:700px){
      .bar{padding:8px 10px 4px;position:static} h1{font-size:16px} main{padding:0 10px 30px}
      #search{flex-basis:100%} .keys{display:none}
      .item img{max-width:180px}
      .detail-body{grid-template-columns:minmax(0,1fr)} .golden{margin:10px 8px 0}
      dialog{width:100vw;max-width:100vw;max-height:100vh;height:100vh;margin:0;border-radius:0}
    }
    """#
}
