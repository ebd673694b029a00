(() => {
  'use strict';
  const $ = (s, r = document) => r.querySelector(s);
  const el = (tag, attrs, ...kids) => {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (v == null || v === false) continue;
      if (k === 'text') e.textContent = v; else if (k === 'class') e.className = v; else e.setAttribute(k, v === true ? '' : v);
    }
    for (const c of kids) if (c != null) e.append(c);
    return e;
  };
  const SVG = 'http://www.w3.org/2000/svg';
  const num = (v) => String(Math.round(v * 100) / 100);
  const slug = (s) => String(s).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  const search = $('#search'), fSystem = $('#filter-system'), fAppearance = $('#filter-appearance'), fFindings = $('#filter-findings');
  const fMode = $('#filter-mode');
  const dialog = $('#detail'), fGolden = $('#filter-golden');
  const token = ($('meta[name=buttonrender-token]') || {}).content || '';
  let items = [], sections = [], tables = [], opener = null, showRects = false;
  // Served pages: the data's live part, the open detail's name, and its comparison view and zoom.
  let live = null, systemNotes = {}, openName = null, compareView = 'side', compareZoom = 0;
  const versioned = (url) => live ? url + (url.includes('?') ? '&' : '?') + 'v=' + live.version : url;

  function rank(list, value) { const i = list.indexOf(value); return i < 0 ? list.length : i; }
  function largerPNG(it) {
    return it.files.filter((f) => f.format === 'png' && f.scale > 1).sort((a, b) => a.scale - b.scale)[0];
  }

  function thumb(it) {
    const img = el('img', { src: it.thumbnail || '', alt: '', loading: 'lazy', decoding: 'async' });
    if (it.canvas) { img.width = Math.ceil(it.canvas.width); img.height = Math.ceil(it.canvas.height); }
    if (it.backdrop) img.style.background = it.backdrop;
    return img;
  }

  function itemButton(it, card) {
    const n = it.findings.length;
    const b = el('button', { type: 'button', class: 'item', id: it.id, 'data-name': it.name, title: it.name,
                             'aria-label': it.name + (it.label ? ' "' + it.label + '"' : '') + (n ? ', ' + n + ' finding' + (n > 1 ? 's' : '') : '') },
                 thumb(it));
    if (n) b.append(el('span', { class: 'flag', 'aria-hidden': 'true', text: String(n) }));
    if (it.golden) {
      const st = it.golden.status;
      b.dataset.golden = st;
      b.setAttribute('aria-label', b.getAttribute('aria-label') + ', golden ' + st);
      b.append(el('span', { class: 'gs gs-' + st, 'aria-hidden': 'true', title: 'golden: ' + st,
                            text: { passed: '✓', failed: 'diff', new: 'new', error: '!' }[st] || st }));
    }
    if (card) b.append(el('span', { class: 'name', text: it.name }), el('span', { class: 'sub', text: it.summary }));
    b.addEventListener('click', () => open(it, b));
    it.node = b;
    return b;
  }

  function section(id, title, count) {
    const small = el('small', { text: String(count) });
    const s = el('section', { id, 'aria-label': title }, el('h2', {}, title + ' ', small));
    const link = el('a', { href: '#' + id }, title + ' ', el('small', { text: String(count) }));
    $('#sections').append(link);
    const entry = { node: s, items: [], small, link };
    sections.push(entry);
    $('#gallery').append(s);
    return entry;
  }

  // A grid in the system's own words: its display name, its state names in its own order,
  // its style titles in its own order (ButtonVocabulary).
  function grid(system, list, data) {
    const sec = section('system-' + slug(system), list[0].grid.systemTitle || system, list.length);
    // The system file's description (Markdown the tool made safe HTML: SafeMarkdown).
    const notes = (data.systemNotes || {})[system];
    if (notes && notes.description) {
      const about = el('div', { class: 'notes system-notes' });
      about.innerHTML = notes.description;
      sec.node.append(about);
    }
    const stateRank = new Map(), stateTitle = new Map();
    for (const i of list) {
      if (!stateRank.has(i.grid.state)) { stateRank.set(i.grid.state, i.grid.stateRank); stateTitle.set(i.grid.state, i.grid.stateTitle || i.grid.state); }
    }
    const states = [...stateRank.keys()].sort((a, b) => (stateRank.get(a) - stateRank.get(b)) || (rank(data.stateOrder, a) - rank(data.stateOrder, b)));
    const appearances = [...new Set(list.map((i) => i.grid.appearance))].sort((a, b) => rank(['light', 'dark'], a) - rank(['light', 'dark'], b));
    const rows = new Map();
    for (const it of list) {
      const key = it.grid.style + '\u0000' + it.grid.variant;
      if (!rows.has(key)) rows.set(key, { style: it.grid.styleTitle || it.grid.style, rank: it.grid.styleRank || 0, order: rows.size, variant: it.grid.variant, cells: new Map() });
      const cell = it.grid.appearance + ':' + it.grid.state, row = rows.get(key);
      if (!row.cells.has(cell)) row.cells.set(cell, []);
      row.cells.get(cell).push(it);
    }
    const columns = appearances.flatMap((a) => states.map((s, i) => ({ a, s, key: a + ':' + s, start: i === 0 })));
    const top = el('tr', {}, el('th', { class: 'corner', rowspan: '2', scope: 'col', text: 'Style' }));
    for (const a of appearances) top.append(el('th', { colspan: String(states.length), 'data-appearance': a, class: 'start', scope: 'colgroup', text: a }));
    const second = el('tr');
    for (const c of columns) second.append(el('th', { scope: 'col', 'data-appearance': c.a, 'data-col': c.key, class: c.start ? 'start' : null, text: stateTitle.get(c.s) }));
    const body = el('tbody');
    const table = { node: null, rows: [], heads: Array.from(second.children), groups: Array.from(top.children).slice(1) };
    for (const row of [...rows.values()].sort((a, b) => (a.rank - b.rank) || (a.order - b.order))) {
      const tr = el('tr', {}, el('th', { scope: 'row' }, row.style, row.variant ? el('small', { text: row.variant }) : null));
      const rowItems = [], cells = [];
      for (const c of columns) {
        const td = el('td', { 'data-appearance': c.a, 'data-col': c.key, class: c.start ? 'start' : null });
        const here = row.cells.get(c.key) || [];
        for (const it of here) { td.append(itemButton(it, false)); rowItems.push(it); it.col = c.key; }
        // A dark button's cell takes its canvas colour, so the picture sits flush in it.
        if (here.length && here[0].backdrop) td.style.background = here[0].backdrop;
        tr.append(td); cells.push(td);
      }
      body.append(tr);
      table.rows.push({ node: tr, items: rowItems, cells });
    }
    // The grid takes the window's width, its thumbnails shrinking to their columns, so a
    // system's whole matrix fits a 1280 px window; below 9 em a column, it scrolls sideways
    // in its box instead.
    table.node = el('table', { class: 'grid' }, el('thead', {}, top, second), body);
    table.node.style.minWidth = (10 + columns.length * 4.5) + 'em';
    sec.node.append(el('div', { class: 'table-wrap' }, table.node));
    sec.items = list;
    tables.push(table);
  }

  function cards(id, title, list) {
    const sec = section(id, title, list.length);
    sec.node.append(el('div', { class: 'cards' }, ...list.map((it) => itemButton(it, true))));
    sec.items = list;
  }

  function sheets(list) {
    const sec = section('sheets', 'sheets', list.length);
    for (const it of list) {
      const img = el('img', { src: it.thumbnail || '', alt: it.name, loading: 'lazy' });
      const fig = el('figure', { class: 'sheet', id: it.id, 'data-zoom': '1', 'data-name': it.name });
      const zoom = el('span', { class: 'zoom', role: 'group', 'aria-label': 'Zoom' });
      const large = largerPNG(it);
      const set = (z) => {
        fig.dataset.zoom = z;
        for (const b of zoom.children) b.setAttribute('aria-pressed', String(b.dataset.zoom === z));
        const w = it.canvas ? it.canvas.width : img.naturalWidth;
        img.style.width = z === 'fit' ? '' : (w * Number(z)) + 'px';
        if (z === '2' && large) img.src = versioned(large.name); else if (img.getAttribute('src') !== it.thumbnail) img.src = it.thumbnail || '';
      };
      for (const [z, label] of [['fit', 'Fit'], ['1', '1x'], ['2', '2x']]) {
        const b = el('button', { type: 'button', 'data-zoom': z, 'aria-pressed': String(z === '1'), text: label });
        b.addEventListener('click', () => set(z));
        zoom.append(b);
      }
      img.addEventListener('error', () => { if (it.thumbnail && img.getAttribute('src') !== it.thumbnail) img.src = it.thumbnail; });
      const details = el('button', { type: 'button', class: 'details', text: 'Details' });
      details.addEventListener('click', () => open(it, details));
      const badge = it.golden ? el('span', { class: 'badge ' + it.golden.status, text: it.golden.status }) : null;
      if (it.golden) fig.dataset.golden = it.golden.status;
      fig.append(el('figcaption', {}, el('b', { text: it.name }), badge, el('span', { class: 'sub', text: it.summary }), zoom, details),
                 el('div', { class: 'sheet-scroll', tabindex: '0', 'aria-label': it.name + ' at full size' }, img));
      if (it.canvas) { img.style.width = it.canvas.width + 'px'; img.width = Math.ceil(it.canvas.width); img.height = Math.ceil(it.canvas.height); }
      it.node = fig;
      sec.node.append(fig);
    }
    sec.items = list;
  }

  /** Builds (or, on a served page's new version, rebuilds) everything from `data`. */
  function build(data, first = true) {
    const keepSystem = fSystem.value;
    $('#gallery').replaceChildren(); $('#sections').replaceChildren();
    while (fSystem.options.length > 1) fSystem.remove(1);
    sections = []; tables = [];
    live = data.live || null;
    systemNotes = data.systemNotes || {};
    items = data.items.map((d, i) => Object.assign({}, d, { id: 'item-' + i }));
    for (const it of items) {
      const g = it.grid || {};
      it.system = g.system || '';
      it.hay = [it.name, g.system, g.systemTitle, g.style, g.variant, g.state, g.stateTitle, g.appearance, it.label, it.grid ? '' : it.summary].join(' ').toLowerCase();
    }
    const gridded = items.filter((i) => i.grid);
    const systems = [...new Set(gridded.map((i) => i.grid.system))].sort((a, b) => rank(data.systemOrder, a) - rank(data.systemOrder, b));
    for (const s of systems) {
      const list = gridded.filter((i) => i.grid.system === s);
      grid(s, list, data);
      fSystem.append(el('option', { value: s, text: list[0].grid.systemTitle || s }));
    }
    const loose = items.filter((i) => !i.grid && i.kind !== 'sheet');
    if (loose.length) cards('other', 'other', loose);
    const sheetItems = items.filter((i) => i.kind === 'sheet');
    if (sheetItems.length) sheets(sheetItems);
    $('#total-count').textContent = String(items.length);
    // A system file's modes (Primer's four themes): a filter by value, shown when any button has one.
    const modeValues = [...new Set(items.flatMap((i) => Object.entries((i.grid && i.grid.modes) || {}).map(([axis, value]) => axis + '=' + value)))];
    const keepMode = fMode.value;
    fMode.replaceChildren(el('option', { value: '', text: 'All modes' }), ...modeValues.map((m) => el('option', { value: m, text: m.replace('=', ' ') })));
    fMode.hidden = modeValues.length === 0;
    if (modeValues.includes(keepMode)) fMode.value = keepMode;
    showLive();
    if (!first) {
      if ([...fSystem.options].some((o) => o.value === keepSystem)) fSystem.value = keepSystem;
      apply();
      return;
    }
    const query = new URLSearchParams(location.search);
    search.value = query.get('q') || '';
    if (query.has('system')) fSystem.value = query.get('system');
    if (query.has('appearance')) fAppearance.value = query.get('appearance');
    if (query.has('mode')) fMode.value = query.get('mode');
    fFindings.checked = query.get('findings') === '1';
    if (query.has('golden')) fGolden.value = query.get('golden');
    apply();
    const wanted = decodeURIComponent(location.hash.replace(/^#detail=/, ''));
    const target = location.hash.startsWith('#detail=') && items.find((i) => i.name === wanted);
    if (target) {
      if (query.get('rects') === '1') showRects = true;
      open(target, target.node);
    }
  }

  function apply() {
    const terms = search.value.trim().toLowerCase().split(/\s+/).filter(Boolean);
    const sys = fSystem.value, ap = fAppearance.value, bad = fFindings.checked, gs = fGolden.value;
    const [modeAxis, modeValue] = fMode.value ? fMode.value.split('=') : [null, null];
    let shown = 0;
    for (const it of items) {
      const ok = terms.every((t) => it.hay.includes(t)) && (!sys || it.system === sys) &&
                 (!ap || !it.grid || it.grid.appearance === ap) && (!bad || it.findings.length > 0) &&
                 (!modeAxis || (it.grid && it.grid.modes && it.grid.modes[modeAxis] === modeValue)) &&
                 (!gs || (it.golden && (gs === 'changed' ? it.golden.status !== 'passed' : it.golden.status === gs)));
      it.shown = ok;
      it.node.hidden = !ok;
      if (ok) shown++;
    }
    for (const t of tables) {
      const cols = new Set();
      for (const r of t.rows) {
        const any = r.items.some((i) => i.shown);
        r.node.hidden = !any;
        for (const i of r.items) if (i.shown) cols.add(i.col);
      }
      const showCol = (k) => cols.has(k) || cols.size === 0;
      for (const h of t.heads) h.hidden = !showCol(h.dataset.col);
      for (const r of t.rows) for (const c of r.cells) c.hidden = !showCol(c.dataset.col);
      for (const g of t.groups) {
        const n = t.heads.filter((h) => h.dataset.appearance === g.dataset.appearance && !h.hidden).length;
        g.hidden = n === 0;
        if (n) g.colSpan = n;
      }
    }
    for (const s of sections) {
      const n = s.items.filter((i) => i.shown).length;
      s.node.hidden = n === 0; s.link.hidden = n === 0;
      const text = n === s.items.length ? String(n) : n + ' of ' + s.items.length;
      s.small.textContent = text; s.link.lastChild.textContent = text;
    }
    $('#shown-count').textContent = String(shown);
    $('#no-match').hidden = shown > 0;
  }

  function rectangles(it, img) {
    const w = it.canvas.width, h = it.canvas.height;
    const svg = document.createElementNS(SVG, 'svg');
    svg.setAttribute('viewBox', '0 0 ' + w + ' ' + h);
    svg.setAttribute('preserveAspectRatio', 'none');
    svg.setAttribute('aria-hidden', 'true');
    svg.id = 'detail-rects';
    for (const r of it.rectangles) {
      const rect = document.createElementNS(SVG, 'rect');
      for (const [k, v] of [['x', r.x], ['y', r.y], ['width', r.width], ['height', r.height]]) rect.setAttribute(k, String(v));
      rect.setAttribute('class', 'r-' + slug(r.name));
      rect.setAttribute('data-name', r.name);
      const title = document.createElementNS(SVG, 'title');
      title.textContent = r.name;
      rect.append(title);
      svg.append(rect);
    }
    svg.toggleAttribute('hidden', !showRects);
    return svg;
  }

  function open(it, from, again = false) {
    opener = from;
    openName = it.name;
    const close = el('button', { type: 'button', class: 'close', 'aria-label': 'Close', text: '×' });
    close.addEventListener('click', closeDetail);
    const head = el('div', { class: 'detail-head' }, el('h2', { id: 'detail-title', text: it.name }), close);
    const preview = el('div', { class: 'preview' }, el('h3', { text: 'Image' }));
    if (it.thumbnail) {
      const large = largerPNG(it);
      const img = el('img', { src: large ? versioned(large.name) : it.thumbnail, alt: it.voiceOver || it.name, id: 'detail-image' });
      img.addEventListener('error', () => { if (img.getAttribute('src') !== it.thumbnail) img.src = it.thumbnail; });
      const stage = el('div', { class: 'stage' }, img);
      if (it.backdrop) stage.style.background = it.backdrop;
      if (it.canvas) {
        const zoom = it.kind === 'sheet' ? 1 : Math.max(1, Math.min(4, Math.floor(480 / it.canvas.width)));
        img.width = Math.round(it.canvas.width * zoom);
        img.height = Math.round(it.canvas.height * zoom);
      }
      if (it.canvas && it.rectangles.length) {
        const svg = rectangles(it, img);
        stage.append(svg);
        const toggle = el('input', { type: 'checkbox', id: 'toggle-rects' });
        toggle.checked = showRects;
        const legend = el('ul', { class: 'legend', id: 'detail-legend' });
        legend.hidden = !showRects;
        for (const r of it.rectangles) {
          const swatch = el('i', { class: 'r-' + slug(r.name) });
          legend.append(el('li', {}, swatch, r.name + ' ', el('code', { text: num(r.x) + ', ' + num(r.y) + ', ' + num(r.width) + ' × ' + num(r.height) + ' pt' })));
        }
        toggle.addEventListener('change', () => { showRects = toggle.checked; svg.toggleAttribute('hidden', !showRects); legend.hidden = !showRects; });
        preview.append(el('label', { class: 'check' }, toggle, ' Layout rectangles (points)'), el('br'), stage, legend);
      } else {
        preview.append(stage);
      }
      // An animated PNG written beside the stills (--format apng) plays here.
      const anim = it.files.filter((f) => f.format === 'apng').sort((a, b) => b.scale - a.scale)[0];
      if (anim) {
        const moving = el('img', { src: versioned(anim.name), alt: (it.voiceOver || it.name) + ' (animation)', id: 'detail-animation' });
        if (it.canvas) { moving.width = img.width; moving.height = img.height; }
        const movingStage = el('div', { class: 'stage' }, moving);
        if (it.backdrop) movingStage.style.background = it.backdrop;
        preview.append(el('h3', { text: 'Animation' }), movingStage);
      }
    }
    const info = el('div', { class: 'info' });
    info.append(el('h3', { text: 'Summary' }), el('p', { class: 'none', text: it.summary + (it.grid && it.grid.variant ? ' · ' + it.grid.variant : '') + (it.label ? ' · "' + it.label + '"' : '') }));
    if (it.kind !== 'sheet') {
      info.append(el('h3', { text: 'VoiceOver' }), el('p', { id: 'detail-voiceover' }, it.voiceOver ? el('q', { text: it.voiceOver }) : 'not audited'));
      info.append(el('h3', { text: 'Findings' }), it.findings.length ? el('ul', { class: 'findings', id: 'detail-findings' }, ...it.findings.map((f) => el('li', { text: f })))
                                                                 : el('p', { class: 'none', id: 'detail-findings', text: 'None' }));
    }
    const styleUsage = it.grid && ((systemNotes[it.section] || {}).usage || {})[it.grid.style];
    if (styleUsage) {
      // The style's usage note (Markdown the tool made safe HTML: SafeMarkdown).
      const usage = el('div', { class: 'notes', id: 'detail-usage' });
      usage.innerHTML = styleUsage;
      info.append(el('h3', { text: 'Usage' }), usage);
    }
    if (it.tokens && it.tokens.length) {
      // A system file's button: each slot's value and the token chain behind it, as
      // `render-cli system check` prints them.
      const headRow = el('tr', {}, ...['Slot', 'Value and tokens', 'From'].map((t) => el('th', { text: t })));
      const rows = it.tokens.map((t) => el('tr', {}, el('td', { text: t.slot }),
                                           el('td', {}, el('span', { text: t.value }), ...(t.chain ? [el('div', { class: 'chain', text: t.chain })] : [])),
                                           el('td', { class: 'from', text: t.from })));
      info.append(el('h3', { text: 'Tokens' }), el('table', { class: 'tokens', id: 'detail-tokens' }, el('thead', {}, headRow), el('tbody', {}, ...rows)));
    }
    info.append(el('h3', { text: 'Files' }), el('ul', { class: 'files', id: 'detail-files' },
      ...it.files.map((f) => el('li', {}, el('a', { href: versioned(f.name), text: f.name }), ' ', el('span', { text: f.size })))));
    info.append(el('h3', { text: 'Spec' }), el('pre', { id: 'detail-spec', text: it.spec }));
    const active = again && dialog.contains(document.activeElement) ? document.activeElement.id : '';
    const scrolled = dialog.scrollTop;
    dialog.replaceChildren(head, ...(it.golden ? [comparison(it)] : []), el('div', { class: 'detail-body' }, preview, info));
    if (!dialog.open) dialog.showModal();
    if (again) {
      dialog.scrollTop = scrolled;
      const back = active && document.getElementById(active);
      if (back) back.focus(); else close.focus();
      return;
    }
    remember('#detail=' + encodeURIComponent(it.name));
    close.focus();
  }

  /** Closes the detail view and puts focus back on the cell (or button) that opened it. */
  function closeDetail() {
    if (dialog.open) dialog.close();
    if (opener && document.contains(opener)) opener.focus();
  }

  dialog.addEventListener('close', () => {
    if (dialog.open) return;  // closed, then opened again before this event ran
    openName = null;
    if (location.hash.startsWith('#detail=')) remember(location.pathname + location.search);
    if (opener && document.contains(opener)) opener.focus();
  });
  dialog.addEventListener('click', (e) => { if (e.target === dialog) closeDetail(); });

  /** Puts the open detail view in the address, so a link or reload reopens it (ignored where the page has no address of its own). */
  function remember(url) { try { history.replaceState(null, '', url); } catch (e) { /* a srcdoc or sandboxed frame */ } }

  function visibleItems() {
    return Array.from(document.querySelectorAll('#gallery .item')).filter((n) => !n.hidden && n.offsetParent !== null);
  }

  function move(from, key) {
    const list = visibleItems();
    const at = list.indexOf(from);
    let to = null;
    if (key === 'ArrowRight' || key === 'ArrowLeft') {
      to = list[at + (key === 'ArrowRight' ? 1 : -1)] || null;
    } else {
      const a = from.getBoundingClientRect(), ax = a.left + a.width / 2, ay = a.top + a.height / 2, down = key === 'ArrowDown';
      const candidates = list.filter((n) => n !== from).map((n) => {
        const b = n.getBoundingClientRect();
        return { n, dx: Math.abs(b.left + b.width / 2 - ax), dy: b.top + b.height / 2 - ay };
      }).filter((c) => (down ? c.dy > 2 : c.dy < -2));
      if (candidates.length) {
        const nearest = Math.min(...candidates.map((c) => Math.abs(c.dy)));
        to = candidates.filter((c) => Math.abs(c.dy) - nearest < 8).sort((p, q) => p.dx - q.dx)[0].n;
      }
    }
    if (to) { to.focus(); to.scrollIntoView({ block: 'nearest', inline: 'nearest' }); }
  }

  document.addEventListener('keydown', (e) => {
    if (dialog.open && !e.ctrlKey && !e.metaKey && !e.altKey) { compareKey(e); return; }
    if (dialog.open || e.ctrlKey || e.metaKey || e.altKey) return;
    const t = e.target, typing = t instanceof Element && t.matches('input[type=search], input[type=text], select, textarea');
    if (e.key === '/' && !typing) { e.preventDefault(); search.focus(); search.select(); return; }
    if (e.key === 'Escape' && t === search) { if (search.value) { search.value = ''; apply(); } else search.blur(); return; }
    if (typing) return;
    if (e.key.startsWith('Arrow') && t instanceof Element && t.classList.contains('item')) { e.preventDefault(); move(t, e.key); }
  });
  for (const c of [search, fSystem, fAppearance, fMode, fFindings, fGolden]) c.addEventListener(c === search ? 'input' : 'change', apply);
/* @include GalleryAssets/gallery-live.js */
  const source = $('#gallery-data');
  if (source.dataset.src) {
    fetch(source.dataset.src).then((r) => r.json()).then((d) => { build(d); follow(source.dataset.src); })
      .catch((err) => { $('#gallery').textContent = 'Could not load the gallery data: ' + err; });
  } else {
    build(JSON.parse(source.textContent));
  }
})();
