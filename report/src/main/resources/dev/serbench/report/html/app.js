/*
 * serbench results page: tables, filters, charts (SVG) and downloads drawn from window.SERBENCH_DATA
 * (data.js, written by `java -jar report/target/report.jar html`). Plain JavaScript, no libraries, no
 * network: the page works from file://. The view (filters, sort, run, metric) lives in location.hash.
 */
(function () {
  'use strict';

  var DATA = window.SERBENCH_DATA;
  var OPS = ['encode', 'decode', 'fromModel', 'toModel'];
  var KIND_ORDER = { 'library': 0, 'one-operation': 1, 'floor': 2 };
  var KIND_TITLE = { 'library': 'library (encode and decode)', 'one-operation': 'one-operation variant', 'floor': 'floor' };
  // 'buffer reuse' is what runs before 'reused writer' called it.
  var OWN_FACET_VARIANTS = ['reused writer', 'buffer reuse', 'reused output', 'floor'];
  var NOTHING_ALLOCATED = 16; // B/op under the smallest object: nothing allocated per operation
  var PALETTE = ['#2f6db5', '#e07b1a', '#2e8b57', '#c0392b', '#7d4fb0', '#8c564b', '#d6589f', '#5f6b7a',
    '#a3a321', '#17a2b8', '#1f3f73', '#b35c00', '#1d6b3c', '#7f1f16', '#4c2d73', '#c49c94'];

  // ---------------------------------------------------------------- helpers

  function esc(s) {
    return String(s == null ? '' : s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;');
  }
  function isNum(v) { return typeof v === 'number' && isFinite(v); }
  function fmt(v, decimals) {
    return v.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  }
  function timeDecimals(v) { var a = Math.abs(v); return a < 10 ? 2 : a < 100 ? 1 : 0; }
  function fmtTime(v) { return isNum(v) ? fmt(v, timeDecimals(v)) : 'n/a'; }
  function fmtBytes(v) { return isNum(v) ? fmt(v, v === Math.round(v) ? 0 : 1) : 'n/a'; }
  function fmtPlain(v) { return isNum(v) ? fmt(v, Math.abs(v) < 10 && v !== Math.round(v) ? 2 : v === Math.round(v) ? 0 : 1) : 'n/a'; }
  function fmtPercent(v) {
    if (v === Infinity) return '\u221e';
    return isNum(v) ? fmt(v, v >= 100 ? 0 : 1) + '%' : 'n/a';
  }
  /** 1, 10, 100, 1k, 10k, ..., 1G: axis labels of log scales. */
  function fmtShort(v) {
    var units = [[1e9, 'G'], [1e6, 'M'], [1e3, 'k']];
    for (var i = 0; i < units.length; i++) {
      if (v >= units[i][0]) return fmtPlain(v / units[i][0]) + units[i][1];
    }
    return fmtPlain(v);
  }
  /** A JMH score with its error at the score's precision, as the tables and report.md print it. */
  function fmtWithError(o) {
    var d = timeDecimals(o.s);
    return fmt(o.s, d) + (isNum(o.e) ? ' \u00b1 ' + fmt(o.e, d) : ' \u00b1?');
  }
  function yn(b) { return b == null ? 'n/a' : b ? 'yes' : 'no'; }
  function uniq(list) { var seen = {}; return list.filter(function (v) { if (seen[v]) return false; seen[v] = 1; return true; }); }
  function el(id) { return document.getElementById(id); }

  // ---------------------------------------------------------------- the runs, indexed

  var RUNS = DATA.runs.map(function (run, index) {
    var codecs = {};
    run.codecs.forEach(function (c) { codecs[c.id] = c; });
    var rowsByDataset = {};
    run.datasets.forEach(function (d) { rowsByDataset[d.id] = []; });
    run.rows.forEach(function (r) {
      r.run = index;
      r.info = codecs[r.codec];
      (rowsByDataset[r.dataset] = rowsByDataset[r.dataset] || []).push(r);
    });
    var datasets = {};
    run.datasets.forEach(function (d) { datasets[d.id] = d; });
    return { data: run, index: index, codecs: codecs, datasets: datasets, rowsByDataset: rowsByDataset };
  });

  function timed(row, op) {
    return !!row.ops[op] || row.info.operations.indexOf(op) >= 0;
  }
  function score(row, op) { var o = row.ops[op]; return o && isNum(o.s) ? o.s : NaN; }
  function error(row, op) { var o = row.ops[op]; return o && isNum(o.e) ? o.e : NaN; }
  function converts(row) { return timed(row, 'fromModel') || timed(row, 'toModel'); }

  /** A derived value of a row: NaN when missing, null when the codec does not time what it needs. */
  var METRICS = {
    encode: { title: 'encode ns/op', ops: ['encode'], value: function (r) { return score(r, 'encode'); },
      err: function (r) { return error(r, 'encode'); } },
    decode: { title: 'decode ns/op', ops: ['decode'], value: function (r) { return score(r, 'decode'); },
      err: function (r) { return error(r, 'decode'); } },
    total: { title: 'total ns/op (encode + decode)', ops: ['encode', 'decode'],
      value: function (r) { return score(r, 'encode') + score(r, 'decode'); },
      err: function (r) { return error(r, 'encode') + error(r, 'decode'); } },
    modelToBytes: { title: 'model-to-bytes ns/op', ops: ['encode', 'decode'],
      applies: function (r) { return timed(r, 'encode') && timed(r, 'decode') && (!converts(r) || (timed(r, 'fromModel') && timed(r, 'toModel'))); },
      value: function (r) {
        var t = score(r, 'encode') + score(r, 'decode');
        return converts(r) ? t + score(r, 'fromModel') + score(r, 'toModel') : t;
      },
      err: function (r) {
        var e = error(r, 'encode') + error(r, 'decode');
        return converts(r) ? e + error(r, 'fromModel') + error(r, 'toModel') : e;
      } }
  };
  function applies(metric, row) {
    var m = METRICS[metric];
    if (m.applies) return m.applies(row);
    return m.ops.every(function (op) { return timed(row, op); });
  }
  function metricValue(metric, row) { return applies(metric, row) ? METRICS[metric].value(row) : NaN; }

  /** The metric a row is compared on: the total, or for a one-operation row the operation it times. */
  function speedMetric(row) {
    if (row.info.kind !== 'one-operation') return 'total';
    return timed(row, 'encode') ? 'encode' : 'decode';
  }

  /** Best (lowest) value of the metric among the dataset's libraries: what "relative" compares with. */
  function bestLibrary(run, dataset, metric) {
    var best = NaN;
    (run.rowsByDataset[dataset] || []).forEach(function (r) {
      if (r.info.kind !== 'library') return;
      var v = metricValue(metric, r);
      if (isNum(v) && (!isNum(best) || v < best)) best = v;
    });
    return best;
  }
  /** The row's speed as a percent of the best library's (best = 100%; floors and variants can exceed it). */
  function relative(run, row) {
    var metric = speedMetric(row);
    var v = metricValue(metric, row);
    var best = bestLibrary(run, row.dataset, metric);
    if (!isNum(v) || !isNum(best)) return NaN;
    return v === best ? 100 : best / v * 100;
  }

  // ---------------------------------------------------------------- filters (facets)

  function reuseOf(c) {
    if (c.variants.indexOf('reused output') >= 0) return 'reused output';
    if (c.variants.indexOf('reused writer') >= 0 || c.variants.indexOf('buffer reuse') >= 0 || c.reusesBuffers) return 'reused writer';
    return 'none';
  }
  function variantsOf(c) {
    if (c.floor) return ['plain'];
    var own = c.variants.filter(function (v) { return OWN_FACET_VARIANTS.indexOf(v) < 0; });
    return own.length ? own : ['plain'];
  }
  var FACETS = [
    { id: 'kind', title: 'Row kind', of: function (c) { return [KIND_TITLE[c.kind]]; } },
    { id: 'encoding', title: 'Text / binary', of: function (c) { return [c.encoding || 'n/a']; } },
    { id: 'schema', title: 'Schema', of: function (c) {
      return [c.schemaRequired == null ? 'n/a' : c.schemaRequired ? 'schema required' : 'schemaless']; } },
    { id: 'api', title: 'API kind', of: function (c) { return [c.api || 'n/a']; } },
    { id: 'zerocopy', title: 'Zero-copy format', of: function (c) { return [yn(c.zeroCopy)]; } },
    { id: 'xlang', title: 'Cross-language', of: function (c) { return [yn(c.crossLanguage)]; } },
    { id: 'reuse', title: 'Buffer reuse', of: function (c) { return [reuseOf(c)]; } },
    { id: 'variant', title: 'Variant (access, read, packed, ...)', of: variantsOf },
    { id: 'unsafe', title: 'Unsafe (decoded values alias the input)', of: function (c, r) {
      return [r && r.unsafe ? 'unsafe' : 'safe']; } },
    { id: 'family', title: 'Dataset family', of: function (c, r, d) { return [d ? d.family : 'n/a']; } },
    { id: 'codec', title: 'Codec', of: function (c) { return [c.id]; } }
  ];

  /** Every value of every facet over all runs, with how many (codec, dataset) rows have it. */
  var FACET_VALUES = (function () {
    var values = {};
    FACETS.forEach(function (f) { values[f.id] = {}; });
    RUNS.forEach(function (run) {
      run.data.rows.forEach(function (r) {
        FACETS.forEach(function (f) {
          f.of(r.info, r, run.datasets[r.dataset]).forEach(function (v) {
            values[f.id][v] = (values[f.id][v] || 0) + 1;
          });
        });
      });
    });
    return values;
  })();

  var PRESETS = {
    'default': { title: 'libraries at their documented default', excluded: function () {
      var x = ['kind:' + KIND_TITLE['one-operation']];
      Object.keys(FACET_VALUES.variant).forEach(function (v) { if (v !== 'plain') x.push('variant:' + v); });
      return x;
    } },
    'everything': { title: 'everything', excluded: function () { return []; } }
  };

  function rowVisible(run, r) {
    var d = run.datasets[r.dataset];
    for (var i = 0; i < FACETS.length; i++) {
      var values = FACETS[i].of(r.info, r, d);
      for (var j = 0; j < values.length; j++) {
        if (state.x[FACETS[i].id + ':' + values[j]]) return false;
      }
    }
    return true;
  }
  function familyVisible(family) { return !state.x['family:' + family]; }
  function codecVisible(codecId) { return !state.x['codec:' + codecId]; }

  // ---------------------------------------------------------------- state in the URL

  var SORTS = ['codec', 'encode', 'decode', 'total', 'modelToBytes', 'relative', 'size', 'gzip', 'zstd',
    'encodeAlloc', 'decodeAlloc', 'encodeAllocs', 'decodeAllocs'];
  var state = { x: {}, sort: '', dir: 'asc', run: 0, cmp: RUNS.length > 1 ? 1 : 0, metric: 'total', scale: 'linear' };
  var lastHash = null;

  function presetExclusions(name) {
    var x = {};
    PRESETS[name].excluded().forEach(function (k) { x[k] = true; });
    return x;
  }
  function sameSet(a, b) {
    var ka = Object.keys(a).filter(function (k) { return a[k]; });
    var kb = Object.keys(b).filter(function (k) { return b[k]; });
    return ka.length === kb.length && ka.every(function (k) { return b[k]; });
  }
  function matchingPreset() {
    var names = Object.keys(PRESETS);
    for (var i = 0; i < names.length; i++) {
      if (sameSet(state.x, presetExclusions(names[i]))) return names[i];
    }
    return '';
  }
  function toHash() {
    var p = [];
    var preset = matchingPreset();
    if (preset) {
      p.push('preset=' + preset);
    } else {
      p.push('x=' + Object.keys(state.x).filter(function (k) { return state.x[k]; }).sort()
        .map(encodeURIComponent).join(','));
    }
    if (state.sort) p.push('sort=' + state.sort, 'dir=' + state.dir);
    if (state.run) p.push('run=' + state.run);
    if (RUNS.length > 1 && state.cmp !== 1) p.push('cmp=' + state.cmp);
    if (state.metric !== 'total') p.push('metric=' + state.metric);
    if (state.scale !== 'linear') p.push('scale=' + state.scale);
    return p.join('&');
  }
  function fromHash(hash) {
    var params = {};
    hash.replace(/^#/, '').split('&').forEach(function (kv) {
      if (!kv) return;
      var i = kv.indexOf('=');
      params[i < 0 ? kv : kv.slice(0, i)] = i < 0 ? '' : kv.slice(i + 1);
    });
    state.x = {};
    if (params.x !== undefined) {
      params.x.split(',').forEach(function (k) { if (k) state.x[decodeURIComponent(k)] = true; });
    } else {
      state.x = presetExclusions(PRESETS[params.preset] ? params.preset : 'default');
    }
    state.sort = SORTS.indexOf(params.sort) >= 0 ? params.sort : '';
    state.dir = params.dir === 'desc' ? 'desc' : 'asc';
    var run = parseInt(params.run, 10);
    state.run = run >= 0 && run < RUNS.length ? run : 0;
    var cmp = parseInt(params.cmp, 10);
    state.cmp = cmp >= 0 && cmp < RUNS.length ? cmp : (RUNS.length > 1 ? 1 : 0);
    state.metric = METRICS[params.metric] ? params.metric : 'total';
    state.scale = params.scale === 'log' ? 'log' : 'linear';
  }
  function commit() {
    var hash = toHash();
    lastHash = hash;
    if (location.hash.replace(/^#/, '') !== hash) {
      if (history.replaceState) {
        try { history.replaceState(null, '', '#' + hash); } catch (e) { location.hash = hash; }
      } else {
        location.hash = hash;
      }
    }
    render();
  }

  // ---------------------------------------------------------------- filters panel

  function renderFilters() {
    var h = ['<div class="controls"><div><b>Presets</b></div>'];
    Object.keys(PRESETS).forEach(function (name) {
      h.push('<button type="button" data-preset="' + name + '"' + (matchingPreset() === name ? ' class="active"' : '') + '>'
        + esc(PRESETS[name].title) + '</button>');
    });
    h.push('</div>');
    FACETS.forEach(function (f) {
      var values = Object.keys(FACET_VALUES[f.id]);
      if (f.id !== 'family') values.sort();
      h.push('<fieldset data-facet-set="' + f.id + '"><legend>' + esc(f.title)
        + (values.length > 3 ? ' <a href="#" class="facet-all" data-all="' + f.id + '">all</a>'
          + '<a href="#" class="facet-all" data-none="' + f.id + '">none</a>' : '') + '</legend>');
      values.forEach(function (v) {
        var key = f.id + ':' + v;
        h.push('<label title="' + esc(v) + '"><input type="checkbox" data-facet="' + esc(f.id) + '" data-value="' + esc(v) + '"'
          + (state.x[key] ? '' : ' checked') + '> ' + esc(v) + ' <span class="count">' + FACET_VALUES[f.id][v] + '</span></label>');
      });
      h.push('</fieldset>');
    });
    el('filters').innerHTML = h.join('');
  }

  function onFiltersClick(ev) {
    var t = ev.target;
    if (t.matches('input[data-facet]')) {
      var key = t.getAttribute('data-facet') + ':' + t.getAttribute('data-value');
      if (t.checked) delete state.x[key]; else state.x[key] = true;
      commit();
    } else if (t.matches('button[data-preset]')) {
      state.x = presetExclusions(t.getAttribute('data-preset'));
      commit();
    } else if (t.matches('a[data-all], a[data-none]')) {
      ev.preventDefault();
      var facet = t.getAttribute('data-all') || t.getAttribute('data-none');
      Object.keys(FACET_VALUES[facet]).forEach(function (v) {
        if (t.hasAttribute('data-all')) delete state.x[facet + ':' + v]; else state.x[facet + ':' + v] = true;
      });
      commit();
    }
  }

  // ---------------------------------------------------------------- per-dataset tables

  function columns(run, d) {
    var cols = [
      { id: 'codec', title: 'codec', text: true },
      { id: 'encode', title: 'encode ns/op', op: 'encode' },
      { id: 'decode', title: 'decode ns/op', op: 'decode' },
      { id: 'total', title: 'total ns/op', metric: 'total' }
    ];
    if (d.conversions) cols.push({ id: 'modelToBytes', title: 'model-to-bytes ns/op', metric: 'modelToBytes' });
    cols.push({ id: 'relative', title: 'vs best library' },
      { id: 'size', title: 'size B' }, { id: 'gzip', title: 'gzip B' }, { id: 'zstd', title: 'zstd B' },
      { id: 'encodeAlloc', title: 'encode B/op', op: 'encode' }, { id: 'decodeAlloc', title: 'decode B/op', op: 'decode' });
    if (run.data.hasAllocs) {
      cols.push({ id: 'encodeAllocs', title: 'encode allocs/op', op: 'encode' },
        { id: 'decodeAllocs', title: 'decode allocs/op', op: 'decode' });
    }
    return cols;
  }
  var COLUMN_HELP = {
    encode: 'average ns/op ± the run\'s confidence half-width (95% Student t over every fork\'s iterations in calibrated runs, JMH\'s 99.9% in older ones); \u2021 unsteady, \u00a7 forks disagree; hover for the interval',
    decode: 'average ns/op ± the run\'s confidence half-width (95% Student t over every fork\'s iterations in calibrated runs, JMH\'s 99.9% in older ones); \u2021 unsteady, \u00a7 forks disagree; hover for the interval',
    total: 'encode + decode; interval: the two half-widths added',
    modelToBytes: 'fromModel + encode + decode + toModel (the total for codecs that encode the model directly)',
    relative: 'speed as a percent of the best library on this dataset (total, or the one operation a variant times); floors and variants can exceed 100%',
    size: 'mean encoded bytes per value', gzip: 'mean bytes per value after gzip', zstd: 'mean bytes per value after zstd (level 3)',
    encodeAlloc: 'JMH gc.alloc.rate.norm', decodeAlloc: 'JMH gc.alloc.rate.norm',
    encodeAllocs: 'objects and arrays per operation, counted by the allocation agent', decodeAllocs: 'objects and arrays per operation, counted by the allocation agent'
  };

  /** The value a column sorts by (NaN sorts last). */
  function sortValue(run, r, col) {
    switch (col) {
      case 'codec': return r.label;
      case 'encode': case 'decode': case 'total': case 'modelToBytes': return metricValue(col, r);
      case 'relative': return relative(run, r);
      case 'size': return isNum(r.size) ? r.size : NaN;
      case 'gzip': return isNum(r.gzip) ? r.gzip : NaN;
      case 'zstd': return isNum(r.zstd) ? r.zstd : NaN;
      case 'encodeAlloc': return alloc(r, 'encode');
      case 'decodeAlloc': return alloc(r, 'decode');
      case 'encodeAllocs': return allocs(r, 'encode');
      case 'decodeAllocs': return allocs(r, 'decode');
    }
    return NaN;
  }
  function alloc(r, op) { var o = r.ops[op]; return o && isNum(o.a) ? o.a : NaN; }
  function allocs(r, op) { var o = r.ops[op]; return o && isNum(o.k) ? o.k : NaN; }

  /** The tables' own order: libraries by total, then one-operation variants by what they time, then floors. */
  function defaultOrder(a, b) {
    var k = KIND_ORDER[a.info.kind] - KIND_ORDER[b.info.kind];
    if (k) return k;
    var va = metricValue(speedMetric(a), a);
    var vb = metricValue(speedMetric(b), b);
    if (isNum(va) !== isNum(vb)) return isNum(va) ? -1 : 1;
    if (isNum(va) && va !== vb) return va - vb;
    return a.codec < b.codec ? -1 : a.codec > b.codec ? 1 : 0;
  }
  function sortRows(run, rows) {
    var sorted = rows.slice().sort(defaultOrder);
    if (!state.sort) return sorted;
    var dir = state.dir === 'desc' ? -1 : 1;
    return sorted.sort(function (a, b) {
      var va = sortValue(run, a, state.sort);
      var vb = sortValue(run, b, state.sort);
      if (typeof va === 'string') return dir * va.localeCompare(vb);
      if (isNum(va) !== isNum(vb)) return isNum(va) ? -1 : 1;
      if (!isNum(va) || va === vb) return defaultOrder(a, b);
      return dir * (va - vb);
    });
  }

  function timeCell(r, op) {
    if (!timed(r, op)) return '<td class="num">-</td>';
    var o = r.ops[op];
    if (!o || !isNum(o.s)) return '<td class="num">n/a</td>';
    var d = timeDecimals(o.s);
    if (!isNum(o.e)) return '<td class="num" title="JMH gave no error estimate (2 or fewer iterations)">' + fmt(o.s, d) + ' <span class="err">\u00b1?</span></td>';
    var flags = o.f || [];
    var marks = (flags.indexOf('unsteady') >= 0 ? ' \u2021' : '') + (flags.indexOf('forks-disagree') >= 0 ? ' \u00a7' : '');
    return '<td class="num" title="interval [' + fmt(o.s - o.e, d) + ', ' + fmt(o.s + o.e, d) + ']'
      + (o.n ? ', ' + o.n + ' samples' : '') + (flags.length ? '; flagged: ' + flags.join(', ') : '') + '">' + fmt(o.s, d)
      + ' <span class="err">\u00b1 ' + fmt(o.e, d) + '</span>' + marks + '</td>';
  }
  function metricCell(metric, r) {
    if (!applies(metric, r)) return '<td class="num">-</td>';
    var v = METRICS[metric].value(r);
    var e = METRICS[metric].err(r);
    if (!isNum(v)) return '<td class="num">n/a</td>';
    return '<td class="num"' + (isNum(e) ? ' title="interval [' + fmtTime(v - e) + ', ' + fmtTime(v + e) + ']"' : '') + '>'
      + fmtTime(v) + (isNum(e) ? ' <span class="err">\u00b1 ' + fmtTime(e) + '</span>' : '') + '</td>';
  }
  function labelCell(r) {
    var badges = r.unsafe ? ' <span class="badge unsafe" title="decoded values change when the input bytes are overwritten">unsafe</span>' : '';
    return '<td title="' + esc(r.info.library + ' ' + r.info.libraryVersion + ': ' + r.info.notes) + '">' + esc(r.label) + badges + '</td>';
  }
  function cell(run, r, col) {
    switch (col.id) {
      case 'codec': return labelCell(r);
      case 'encode': case 'decode': return timeCell(r, col.id);
      case 'total': case 'modelToBytes': return metricCell(col.id, r);
      case 'relative': return '<td class="num">' + fmtPercent(relative(run, r)) + '</td>';
      case 'size': case 'gzip': case 'zstd': return '<td class="num">' + fmtBytes(r[col.id]) + '</td>';
      case 'encodeAlloc': case 'decodeAlloc':
        return timed(r, col.op) ? '<td class="num">' + fmtPlain(alloc(r, col.op)) + '</td>' : '<td class="num">-</td>';
      case 'encodeAllocs': case 'decodeAllocs':
        return timed(r, col.op) ? '<td class="num">' + fmtPlain(allocs(r, col.op)) + '</td>' : '<td class="num">-</td>';
    }
    return '<td></td>';
  }

  function visibleRows(run, datasetId) {
    return (run.rowsByDataset[datasetId] || []).filter(function (r) { return rowVisible(run, r); });
  }
  function visibleDatasets(run) {
    return run.data.datasets.filter(function (d) { return familyVisible(d.family); });
  }

  function datasetSection(run, d) {
    var rows = sortRows(run, visibleRows(run, d.id));
    var facts = [d.description];
    if (d.values) facts.push(d.values + (d.values === 1 ? ' value' : ' values'));
    if (d.elements) facts.push(fmt(d.elements, 0) + ' elements per value');
    if (d.payloadBytes) facts.push(fmt(d.payloadBytes, 0) + ' payload bytes per value');
    var h = ['<section class="dataset" id="ds-' + esc(d.id) + '" data-dataset="' + esc(d.id) + '">',
      '<h3>' + esc(d.id) + ' <small>family ' + esc(d.family) + '</small></h3><p class="note">' + esc(facts.filter(Boolean).join('; ')) + '</p>'];
    if (!rows.length) {
      h.push('<p class="empty">No row of this dataset passes the filters.</p></section>');
      return h.join('');
    }
    h.push('<div class="charts">' + timeChart(run, d, rows) + sizeChart(rows) + '</div>');
    var cols = columns(run, d);
    h.push('<table class="results" data-dataset="' + esc(d.id) + '"><thead><tr>');
    cols.forEach(function (c) {
      var cls = state.sort === c.id ? ' class="sorted-' + state.dir + '"' : '';
      h.push('<th data-sort="' + c.id + '"' + cls + (COLUMN_HELP[c.id] ? ' title="' + esc(COLUMN_HELP[c.id]) + '"' : '') + '>' + esc(c.title) + '</th>');
    });
    h.push('</tr></thead><tbody>');
    rows.forEach(function (r) {
      h.push('<tr class="kind-' + r.info.kind + '" data-codec="' + esc(r.codec) + '">');
      cols.forEach(function (c) { h.push(cell(run, r, c)); });
      h.push('</tr>');
    });
    h.push('</tbody></table></section>');
    return h.join('');
  }

  // ---------------------------------------------------------------- SVG charts

  /** 1, 2, 2.5 or 5 times a power of ten, at least raw: a tick step people read easily. */
  function niceStep(raw) {
    if (!(raw > 0)) return 1;
    var p = Math.pow(10, Math.floor(Math.log10(raw)));
    return [1, 2, 2.5, 5, 10].find(function (k) { return k * p >= raw * 0.999; }) * p;
  }
  /**
   * A value axis mapped onto [x0, x0 + width] pixels: [0, max] in round steps (linear), or whole powers of
   * ten around the values (log). max is where it ends; values past it are drawn at the end.
   */
  function axis(values, log, x0, width) {
    var positive = values.filter(function (v) { return isNum(v) && v > 0; });
    var hi = positive.length ? Math.max.apply(null, positive) : 1;
    var ticks = [];
    if (log) {
      var a = Math.floor(Math.log10(Math.min.apply(null, positive.length ? positive : [1])));
      var b = Math.ceil(Math.log10(hi));
      if (b === a) b++;
      for (var e = a; e <= b; e++) ticks.push(Math.pow(10, e));
      return { ticks: ticks, max: Math.pow(10, b), x: function (v) {
        return x0 + (Math.log10(Math.min(Math.max(v, Math.pow(10, a)), Math.pow(10, b))) - a) / (b - a) * width; } };
    }
    var step = niceStep(hi / 4);
    var max = Math.ceil(hi / step * 0.999) * step;
    for (var t = 0; t <= max * 1.0001; t += step) ticks.push(t);
    return { ticks: ticks, max: max, x: function (v) { return x0 + Math.max(0, Math.min(v, max)) / max * width; } };
  }

  /** Horizontal bars of the chosen metric with their intervals; floors as dashed reference lines. */
  function timeChart(run, d, rows) {
    var metric = state.metric;
    var bars = rows.filter(function (r) { return r.info.kind !== 'floor' && isNum(metricValue(metric, r)); })
      .sort(function (a, b) { return metricValue(metric, a) - metricValue(metric, b); });
    var floors = rows.filter(function (r) { return r.info.kind === 'floor' && isNum(metricValue(metric, r)); });
    if (!bars.length) return '';
    var labelW = 190, w = 560, barH = 14, gap = 4, top = 36, plotW = w - labelW - 60;
    var values = [];
    bars.forEach(function (r) {
      var v = metricValue(metric, r), e = METRICS[metric].err(r);
      values.push(v);
      if (isNum(e)) values.push(v + e, v - e);
    });
    if (state.scale === 'log') floors.forEach(function (r) { values.push(metricValue(metric, r)); });
    var ax = axis(values, state.scale === 'log', labelW, plotW);
    var max = ax.max, x = ax.x;
    var h = top + bars.length * (barH + gap) + 26;
    var s = ['<svg class="time-chart" width="' + w + '" height="' + h + '" viewBox="0 0 ' + w + ' ' + h + '" role="img" aria-label="'
      + esc(METRICS[metric].title + ' on ' + d.id) + '">'];
    s.push('<text x="0" y="12" font-weight="600">' + esc(METRICS[metric].title) + ', lower is better'
      + (state.scale === 'log' ? ' (log scale)' : '') + '</text>');
    ax.ticks.forEach(function (t) {
      s.push('<line class="grid" x1="' + x(t) + '" x2="' + x(t) + '" y1="' + top + '" y2="' + (h - 22) + '"/>');
      s.push('<text x="' + x(t) + '" y="' + (h - 8) + '" text-anchor="middle">' + (state.scale === 'log' ? fmtShort(t) : fmtTime(t)) + '</text>');
    });
    bars.forEach(function (r, i) {
      var y = top + i * (barH + gap);
      var v = metricValue(metric, r);
      var e = METRICS[metric].err(r);
      var color = PALETTE[i % PALETTE.length];
      s.push('<text x="' + (labelW - 6) + '" y="' + (y + barH - 3) + '" text-anchor="end">' + esc(r.label.length > 30 ? r.codec : r.label) + '</text>');
      s.push('<rect x="' + labelW + '" y="' + y + '" width="' + Math.max(1, x(v) - labelW) + '" height="' + barH + '" fill="' + color + '" opacity="0.8"><title>'
        + esc(r.label + ': ' + fmtTime(v) + (isNum(e) ? ' \u00b1 ' + fmtTime(e) : '') + ' ns/op') + '</title></rect>');
      if (isNum(e) && e > 0) {
        var cy = y + barH / 2;
        s.push('<line x1="' + x(v - e) + '" x2="' + x(v + e) + '" y1="' + cy + '" y2="' + cy + '" stroke="#222"/>'
          + '<line x1="' + x(v - e) + '" x2="' + x(v - e) + '" y1="' + (cy - 4) + '" y2="' + (cy + 4) + '" stroke="#222"/>'
          + '<line x1="' + x(v + e) + '" x2="' + x(v + e) + '" y1="' + (cy - 4) + '" y2="' + (cy + 4) + '" stroke="#222"/>');
      }
      s.push('<text x="' + (x(v + (isNum(e) ? e : 0)) + 4) + '" y="' + (y + barH - 3) + '">' + (v > max ? '\u2192 ' : '') + fmtTime(v) + '</text>');
    });
    var lastLabel = -Infinity;
    floors.sort(function (a, b) { return metricValue(metric, a) - metricValue(metric, b); }).forEach(function (r) {
      var v = metricValue(metric, r);
      if (v > max) return;
      s.push('<line class="floor-line" x1="' + x(v) + '" x2="' + x(v) + '" y1="' + (top - 4) + '" y2="' + (h - 22) + '"><title>'
        + esc('floor ' + r.codec + ': ' + fmtTime(v) + ' ns/op') + '</title></line>');
      if (x(v) - lastLabel > 44) {
        s.push('<text class="floor-label" x="' + (x(v) + 2) + '" y="' + (h - 24) + '">' + esc(r.codec) + '</text>');
        lastLabel = x(v);
      }
    });
    if (floors.length) {
      s.push('<text class="floor-label" x="0" y="26">dashed lines, floors: ' + esc(floors.map(function (r) {
        return r.codec + ' ' + fmtTime(metricValue(metric, r)); }).join(' \u00b7 ')) + '</text>');
    }
    s.push('</svg>');
    return s.join('');
  }

  /** Raw, gzip and zstd size per value, grouped per codec. */
  function sizeChart(rows) {
    var bars = rows.filter(function (r) { return isNum(r.size) && r.info.kind !== 'floor'; })
      .sort(function (a, b) { return a.size - b.size; });
    if (!bars.length) return '';
    var kinds = [['size', 'raw', '#2f6db5'], ['gzip', 'gzip', '#e07b1a'], ['zstd', 'zstd', '#2e8b57']];
    var labelW = 150, w = 430, barH = 5, groupH = 3 * barH + 5, top = 22, plotW = w - labelW - 50;
    var ax = axis(bars.map(function (r) {
      return Math.max(r.size, isNum(r.gzip) ? r.gzip : 0, isNum(r.zstd) ? r.zstd : 0); }), false, labelW, plotW);
    var x = ax.x;
    var h = top + bars.length * groupH + 26;
    var s = ['<svg class="size-chart" width="' + w + '" height="' + h + '" viewBox="0 0 ' + w + ' ' + h + '" role="img" aria-label="sizes">'];
    s.push('<text x="0" y="12" font-weight="600">bytes per value:</text>');
    kinds.forEach(function (k, i) {
      s.push('<rect x="' + (110 + i * 60) + '" y="3" width="10" height="10" fill="' + k[2] + '"/><text x="' + (124 + i * 60) + '" y="12">' + k[1] + '</text>');
    });
    ax.ticks.forEach(function (t) {
      s.push('<line class="grid" x1="' + x(t) + '" x2="' + x(t) + '" y1="' + top + '" y2="' + (h - 22) + '"/>');
      s.push('<text x="' + x(t) + '" y="' + (h - 8) + '" text-anchor="middle">' + fmtBytes(t) + '</text>');
    });
    bars.forEach(function (r, i) {
      var y = top + i * groupH;
      s.push('<text x="' + (labelW - 6) + '" y="' + (y + 2 * barH + 1) + '" text-anchor="end">' + esc(r.codec) + '</text>');
      kinds.forEach(function (k, j) {
        var v = r[k[0]];
        if (!isNum(v)) return;
        s.push('<rect x="' + labelW + '" y="' + (y + j * barH) + '" width="' + Math.max(1, x(v) - labelW) + '" height="' + (barH - 0.5)
          + '" fill="' + k[2] + '"><title>' + esc(r.codec + ' ' + k[1] + ': ' + fmtBytes(v) + ' B') + '</title></rect>');
      });
    });
    s.push('</svg>');
    return s.join('');
  }

  /** Codec x dataset: speed relative to each dataset's best library, colored. */
  function heatMap(run) {
    var datasets = visibleDatasets(run);
    var codecIds = run.data.codecs.map(function (c) { return c.id; });
    var rowsByCodec = {};
    datasets.forEach(function (d) {
      visibleRows(run, d.id).forEach(function (r) {
        // Floors are bounds, not libraries: thousands of percent would drown the colours.
        if (r.info.kind !== 'floor') (rowsByCodec[r.codec] = rowsByCodec[r.codec] || {})[d.id] = r;
      });
    });
    var shown = codecIds.filter(function (id) { return rowsByCodec[id]; });
    if (!shown.length || !datasets.length) return '<p class="empty">No row passes the filters.</p>';
    var h = ['<table class="heat" id="heatmap"><thead><tr><th>codec</th>'];
    datasets.forEach(function (d) { h.push('<th class="rot">' + esc(d.id) + '</th>'); });
    h.push('</tr></thead><tbody>');
    shown.forEach(function (id) {
      h.push('<tr><td>' + esc(run.codecs[id].label) + '</td>');
      datasets.forEach(function (d) {
        var r = rowsByCodec[id][d.id];
        if (!r) { h.push('<td class="cell"></td>'); return; }
        var rel = relative(run, r);
        h.push('<td class="cell" style="background:' + heatColor(rel) + '" title="' + esc(r.label + ' on ' + d.id + ': ' + fmtPercent(rel)
          + ' of the best library (' + speedMetric(r) + ')') + '">' + (isNum(rel) ? Math.round(rel) : '') + '</td>');
      });
      h.push('</tr>');
    });
    h.push('</tbody></table>');
    return h.join('');
  }
  function heatColor(rel) {
    if (!isNum(rel)) return '#fff';
    var t = Math.max(0, Math.min(1, Math.log10(Math.max(rel, 1)) / 2)); // 1% .. 100% on a log scale
    var hue = 120 * t; // red -> green
    return 'hsl(' + hue.toFixed(0) + ', 65%, ' + (rel > 100 ? 70 : 82) + '%)';
  }

  /** Per family: the metric against each dataset's size (payload bytes, else median encoded size), log-log. */
  function scalingCharts(run) {
    var families = uniq(visibleDatasets(run).map(function (d) { return d.family; }));
    var out = [];
    families.forEach(function (family) {
      var datasets = visibleDatasets(run).filter(function (d) { return d.family === family; });
      if (datasets.length < 2) return;
      var points = {};
      var xs = {};
      datasets.forEach(function (d) {
        var rows = visibleRows(run, d.id);
        var sizes = rows.filter(function (r) { return isNum(r.size); }).map(function (r) { return r.size; }).sort(function (a, b) { return a - b; });
        var x = d.payloadBytes > 0 ? d.payloadBytes : sizes.length ? sizes[Math.floor(sizes.length / 2)] : NaN;
        if (!isNum(x) || x <= 0) return;
        xs[d.id] = x;
        rows.forEach(function (r) {
          if (r.info.kind === 'floor') return;
          var v = metricValue(state.metric, r);
          if (isNum(v) && v > 0) (points[r.codec] = points[r.codec] || []).push([x, v, d.id]);
        });
      });
      var codecs = Object.keys(points).filter(function (c) { return points[c].length > 1; });
      if (!codecs.length) return;
      out.push(lineChart(family, codecs.map(function (c) {
        return { name: run.codecs[c].label, points: points[c].sort(function (a, b) { return a[0] - b[0]; }) };
      }), xs));
    });
    return out.length ? '<div class="charts">' + out.join('') + '</div>' : '<p class="empty">No family with two or more datasets passes the filters.</p>';
  }
  function lineChart(family, series, xs) {
    var w = 580, h = 340, left = 44, right = 160, top = 24, bottom = 50;
    var allX = [], allY = [];
    series.forEach(function (s) { s.points.forEach(function (p) { allX.push(p[0]); allY.push(p[1]); }); });
    var x0 = Math.log10(Math.min.apply(null, allX)), x1 = Math.log10(Math.max.apply(null, allX));
    var y0 = Math.floor(Math.log10(Math.min.apply(null, allY))), y1 = Math.ceil(Math.log10(Math.max.apply(null, allY)));
    if (x1 === x0) x1 = x0 + 1;
    if (y1 === y0) y1 = y0 + 1;
    var X = function (v) { return left + (Math.log10(v) - x0) / (x1 - x0) * (w - left - right); };
    var Y = function (v) { return h - bottom - (Math.log10(v) - y0) / (y1 - y0) * (h - top - bottom); };
    var s = ['<svg class="scaling-chart" data-family="' + esc(family) + '" width="' + w + '" height="' + h + '" viewBox="0 0 ' + w + ' ' + h + '" role="img">'];
    s.push('<text x="0" y="14" font-weight="600">family ' + esc(family) + ': ' + esc(METRICS[state.metric].title) + ' vs bytes per value (log-log)</text>');
    for (var e = y0; e <= y1; e++) {
      var yy = Y(Math.pow(10, e));
      s.push('<line class="grid" x1="' + left + '" x2="' + (w - right) + '" y1="' + yy + '" y2="' + yy + '"/><text x="' + (left - 4) + '" y="' + (yy + 4) + '" text-anchor="end">' + fmtShort(Math.pow(10, e)) + '</text>');
    }
    Object.keys(xs).forEach(function (id, i) {
      var xx = X(xs[id]);
      s.push('<line class="grid" x1="' + xx + '" x2="' + xx + '" y1="' + top + '" y2="' + (h - bottom) + '"/>'
        + '<text x="' + xx + '" y="' + (h - bottom + 12 + (i % 3) * 11) + '" text-anchor="middle" font-size="9">' + esc(id) + '</text>');
    });
    series.forEach(function (ser, i) {
      var color = PALETTE[i % PALETTE.length];
      var path = ser.points.map(function (p, j) { return (j ? 'L' : 'M') + X(p[0]).toFixed(1) + ',' + Y(p[1]).toFixed(1); }).join('');
      s.push('<path d="' + path + '" fill="none" stroke="' + color + '" stroke-width="1.5"><title>' + esc(ser.name) + '</title></path>');
      ser.points.forEach(function (p) {
        s.push('<circle cx="' + X(p[0]).toFixed(1) + '" cy="' + Y(p[1]).toFixed(1) + '" r="2.5" fill="' + color + '"><title>'
          + esc(ser.name + ' on ' + p[2] + ': ' + fmtTime(p[1]) + ' ns/op') + '</title></circle>');
      });
      s.push('<text x="' + (w - right + 4) + '" y="' + (top + 10 + i * 12) + '" fill="' + color + '" style="fill:' + color + '">\u25cf ' + esc(ser.name.length > 24 ? ser.name.slice(0, 23) + '\u2026' : ser.name) + '</text>');
    });
    s.push('</svg>');
    return s.join('');
  }

  // ---------------------------------------------------------------- runs side by side

  function verdict(a, b) {
    if (!isNum(a.e) || !isNum(b.e)) return ['no error estimate', 'noise'];
    if (b.s + b.e < a.s - a.e) return ['faster', 'faster'];
    if (b.s - b.e > a.s + a.e) return ['slower', 'slower'];
    return ['~ within noise', 'noise'];
  }
  function comparison() {
    if (RUNS.length < 2) return '';
    var base = RUNS[state.run], other = RUNS[state.cmp];
    var h = ['<h2 id="compare">Runs side by side</h2>',
      '<p class="note">Each row: the shown run (<b>' + esc(base.data.name) + '</b>) against <select id="cmp-run">'];
    RUNS.forEach(function (r, i) { h.push('<option value="' + i + '"' + (i === state.cmp ? ' selected' : '') + '>' + esc(r.data.name) + '</option>'); });
    h.push('</select>. Intervals [score \u2212 error, score + error] that overlap are a change inside the noise (grey), as Go\'s benchstat says "~".</p>');
    h.push(settingsDiff(base.data, other.data));
    if (base === other) return h.join('') + '<p class="empty">Choose another run to compare with.</p>';
    h.push('<table id="compare-table"><thead><tr><th>dataset</th><th>codec</th><th>op</th><th>' + esc(base.data.name) + ' ns/op</th><th>'
      + esc(other.data.name) + ' ns/op</th><th>change</th><th>verdict</th><th>B/op</th></tr></thead><tbody>');
    var n = 0;
    visibleDatasets(base).forEach(function (d) {
      var pairs = visibleRows(base, d.id).sort(defaultOrder).map(function (r) {
        return [r, (other.rowsByDataset[d.id] || []).find(function (x) { return x.codec === r.codec; })];
      });
      (other.rowsByDataset[d.id] || []).filter(function (o) { return rowVisible(other, o); }).forEach(function (o) {
        if (!pairs.some(function (p) { return p[0].codec === o.codec; })) pairs.push([null, o]);
      });
      pairs.forEach(function (pair) {
        var r = pair[0] || pair[1], o = pair[1];
        OPS.forEach(function (op) {
          var a = pair[0] && pair[0].ops[op];
          var b = o && o.ops[op];
          if (!a && !b) return;
          n++;
          if (!a || !b) {
            h.push('<tr class="noise"><td>' + esc(d.id) + '</td><td>' + esc(r.label) + '</td><td>' + op + '</td><td class="num">' + (a ? fmtTime(a.s) : '') + '</td><td class="num">'
              + (b ? fmtTime(b.s) : '') + '</td><td></td><td>' + (a ? 'only in ' + esc(base.data.name) : 'only in ' + esc(other.data.name)) + '</td><td></td></tr>');
            return;
          }
          var v = verdict(a, b);
          var change = (b.s - a.s) / a.s * 100;
          h.push('<tr class="' + v[1] + '"><td>' + esc(d.id) + '</td><td>' + esc(r.label) + '</td><td>' + op + '</td>'
            + '<td class="num">' + fmtWithError(a) + '</td><td class="num">' + fmtWithError(b) + '</td>'
            + '<td class="num">' + (change > 0 ? '+' : '') + fmt(change, 1) + '%</td><td class="' + v[1] + '">' + v[0] + '</td>'
            + '<td class="num">' + fmtPlain(a.a) + ' \u2192 ' + fmtPlain(b.a) + '</td></tr>');
        });
      });
    });
    h.push('</tbody></table>');
    if (!n) h.push('<p class="empty">No row passes the filters.</p>');
    return h.join('');
  }
  /** The CPU's model name, with its identity (family, model, stepping) when the run records one. */
  // The machine's speed through a run, probed between measuring JVMs (metadata.json's machineSpeed).
  function speedText(s) {
    if (!s) {
      return 'not probed';
    }
    return s.probes + ' probes (' + s.first + ' to ' + s.last + '): the slowest ' + fmt(s.slowestOverFastest, 2)
      + 'x the fastest' + (s.moved ? '; the speed moved during the run: rows measured far apart in time compare '
      + 'less well than their intervals say' : '; a CPU-bound reference: contention for the caches and memory can move the benchmarks more');
  }

  function cpuText(e) {
    return e.cpuId ? e.cpuModel + ' (' + e.cpuId + ')' : e.cpuModel;
  }
  function settingsDiff(a, b) {
    var diffs = [];
    var jmhA = JSON.stringify(a.jmh), jmhB = JSON.stringify(b.jmh);
    if (jmhA !== jmhB) diffs.push('JMH settings differ (' + esc(jmhText(a.jmh)) + ' vs ' + esc(jmhText(b.jmh)) + ')');
    var ea = a.environment, eb = b.environment;
    if (ea.cpuModel !== eb.cpuModel || (ea.cpuId && eb.cpuId && ea.cpuId !== eb.cpuId) || ea.cores !== eb.cores) {
      diffs.push('machines differ (' + esc(cpuText(ea) + ', ' + ea.cores + ' cores') + ' vs '
        + esc(cpuText(eb) + ', ' + eb.cores + ' cores') + ')');
    }
    if (a.environment.jdkVersion !== b.environment.jdkVersion) diffs.push('JDKs differ (' + esc(a.environment.jdkVersion) + ' vs ' + esc(b.environment.jdkVersion) + ')');
    return diffs.length ? '<p class="note"><b>Read with care:</b> ' + diffs.join('; ') + '.</p>' : '';
  }
  function jmhText(j) {
    return (j.quick ? 'quick, ' : '') + 'forks ' + j.forks + ', warm-up ' + j.warmupIterations + ' \u00d7 ' + j.warmupTime
      + ', measurement ' + j.measurementIterations + ' \u00d7 ' + j.measurementTime;
  }

  // ---------------------------------------------------------------- robustness, Go, environment

  function robustnessMatrix(run) {
    var rb = run.data.robustness;
    if (!rb) return '<p class="empty">This run has no robustness.json (java -jar harness/target/benchmarks.jar robustness --out DIR adds it).</p>';
    var datasets = visibleDatasets(run).map(function (d) { return d.id; });
    var byCodec = {};
    rb.pairs.forEach(function (p) {
      if (datasets.indexOf(p.dataset) < 0 || !codecVisible(p.codec)) return;
      var r = (run.rowsByDataset[p.dataset] || []).find(function (x) { return x.codec === p.codec; });
      if (r && !rowVisible(run, r)) return;
      (byCodec[p.codec] = byCodec[p.codec] || {})[p.dataset] = p;
    });
    var codecs = Object.keys(byCodec);
    var ds = datasets.filter(function (d) { return codecs.some(function (c) { return byCodec[c][d]; }); });
    var h = ['<p class="note">Each cell: silently wrong values in percent of the corrupted inputs'];
    if (rb.settings) h.push(' (' + rb.settings.inputsPerPair + ' inputs per pair, seed ' + rb.settings.seed + ', timeout ' + rb.settings.timeoutMillis + ' ms)');
    h.push('. Red: at least one ' + esc(rb.severe.join(', ')) + '. Hover for every outcome.</p>');
    if (!codecs.length) return h.join('') + '<p class="empty">No robustness pair passes the filters.</p>';
    h.push('<table class="heat" id="robustness-matrix"><thead><tr><th>codec</th>');
    ds.forEach(function (d) { h.push('<th class="rot">' + esc(d) + '</th>'); });
    h.push('</tr></thead><tbody>');
    codecs.forEach(function (c) {
      h.push('<tr><td>' + esc(c) + '</td>');
      ds.forEach(function (d) {
        var p = byCodec[c][d];
        if (!p) { h.push('<td class="cell"></td>'); return; }
        var severe = rb.severe.reduce(function (s, k) { return s + (p.counts[k] || 0); }, 0);
        var wrong = (p.counts['wrong-value'] || 0) / p.inputs * 100;
        var color = severe > 0 ? '#f4b6ad' : wrong > 10 ? '#f8d49a' : wrong > 0 ? '#fcebc6' : '#cfe9d7';
        var title = rb.outcomes.map(function (o) { return o + ': ' + (p.counts[o] || 0); }).join(', ');
        Object.keys(p.examples || {}).forEach(function (k) { title += '\n' + k + ' e.g. ' + p.examples[k]; });
        h.push('<td class="cell" style="background:' + color + '" title="' + esc(c + ' on ' + d + ' (' + p.inputs + ' inputs): ' + title) + '">'
          + (wrong >= 1 ? Math.round(wrong) : wrong > 0 ? '<1' : '0') + (severe ? '!' : '') + '</td>');
      });
      h.push('</tr>');
    });
    h.push('</tbody></table>');
    if (rb.skipped.length) {
      h.push('<p class="note">Not tested: ' + rb.skipped.map(function (s) { return esc(s.codec) + ' (' + esc(s.reason) + ')'; }).join('; ') + '.</p>');
    }
    return h.join('');
  }

  function goSideBySide(run) {
    var go = DATA.go;
    if (!go) return '';
    var h = ['<h2 id="go">Go side by side</h2><p class="note">Published Go results next to this run\'s. <b>Machines differ</b> '
      + '(CPU, OS, Go vs JVM, dates): compare rankings and orders of magnitude, not exact ratios.</p>',
      '<table><thead><tr><th>file</th><th>description</th><th>machine</th><th>benchmarks</th></tr></thead><tbody>'];
    go.files.forEach(function (f) {
      var n = go.benchmarks.filter(function (b) { return b.file === f.name; }).length;
      h.push('<tr><td>' + esc(f.name) + '</td><td>' + esc(f.caption) + '</td><td>' + esc(f.machine) + '</td><td class="num">' + n + '</td></tr>');
    });
    h.push('</tbody></table>');
    visibleDatasets(run).forEach(function (d) {
      var goRows = go.benchmarks.filter(function (b) { return b.dataset === d.id; });
      if (!goRows.length) return;
      var rows = [];
      visibleRows(run, d.id).forEach(function (r) {
        ['encode', 'decode'].forEach(function (op) {
          var o = r.ops[op];
          if (o) rows.push({ source: 'serbench (JVM)', codec: r.label, op: op, ns: o.s, bop: o.a, allocs: o.k, size: r.size, serbench: true });
        });
      });
      goRows.forEach(function (b) {
        rows.push({ source: b.file, codec: b.codec, op: b.op, ns: b.ns, bop: b.bytesPerOp, allocs: b.allocsPerOp, size: b.size, note: b.note });
      });
      rows.sort(function (a, b) {
        if (a.op !== b.op) return a.op < b.op ? 1 : -1; // encode before decode
        return (isNum(a.ns) ? a.ns : Infinity) - (isNum(b.ns) ? b.ns : Infinity);
      });
      h.push('<h3>' + esc(d.id) + ': serbench and Go</h3><table class="go"><thead><tr><th>source</th><th>codec</th><th>op</th><th>ns/op</th><th>B/op</th><th>allocs/op</th><th>size B</th></tr></thead><tbody>');
      rows.forEach(function (r) {
        h.push('<tr' + (r.serbench ? '' : ' class="kind-one-operation"') + '><td>' + esc(r.source) + '</td><td' + (r.note ? ' title="' + esc(r.note) + '"' : '') + '>' + esc(r.codec) + '</td><td>' + esc(r.op)
          + '</td><td class="num">' + fmtTime(r.ns) + '</td><td class="num">' + fmtPlain(r.bop) + '</td><td class="num">' + fmtPlain(r.allocs)
          + '</td><td class="num">' + fmtBytes(r.size) + '</td></tr>');
      });
      h.push('</tbody></table>');
    });
    return h.join('');
  }

  function environments() {
    var fields = [
      ['JDK', function (r) { return r.environment.jdkVendor + ' ' + r.environment.jdkVersion; }],
      ['VM', function (r) { return r.environment.vmName + ' ' + r.vmVersion; }],
      ['JVM arguments', function (r) { return r.environment.jvmArgs.join(' '); }],
      ['CPU', function (r) { return cpuText(r.environment); }],
      ['cores', function (r) { return r.environment.cores > 0 ? String(r.environment.cores) : 'n/a'; }],
      ['memory', function (r) { return r.environment.memoryBytes > 0 ? fmt(r.environment.memoryBytes / 1073741824, 1) + ' GiB' : 'n/a'; }],
      ['OS', function (r) { return r.environment.os; }],
      ['git commit', function (r) { return r.environment.gitCommit + (r.environment.gitDirty == null ? '' : r.environment.gitDirty ? ' (dirty)' : ' (clean)'); }],
      ['JMH', function (r) { return 'JMH ' + r.jmhVersion + '; ' + jmhText(r.jmh) + '; mode ' + r.jmh.mode + '; profilers ' + r.jmh.profilers.join(', '); }],
      ['machine speed', function (r) { return speedText(r.machineSpeed); }],
      ['started', function (r) { return r.startedAt; }],
      ['finished', function (r) { return r.finishedAt; }],
      ['command', function (r) { return r.command; }],
      ['serbench', function (r) { return r.serbenchVersion; }]
    ];
    var h = ['<h2 id="environment">Environment</h2><table id="environment-table"><thead><tr><th>what</th>'];
    RUNS.forEach(function (r) { h.push('<th>' + esc(r.data.name) + '</th>'); });
    h.push('</tr></thead><tbody>');
    fields.forEach(function (f) {
      h.push('<tr><td>' + f[0] + '</td>');
      RUNS.forEach(function (r) { h.push('<td>' + esc(f[1](r.data) || 'n/a') + '</td>'); });
      h.push('</tr>');
    });
    h.push('</tbody></table>');
    RUNS.forEach(function (r) {
      if (r.data.pairsNotTimed.length) {
        h.push('<p class="note">' + esc(r.data.name) + ', pairs not timed: ' + r.data.pairsNotTimed.map(function (p) {
          return esc(p.codec + ' on ' + p.dataset + ' (' + p.status + (p.message ? ': ' + p.message : '') + ')'); }).join('; ') + '.</p>');
      }
    });
    return h.join('');
  }

  // ---------------------------------------------------------------- downloads of what is shown

  var EXPORT_COLUMNS = ['run', 'dataset', 'family', 'codec', 'label', 'kind', 'operation', 'score', 'error', 'low', 'high',
    'unit', 'samples', 'alloc_bytes_per_op', 'allocs_per_op', 'size_bytes', 'gzip_bytes', 'zstd_bytes', 'unsafe'];
  function shownRecords() {
    var run = RUNS[state.run];
    var out = [];
    visibleDatasets(run).forEach(function (d) {
      sortRows(run, visibleRows(run, d.id)).forEach(function (r) {
        OPS.forEach(function (op) {
          var o = r.ops[op];
          if (!o) return;
          var hasErr = isNum(o.e);
          out.push({ run: run.data.name, dataset: d.id, family: d.family, codec: r.codec, label: r.label, kind: r.info.kind,
            operation: op, score: o.s, error: hasErr ? o.e : null, low: hasErr ? o.s - o.e : null, high: hasErr ? o.s + o.e : null,
            unit: 'ns/op', samples: o.n == null ? null : o.n, alloc_bytes_per_op: isNum(o.a) ? o.a : null,
            allocs_per_op: isNum(o.k) ? o.k : null, size_bytes: isNum(r.size) ? r.size : null,
            gzip_bytes: isNum(r.gzip) ? r.gzip : null, zstd_bytes: isNum(r.zstd) ? r.zstd : null, unsafe: r.unsafe });
        });
      });
    });
    return out;
  }
  function csvField(v) {
    var s = v == null ? '' : String(v);
    return /[",\r\n]/.test(s) ? '"' + s.replace(/"/g, '""') + '"' : s;
  }
  function toCsv(records) {
    var lines = [EXPORT_COLUMNS.join(',')];
    records.forEach(function (r) { lines.push(EXPORT_COLUMNS.map(function (c) { return csvField(r[c]); }).join(',')); });
    return lines.join('\r\n') + '\r\n';
  }
  function download(name, type, text) {
    var url = URL.createObjectURL(new Blob([text], { type: type }));
    var a = document.createElement('a');
    a.href = url;
    a.download = name;
    document.body.appendChild(a);
    a.click();
    document.body.removeChild(a);
    setTimeout(function () { URL.revokeObjectURL(url); }, 1000);
  }
  /** For tests and the console: what the download buttons would save. */
  window.serbenchExport = { records: shownRecords, csv: function () { return toCsv(shownRecords()); } };

  // ---------------------------------------------------------------- the page

  function render() {
    var run = RUNS[state.run];
    renderFilters();
    var h = ['<div class="controls" id="view-controls">'];
    if (RUNS.length > 1) {
      h.push('Run shown: <select id="run-select">');
      RUNS.forEach(function (r, i) { h.push('<option value="' + i + '"' + (i === state.run ? ' selected' : '') + '>' + esc(r.data.name) + '</option>'); });
      h.push('</select> ');
    }
    h.push('Charts show: <select id="metric-select">');
    Object.keys(METRICS).forEach(function (m) { h.push('<option value="' + m + '"' + (m === state.metric ? ' selected' : '') + '>' + esc(METRICS[m].title) + '</option>'); });
    h.push('</select> on a <select id="scale-select"><option value="linear"' + (state.scale === 'linear' ? ' selected' : '')
      + '>linear</option><option value="log"' + (state.scale === 'log' ? ' selected' : '') + '>log</option></select> scale'
      + ' <button type="button" id="download-csv">Download CSV of what is shown</button>'
      + '<button type="button" id="download-json">Download JSON</button>'
      + (state.sort ? '<button type="button" id="sort-reset">Table order</button>' : '') + '</div>');
    if (run.data.partial) h.push('<p class="note" id="partial"><b>Partial: ' + run.data.partial.done + ' of '
      + run.data.partial.planned + ' benchmarks.</b> This run has not finished; its tables hold what it measured so far.</p>');
    if (run.data.jmh.quick) h.push('<p class="note"><b>Indicative: quick settings.</b> This run used quick JMH settings.</p>');
    var datasets = visibleDatasets(run);
    var shownRows = datasets.reduce(function (n, d) { return n + visibleRows(run, d.id).length; }, 0);
    h.push('<p class="note" id="summary">' + esc(run.data.name) + ': ' + shownRows + ' of ' + run.data.rows.length + ' (codec, dataset) rows shown, '
      + datasets.length + ' of ' + run.data.datasets.length + ' datasets. Click a column header to sort every table by it.</p>');
    h.push('<h2 id="datasets">Results per dataset</h2>');
    h.push('<p class="note">Rows: libraries first (by total), then variants that time one operation, then floors '
      + '(<code>raw</code>, <code>memcpy</code>, <code>noop</code>: bounds, not libraries, drawn as dashed lines in the charts). '
      + '<code>-</code>: the codec does not time that operation; <code>n/a</code>: not measured; <code>\u00b1?</code>: no error estimate. '
      + 'B/op under ' + NOTHING_ALLOCATED + ' is less than one object per operation.</p>');
    datasets.forEach(function (d) { h.push(datasetSection(run, d)); });
    h.push('<h2 id="heat">Relative speed, codec \u00d7 dataset</h2><p class="note">Percent of the best library on each dataset '
      + '(total; one-operation variants: the operation they time, and they can exceed 100). 100 = the best. Floors are '
      + 'left out (their percent is in the tables).</p>' + heatMap(run));
    h.push('<h2 id="scaling">Scaling per family</h2><p class="note">' + esc(METRICS[state.metric].title)
      + ' against each dataset\'s size (payload bytes, else the median encoded size across the shown codecs).</p>' + scalingCharts(run));
    h.push(comparison());
    h.push('<h2 id="robustness">Robustness: decoding corrupted input</h2>' + robustnessMatrix(run));
    h.push(goSideBySide(run));
    h.push(environments());
    el('main').innerHTML = h.join('');
    var nav = [['datasets', 'Datasets'], ['heat', 'Heat map'], ['scaling', 'Scaling']];
    if (RUNS.length > 1) nav.push(['compare', 'Runs side by side']);
    nav.push(['robustness', 'Robustness']);
    if (DATA.go) nav.push(['go', 'Go side by side']);
    nav.push(['environment', 'Environment']);
    el('nav').innerHTML = nav.map(function (n) { return '<a href="javascript:void(0)" data-goto="' + n[0] + '">' + n[1] + '</a>'; }).join('');
    el('footer').innerHTML = 'Written by <code>' + esc(DATA.command) + '</code>.';
    document.body.setAttribute('data-rendered', String(++renders));
  }
  var renders = 0;

  function onMainClick(ev) {
    var th = ev.target.closest('th[data-sort]');
    if (th) {
      var col = th.getAttribute('data-sort');
      if (state.sort === col) {
        state.dir = state.dir === 'asc' ? 'desc' : 'asc';
      } else {
        state.sort = col;
        state.dir = col === 'relative' ? 'desc' : 'asc';
      }
      commit();
      return;
    }
    var id = ev.target.id;
    if (id === 'download-csv') download('serbench-' + RUNS[state.run].data.name + '.csv', 'text/csv', toCsv(shownRecords()));
    if (id === 'download-json') download('serbench-' + RUNS[state.run].data.name + '.json', 'application/json', JSON.stringify(shownRecords(), null, 1));
    if (id === 'sort-reset') { state.sort = ''; commit(); }
  }
  function onMainChange(ev) {
    var id = ev.target.id;
    if (id === 'run-select') { state.run = parseInt(ev.target.value, 10); if (state.cmp === state.run) state.cmp = state.run === 0 ? 1 : 0; commit(); }
    if (id === 'metric-select') { state.metric = ev.target.value; commit(); }
    if (id === 'scale-select') { state.scale = ev.target.value; commit(); }
    if (id === 'cmp-run') { state.cmp = parseInt(ev.target.value, 10); commit(); }
  }

  el('filters').addEventListener('change', onFiltersClick);
  el('filters').addEventListener('click', function (ev) { if (!ev.target.matches('input')) onFiltersClick(ev); });
  el('main').addEventListener('click', onMainClick);
  el('main').addEventListener('change', onMainChange);
  el('nav').addEventListener('click', function (ev) {
    var target = ev.target.getAttribute('data-goto');
    if (target && el(target)) el(target).scrollIntoView();
  });
  window.addEventListener('hashchange', function () {
    if (location.hash.replace(/^#/, '') === lastHash) return;
    fromHash(location.hash);
    render();
  });
  fromHash(location.hash);
  lastHash = toHash();
  render();
})();
