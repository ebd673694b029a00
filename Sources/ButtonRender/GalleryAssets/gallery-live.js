  const zoomSteps = [1, 2, 4, 8];
  let refreshing = false, again = false, stream = null, lastNote = '', approved = null;

  /** The live line (version, golden counts, read-only) and the banner of spec errors. */
  function showLive() {
    const line = $('#live'), banner = $('#problems');
    const goldens = items.filter((i) => i.golden);
    fGolden.closest('label').hidden = goldens.length === 0;
    if (!live) { line.hidden = true; banner.hidden = true; return; }
    const count = (s) => goldens.filter((i) => i.golden.status === s).length;
    const parts = [el('span', { class: 'dot', id: 'live-dot', title: 'connected' }), 'Live · version ' + live.version];
    if (live.snapshots) {
      parts.push(' · goldens in ', el('code', { text: live.snapshots }), ': ');
      for (const [s, word] of [['failed', 'failed'], ['new', 'new'], ['passed', 'passed'], ['error', 'errors']]) {
        if (s === 'error' && !count(s)) continue;
        parts.push(el('b', { class: 'n-' + s, id: 'golden-' + s, text: String(count(s)) }), ' ' + word + (s === 'passed' ? '' : ', '));
      }
      if (!live.canApprove) parts.push(' · read-only');
      const unapproved = goldens.filter((i) => i.golden.status === 'failed' || i.golden.status === 'new');
      if (live.canApprove && unapproved.length) {
        const all = el('button', { type: 'button', class: 'approve', id: 'approve-all', text: 'Approve all failed (' + unapproved.length + ')…' });
        all.addEventListener('click', () => approveAll(unapproved, all));
        parts.push(' ', all);
      }
    }
    if (lastNote) parts.push(' · ', el('span', { id: 'live-note', text: lastNote }));
    line.replaceChildren(...parts);
    if (goldens.length && !$('#keys-golden')) {
      $('#keys').append(el('span', { id: 'keys-golden' }, ' · in a detail view ', el('kbd', { text: '1' }), ' ', el('kbd', { text: '2' }), ' ',
        el('kbd', { text: '3' }), ' views, ', el('kbd', { text: '+' }), ' ', el('kbd', { text: '-' }), ' zoom',
        live.canApprove ? el('span', {}, ', ', el('kbd', { text: 'a' }), ' approve') : null));
    }
    line.hidden = false;
    if (stream && stream.readyState !== 1) line.classList.add('offline'); else line.classList.remove('offline');
    const problems = live.problems || [];
    banner.hidden = problems.length === 0;
    if (problems.length) {
      const n = problems.length;
      banner.replaceChildren(el('strong', { text: n + ' spec file' + (n > 1 ? 's' : '') + ' failed to load; ' + (n > 1 ? 'their' : 'its') + ' last good images are shown.' }),
        el('ul', {}, ...problems.map((p) => el('li', { 'data-file': p.file, 'data-line': p.line, 'data-column': p.column, 'data-field': p.field || '' },
          el('code', { text: p.text })))));
    }
  }

  /** Fetches the data again and rebuilds in place, keeping scroll, filters and the open detail view. */
  function refresh(url) {
    if (refreshing) { again = true; return; }
    refreshing = true;
    fetch(url, { cache: 'no-store' }).then((r) => r.json()).then((d) => {
      const x = scrollX, y = scrollY, wasOpen = dialog.open ? openName || $('#detail-title').textContent : null;
      // Hold the page's height while the new images load, so the scroll position is not clamped.
      const main = $('#gallery');
      main.style.minHeight = main.offsetHeight + 'px';
      const focused = document.activeElement && !dialog.contains(document.activeElement) && document.activeElement.dataset
        ? document.activeElement.dataset.name : null;
      build(d, false);
      scrollTo(x, y);
      if (wasOpen) {
        const it = items.find((i) => i.name === wasOpen);
        if (it) open(it, it.node, true); else dialog.close();
      } else if (focused) {
        const node = items.find((i) => i.name === focused);
        if (node && node.node) node.node.focus({ preventScroll: true });
      }
      const pending = Array.from(main.querySelectorAll('img')).filter((i) => !i.complete)
        .map((i) => new Promise((done) => { i.addEventListener('load', done); i.addEventListener('error', done); }));
      Promise.race([Promise.all(pending), new Promise((done) => setTimeout(done, 3000))]).then(() => { main.style.minHeight = ''; });
      document.documentElement.dataset.version = String(live ? live.version : 0);
    }).catch(() => {}).finally(() => { refreshing = false; if (again) { again = false; refresh(url); } });
  }

  /** Follows new versions: server-sent events at `events`, or polling `version` without them. */
  function follow(url) {
    if (!live) return;
    document.documentElement.dataset.version = String(live.version);
    const seen = (v) => { if (v > live.version) refresh(url); };
    if (window.EventSource) {
      stream = new EventSource('events');
      stream.onmessage = (e) => seen(Number(e.data));
      stream.onopen = () => $('#live').classList.remove('offline');
      stream.onerror = () => $('#live').classList.add('offline');
    } else {
      setInterval(() => fetch('version', { cache: 'no-store' }).then((r) => r.json()).then((v) => seen(v.version)).catch(() => {}), 1000);
    }
  }

  /** A picture of the comparison: the verify report's frame. */
  function frame(url, role, caption, w) {
    if (!url) return el('figure', { class: 'frame', 'data-role': role }, el('div', { class: 'missing', text: caption }), el('figcaption', { text: role }));
    return el('figure', { class: 'frame', 'data-role': role },
      el('div', { class: 'canvas' }, px(url, role + ' image', w)), el('figcaption', { text: caption }));
  }
  function px(url, alt, w) {
    const img = el('img', { class: 'px', alt, src: versioned(url.replace(/\?v=\d+$/, '')) });
    if (w) img.style.setProperty('--w', w);
    img.addEventListener('load', () => { if (!img.style.getPropertyValue('--w')) img.style.setProperty('--w', img.naturalWidth); });
    return img;
  }

  /** The golden block of a detail view: status, message, views, zoom, Approve. */
  function comparison(it) {
    const g = it.golden, scale = Number((g.fileName.match(/@(\d)x\.png$/) || [0, 1])[1]);
    const w = it.canvas ? Math.ceil(it.canvas.width * scale) : 0;
    if (!compareZoom) compareZoom = [4, 2].find((z) => w && w * z <= 360) || 1;
    const box = el('section', { class: 'golden entry', id: 'detail-golden', 'data-status': g.status, 'aria-label': 'Golden' });
    const views = el('span', { class: 'seg', role: 'group', 'aria-label': 'View' });
    const can = { side: true, diff: !!g.diff, slider: !!g.expected };
    if (!can[compareView]) compareView = 'side';
    for (const [v, label] of [['side', 'Side by side'], ['diff', 'Diff'], ['slider', 'Slider']]) {
      const b = el('button', { type: 'button', 'data-view': v, id: 'view-' + v, 'aria-pressed': String(v === compareView), disabled: !can[v], text: label });
      b.addEventListener('click', () => setView(v));
      views.append(b);
    }
    const zooms = el('span', { class: 'seg', role: 'group', 'aria-label': 'Zoom' });
    for (const z of zoomSteps) {
      const b = el('button', { type: 'button', 'data-zoom': String(z), id: 'zoom-' + z, 'aria-pressed': String(z === compareZoom), text: z + 'x' });
      b.addEventListener('click', () => setZoom(z));
      zooms.append(b);
    }
    const tools = el('span', { class: 'entry-tools' }, views, zooms);
    if (live && live.canApprove && g.status !== 'passed') {
      const approve = el('button', { type: 'button', class: 'approve', id: 'approve', text: g.status === 'new' ? 'Approve as golden' : 'Approve: replace the golden' });
      approve.addEventListener('click', () => approveImage(it, approve));
      tools.append(approve);
    }
    const word = { passed: 'passed', failed: 'failed', new: 'new · no golden', error: 'error' }[g.status] || g.status;
    box.append(el('header', { class: 'entry-head' }, el('span', { class: 'badge ' + g.status, id: 'golden-status', text: word }),
                  el('h3', { text: 'Golden ' + g.fileName }), tools),
               el('p', { class: 'message', id: 'golden-message', text: g.message }),
               el('p', { class: 'approve-result', id: 'approve-result', role: 'status', text: approved && approved.name === it.name ? approved.text : '' }));
    const frames = el('div', { class: 'frames' });
    // The golden and the diff may differ in size from the image: their widths come from the pictures.
    if (g.status === 'new' || !g.expected) frames.append(frame(g.actual, 'actual', g.status === 'new' ? 'actual — no golden yet' : 'actual', w));
    else if (g.status === 'passed' && !g.diff) frames.append(frame(g.expected, 'expected', 'expected', 0), frame(g.actual, 'actual', 'actual', w));
    else frames.append(frame(g.expected, 'expected', 'expected', 0), frame(g.diff, 'diff', g.diff ? 'diff' : 'no diff', 0), frame(g.actual, 'actual', 'actual', w));
    const all = el('div', { class: 'views' }, frames);
    if (g.expected) {
      const wipe = el('div', { class: 'wipe', style: '--pos:50%' }, px(g.expected, 'expected image', 0),
                      el('div', { class: 'wipe-top' }, px(g.actual, 'actual image', w)), el('div', { class: 'divider', 'aria-hidden': 'true' }));
      const range = el('input', { class: 'wipe-range', type: 'range', min: '0', max: '100', step: 'any', value: '50', 'aria-label': 'Share of the actual image shown, from the left' });
      const update = () => wipe.style.setProperty('--pos', Number(range.value) + '%');
      range.addEventListener('input', update);
      const drag = (e) => { const r = wipe.getBoundingClientRect(); if (r.width > 0) { range.value = String(Math.max(0, Math.min(100, 100 * (e.clientX - r.left) / r.width))); update(); } };
      wipe.addEventListener('pointerdown', (e) => { try { wipe.setPointerCapture(e.pointerId); } catch (_) { /* synthetic */ } drag(e); wipe.addEventListener('pointermove', drag); });
      for (const t of ['pointerup', 'pointercancel']) wipe.addEventListener(t, () => wipe.removeEventListener('pointermove', drag));
      all.append(el('div', { class: 'slider-view' }, el('div', { class: 'wipe-legend' }, el('span', { text: '◀ actual' }), el('span', { text: 'expected ▶' })), wipe, range));
    }
    box.append(all);
    box.dataset.view = compareView;
    box.style.setProperty('--zoom', String(compareZoom));
    return box;
  }

  function setView(v) {
    const box = $('#detail-golden'), b = box && $('[data-view="' + v + '"]', box);
    if (!b || b.disabled) return;
    compareView = v; box.dataset.view = v;
    for (const x of box.querySelectorAll('button[data-view]')) x.setAttribute('aria-pressed', String(x === b));
  }
  function setZoom(z) {
    const box = $('#detail-golden');
    if (!box) return;
    compareZoom = z; box.style.setProperty('--zoom', String(z));
    for (const x of box.querySelectorAll('button[data-zoom]')) x.setAttribute('aria-pressed', String(Number(x.dataset.zoom) === z));
  }

  /** Keys of an open detail view: 1 2 3 views, + - zoom, a approves. */
  function compareKey(e) {
    if (!$('#detail-golden') || (e.target instanceof Element && e.target.matches('input:not([type=range]), textarea, select'))) return;
    const i = zoomSteps.indexOf(compareZoom);
    switch (e.key) {
      case '1': setView('side'); break;
      case '2': setView('diff'); break;
      case '3': setView('slider'); break;
      case '+': case '=': setZoom(zoomSteps[Math.min(zoomSteps.length - 1, i + 1)]); break;
      case '-': setZoom(zoomSteps[Math.max(0, i - 1)]); break;
      case 'a': { const b = $('#approve'); if (b) b.click(); else return; break; }
      default: return;
    }
    e.preventDefault();
  }

  /** After a confirmation that lists them, asks the server to write every golden that differs or is
      missing, at the version shown (a preview that changed meanwhile writes nothing). */
  function approveAll(unapproved, button) {
    const names = unapproved.map((i) => '  ' + i.name + (i.golden.status === 'new' ? ' (new)' : ' (differs)'));
    const shown = names.length > 20 ? names.slice(0, 20).concat(['  … and ' + (names.length - 20) + ' more']) : names;
    if (!confirm('Write ' + unapproved.length + ' golden' + (unapproved.length > 1 ? 's' : '') + ' into ' + live.snapshots +
                 '? Each replaces what is there. Look at every diff first.\n\n' + shown.join('\n'))) return;
    button.disabled = true;
    fetch('approve-all', { method: 'POST', cache: 'no-store', headers: { 'Content-Type': 'application/json', 'X-ButtonRender-Token': token },
                           body: JSON.stringify({ version: live.version }) })
      .then((r) => r.text().then((t) => ({ ok: r.ok, t })))
      .then(({ ok, t }) => {
        lastNote = ok ? 'approved ' + JSON.parse(t).approved.length + ' goldens' : 'Not approved: ' + t.trim();
        refresh($('#gallery-data').dataset.src);
      })
      .catch((err) => { lastNote = 'Not approved: ' + err; button.disabled = false; showLive(); });
  }

  /** Asks the server to write this image as its golden (the run's token and the page's own Origin go with it). */
  function approveImage(it, button) {
    button.disabled = true;
    const result = $('#approve-result');
    result.textContent = 'Approving…';
    fetch('approve', { method: 'POST', cache: 'no-store', headers: { 'Content-Type': 'application/json', 'X-ButtonRender-Token': token },
                       body: JSON.stringify({ name: it.name }) })
      .then((r) => r.text().then((t) => ({ ok: r.ok, t })))
      .then(({ ok, t }) => {
        if (!ok) { result.textContent = 'Not approved: ' + t.trim(); button.disabled = false; return; }
        lastNote = 'approved ' + it.name;
        approved = { name: it.name, text: 'Approved: the golden ' + it.golden.fileName + ' was written.' };
        result.textContent = approved.text;
        refresh($('#gallery-data').dataset.src);
      })
      .catch((err) => { result.textContent = 'Not approved: ' + err; button.disabled = false; });
  }
