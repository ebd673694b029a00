(() => {
  'use strict';
  const entries = Array.from(document.querySelectorAll('article.entry'));
  const textFilter = document.getElementById('filter-text');
  const shownCount = document.getElementById('shown-count');
  const noMatch = document.getElementById('no-match');
  const zooms = [1, 2, 4, 8];
  let statusFilter = 'all';
  let current = null;

  const press = (buttons, pressed) => {
    for (const b of buttons) b.setAttribute('aria-pressed', String(b === pressed));
  };

  // Pictures: the slider's copies take their source from the frames (each is embedded once);
  // images without a known size take it from the decoded picture.
  for (const entry of entries) {
    for (const img of entry.querySelectorAll('img[data-copy]')) {
      const source = entry.querySelector('.frame[data-role="' + img.dataset.copy + '"] img');
      if (source) img.src = source.src;
    }
  }
  for (const img of document.querySelectorAll('img.px')) {
    if (img.style.getPropertyValue('--w')) continue;
    const size = () => { if (img.naturalWidth) img.style.setProperty('--w', img.naturalWidth); };
    if (img.complete) size(); else img.addEventListener('load', size);
  }

  function applyFilter() {
    const text = textFilter.value.trim().toLowerCase();
    let shown = 0;
    for (const entry of entries) {
      const visible = (statusFilter === 'all' || entry.dataset.status === statusFilter)
        && (text === '' || entry.dataset.name.toLowerCase().includes(text));
      entry.hidden = !visible;
      if (visible) { shown += 1; fitZoom(entry); }
    }
    shownCount.value = String(shown);
    noMatch.hidden = shown > 0 || entries.length === 0;
    if (current && current.hidden) setCurrent(null);
  }
  const filterButtons = document.querySelectorAll('[data-filter]');
  for (const button of filterButtons) {
    button.addEventListener('click', () => {
      statusFilter = button.dataset.filter;
      press(filterButtons, button);
      applyFilter();
    });
  }
  textFilter.addEventListener('input', applyFilter);

  function setView(entry, view) {
    const button = entry.querySelector('.entry-tools [data-view="' + view + '"]');
    if (!button || button.disabled) return;
    entry.dataset.view = view;
    press(entry.querySelectorAll('.entry-tools [data-view]'), button);
  }
  function setZoom(entry, zoom) {
    delete entry.dataset.startZoom;
    showZoom(entry, zoom);
  }
  function showZoom(entry, zoom) {
    entry.style.setProperty('--zoom', String(zoom));
    press(entry.querySelectorAll('[data-zoom]'), entry.querySelector('[data-zoom="' + zoom + '"]'));
  }
  function stepZoom(entry, step) {
    const now = Number(entry.style.getPropertyValue('--zoom')) || 1;
    const i = Math.max(0, Math.min(zooms.length - 1, zooms.indexOf(now) + step));
    setZoom(entry, zooms[i]);
  }

  // Until a zoom is chosen, an entry shows its starting zoom, halved until the widest
  // picture fits the entry; again when the window is resized (a phone turned).
  function fitZoom(entry) {
    const views = entry.querySelector('.views');
    if (!views || !entry.dataset.startZoom || views.clientWidth === 0) return;
    const widths = Array.from(entry.querySelectorAll('.frames img.px')).map((i) => Number(i.style.getPropertyValue('--w')) || 0);
    const widest = Math.max(0, ...widths);
    let zoom = Number(entry.dataset.startZoom) || 1;
    while (zoom > 1 && widest * zoom + 2 > views.clientWidth) zoom /= 2;
    showZoom(entry, zoom);
  }
  for (const entry of entries) fitZoom(entry);
  window.addEventListener('resize', () => { for (const entry of entries) fitZoom(entry); });

  const viewAll = document.querySelectorAll('[data-view-all]');
  for (const button of viewAll) {
    button.addEventListener('click', () => {
      press(viewAll, button);
      for (const entry of entries) setView(entry, button.dataset.viewAll);
    });
  }
  const zoomAll = document.querySelectorAll('[data-zoom-all]');
  for (const button of zoomAll) {
    button.addEventListener('click', () => {
      press(zoomAll, button);
      for (const entry of entries) setZoom(entry, Number(button.dataset.zoomAll));
    });
  }

  for (const entry of entries) {
    for (const button of entry.querySelectorAll('.entry-tools [data-view]')) {
      button.addEventListener('click', () => setView(entry, button.dataset.view));
    }
    for (const button of entry.querySelectorAll('[data-zoom]')) {
      button.addEventListener('click', () => setZoom(entry, Number(button.dataset.zoom)));
    }
    entry.addEventListener('focusin', () => setCurrent(entry, { focus: false }));

    // Slider: the thumb (or a drag on the pictures) sets --pos, which clips the actual
    // picture and places the divider.
    const wipe = entry.querySelector('.wipe');
    const range = entry.querySelector('.wipe-range');
    if (!wipe || !range) continue;
    const update = () => wipe.style.setProperty('--pos', Number(range.value) + '%');
    range.addEventListener('input', update);
    const drag = (event) => {
      const box = wipe.getBoundingClientRect();
      if (box.width <= 0) return;
      range.value = String(Math.max(0, Math.min(100, 100 * (event.clientX - box.left) / box.width)));
      update();
    };
    wipe.addEventListener('pointerdown', (event) => {
      try { wipe.setPointerCapture(event.pointerId); } catch (_) { /* a synthetic pointer */ }
      drag(event);
      wipe.addEventListener('pointermove', drag);
    });
    const stop = () => wipe.removeEventListener('pointermove', drag);
    wipe.addEventListener('pointerup', stop);
    wipe.addEventListener('pointercancel', stop);
    update();
  }

  function setCurrent(entry, options = {}) {
    if (current && current !== entry) {
      current.classList.remove('current');
      current.removeAttribute('aria-current');
    }
    current = entry;
    if (!entry) return;
    entry.classList.add('current');
    entry.setAttribute('aria-current', 'true');
    if (options.focus !== false && document.activeElement !== entry) entry.focus({ preventScroll: true });
    if (options.scroll) entry.scrollIntoView({ block: 'start' });
  }
  function move(step) {
    const visible = entries.filter((entry) => !entry.hidden);
    if (visible.length === 0) return;
    const i = visible.indexOf(current);
    const next = i < 0 ? (step > 0 ? 0 : visible.length - 1) : Math.max(0, Math.min(visible.length - 1, i + step));
    setCurrent(visible[next], { scroll: true });
  }

  document.addEventListener('keydown', (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
    const target = event.target;
    const typing = target instanceof HTMLElement && (target.isContentEditable || target.tagName === 'TEXTAREA'
      || target.tagName === 'SELECT' || (target.tagName === 'INPUT' && target.type !== 'range'));
    if (typing) {
      if (event.key === 'Escape') target.blur();
      return;
    }
    const entry = current && !current.hidden ? current : entries.find((e) => !e.hidden);
    switch (event.key) {
      case 'j': case 'n': move(1); break;
      case 'k': case 'p': move(-1); break;
      case '1': if (entry) setView(entry, 'side'); break;
      case '2': if (entry) setView(entry, 'diff'); break;
      case '3': if (entry) setView(entry, 'slider'); break;
      case '+': case '=': if (entry) stepZoom(entry, 1); break;
      case '-': if (entry) stepZoom(entry, -1); break;
      case '/': textFilter.focus(); textFilter.select(); break;
      default: return;
    }
    event.preventDefault();
  });

  const linked = location.hash ? document.getElementById(location.hash.slice(1)) : null;
  if (linked && entries.includes(linked)) setCurrent(linked, { scroll: true });
  applyFilter();
})();

// The accept list: the checked entries' goldens, actual files and hashes, as the JSON
// `render-cli accept` reads.
(() => {
  'use strict';
  const boxes = Array.from(document.querySelectorAll('input.accept-box'));
  const button = document.getElementById('accept-list');
  const count = document.getElementById('accept-count');
  const out = document.getElementById('accept-out');
  const text = document.getElementById('accept-text');
  const download = document.getElementById('accept-download');
  if (!button) return;
  const chosen = () => boxes.filter((b) => b.checked);
  const list = () => JSON.stringify({
    buttonrenderAccept: 1,
    accept: chosen().map((b) => ({ snapshot: b.dataset.snapshot, actual: b.dataset.actual, hash: b.dataset.hash })),
  }, null, 2) + '\n';
  const update = () => {
    count.value = String(chosen().length);
    button.disabled = chosen().length === 0;
    if (!out.hidden) show();
  };
  const show = () => {
    const json = list();
    text.value = json;
    download.href = 'data:application/json;charset=utf-8,' + encodeURIComponent(json);
    out.hidden = false;
  };
  for (const box of boxes) box.addEventListener('change', update);
  button.addEventListener('click', () => { show(); text.focus(); text.select(); });
})();
