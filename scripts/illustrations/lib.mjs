// Shared palette, shapes and small drawing helpers for the clinic illustrations.
// Used by generate.mjs (see the comment there for how to rerun).

export const C = {
  teal: '#0f766e',
  deep: '#134e4a',
  light: '#ccfbf1',
  mint: '#f0fdfa',
  sand: '#f5efe6',
  warm: '#e8b873',
  white: '#fff',
  ink: '#1f2933',
  // derived soft tones (gums, bone, shading) kept close to the palette
  gum: '#f3cfc4',
  bone: '#efe3d0',
  mid: '#99d8cc',
};

// numbers: whole pixels for large coordinates, one decimal for small ones; k() keeps scale factors precise
export const r = (v) => (Math.abs(v) >= 100 ? Math.round(v) : Math.round(v * 10) / 10);
export const k = (v) => +(+v).toFixed(3);

export const svg = (w, h, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" fill="none" stroke="${C.deep}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`;

// stroke/fill attributes; the root <svg> sets fill=none, stroke=deep, stroke-width=3, so only other values are written
const st = (stroke, sw) =>
  stroke ? `${stroke !== C.deep ? ` stroke="${stroke}"` : ''}${sw !== 3 ? ` stroke-width="${r(sw)}"` : ''}` : ' stroke="none"';
const fl = (fill) => (fill && fill !== 'none' ? ` fill="${fill}"` : '');
export const g = (t, body, a = '') => `<g${t ? ` transform="${t}"` : ''}${a ? ' ' + a : ''}>${body}</g>`;
export const path = (d, fill = 'none', stroke = C.deep, sw = 3, a = '') =>
  `<path d="${d}"${fl(fill)}${st(stroke, sw)}${a ? ' ' + a : ''}/>`;
export const rect = (x, y, w, h, rx, fill, stroke = C.deep, sw = 3, a = '') =>
  `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}"${rx ? ` rx="${r(rx)}"` : ''}${fl(fill)}${st(stroke, sw)}${a ? ' ' + a : ''}/>`;
export const circle = (cx, cy, rad, fill, stroke = C.deep, sw = 3, a = '') =>
  `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(rad)}"${fl(fill)}${st(stroke, sw)}${a ? ' ' + a : ''}/>`;
export const ellipse = (cx, cy, rx, ry, fill, stroke = C.deep, sw = 3, a = '') =>
  `<ellipse cx="${r(cx)}" cy="${r(cy)}" rx="${r(rx)}" ry="${r(ry)}"${fl(fill)}${st(stroke, sw)}${a ? ' ' + a : ''}/>`;
export const line = (d, stroke = C.deep, sw = 3, a = '') => path(d, 'none', stroke, sw, a);

// ---- tooth outlines, drawn in a 100 x 120 box (crown on top) ----
export const P = {
  molar:
    'M22 8C9 8 2 20 3 38c1 17 11 25 15 40l6 34c2 9 12 9 13 0l6-30c2-8 12-8 14 0l6 30c1 9 11 9 13 0l6-34c4-15 14-23 15-40 1-18-6-30-19-30-10 0-17 6-28 6S32 8 22 8z',
  crown: 'M22 8C9 8 2 20 3 38c1 17 11 25 15 40h64c4-15 14-23 15-40 1-18-6-30-19-30-10 0-17 6-28 6S32 8 22 8z',
  roots: 'M18 78l6 34c2 9 12 9 13 0l6-30c2-8 12-8 14 0l6 30c1 9 11 9 13 0l6-34z',
  stump: 'M26 44c2-10 10-14 24-14s22 4 24 14l8 34H18z',
  incisor: 'M28 6h44c5 0 8 4 7 10l-5 36c-2 12-9 18-12 30l-5 34c-1 8-13 8-14 0l-5-34c-3-12-10-18-12-30l-5-36c-1-6 2-10 7-10z',
  pulp: 'M32 42c0-10 36-10 36 0 0 7-3 10-5 16l5 40c1 5-4 6-5 1l-7-34H44l-7 34c-1 5-6 4-5-1l5-40c-2-6-5-9-5-16z',
  shine: 'M16 30c1-8 5-13 12-15',
  sparkle: 'M0-12C1-4 4-1 12 0 4 1 1 4 0 12-1 4-4 1-12 0-4-1-1-4 0-12z',
  heart: 'M0 10C-12 2-17-4-17-10a8.5 8.5 0 0 1 17-3 8.5 8.5 0 0 1 17 3C17-4 12 2 0 10z',
  shield: 'M0-22l18 7v10c0 12-8 20-18 25C-10 15-18 7-18-5v-10z',
  check: 'M-8 0l5 6 11-12',
  leaf: 'M0 0C-11-18-10-42 0-58 10-42 11-18 0 0z',
  drop: 'M0-22C6-12 14-4 14 5a14 14 0 0 1-28 0c0-9 8-17 14-27z',
};

/** A tooth (P.molar / P.incisor / P.crown ...) centred on (x, y) of its 100x120 box. */
export function tooth(x, y, s, o = {}) {
  const { d = P.molar, fill = C.white, stroke = C.deep, sw = 3, shine = true, rot = 0, extra = '' } = o;
  const t = `translate(${r(x)} ${r(y)})${rot ? ` rotate(${rot})` : ''} scale(${k(s)}) translate(-50 -60)`;
  return g(t, path(d, fill, stroke, sw / s) + (shine ? line(P.shine, C.light, 6 / s) : '') + extra);
}

export const sparkle = (x, y, s = 1, fill = C.warm) =>
  `<path d="${P.sparkle}" transform="translate(${r(x)} ${r(y)}) scale(${k(s)})" fill="${fill}"/>`;
export const shape = (d, x, y, s, fill, stroke = C.deep, sw = 3, rot = 0) =>
  g(`translate(${r(x)} ${r(y)})${rot ? ` rotate(${rot})` : ''} scale(${k(s)})`, path(d, fill, stroke, sw / s));

// Smooth closed blob through n jittered points on an ellipse (Catmull-Rom -> cubic Bezier).
export function blob(cx, cy, rx, ry, seed = 1, n = 7, j = 0.12) {
  let s = seed * 7919;
  const rnd = () => ((s = (s * 9301 + 49297) % 233280), s / 233280);
  const p = [...Array(n)].map((_, i) => {
    const a = (i / n) * 2 * Math.PI;
    const k = 1 + (rnd() * 2 - 1) * j;
    return [cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k];
  });
  const R = Math.round;
  let d = `M${R(p[0][0])} ${R(p[0][1])}`;
  for (let i = 0; i < n; i++) {
    const p0 = p[(i - 1 + n) % n],
      p1 = p[i],
      p2 = p[(i + 1) % n],
      p3 = p[(i + 2) % n];
    d += `C${R(p1[0] + (p2[0] - p0[0]) / 6)} ${R(p1[1] + (p2[1] - p0[1]) / 6)} ${R(p2[0] - (p3[0] - p1[0]) / 6)} ${R(p2[1] - (p3[1] - p1[1]) / 6)} ${R(p2[0])} ${R(p2[1])}`;
  }
  return d + 'z';
}

/** Soft background: mint field, a light-teal blob and an optional sand blob. */
export function bg(w, h, o = {}) {
  const { seed = 1, cx = w / 2, cy = h / 2, rx = w * 0.33, ry = h * 0.36, sand = null, dots = true } = o;
  let s = rect(0, 0, w, h, 0, C.mint, null);
  if (sand) s += path(blob(sand[0], sand[1], sand[2], sand[3], seed + 3, 6, 0.1), C.sand, null);
  s += path(blob(cx, cy, rx, ry, seed), C.light, null);
  if (dots) {
    s += circle(cx - rx * 1.05, cy - ry * 0.7, 6, 'none', C.teal, 2, 'opacity=".5"');
    s += circle(cx + rx * 1.08, cy + ry * 0.55, 4, C.warm, null);
    s += circle(cx + rx * 0.9, cy - ry * 0.95, 3, C.teal, null, 0, 'opacity=".5"');
  }
  return s;
}

// ---- objects ----

/** Potted plant, base centred at (x, y). */
export function plant(x, y, s = 1, seed = 0) {
  const angs = [
    [-48, 0.8],
    [-24, 1],
    [0, 1.15],
    [24, 1],
    [48, 0.8],
    [-10, 0.7],
    [12, 0.75],
  ];
  const leaf = [
    [0, 0],
    [-11, -18],
    [-10, -42],
    [0, -58],
    [10, -42],
    [11, -18],
    [0, 0],
  ];
  const d = ['', ''];
  let rib = '';
  angs.forEach(([a, sc], i) => {
    const c = Math.cos((a * Math.PI) / 180) * sc * s,
      sn = Math.sin((a * Math.PI) / 180) * sc * s;
    const T = ([px, py]) => `${Math.round(x + px * c - py * sn)} ${Math.round(y - 46 * s + px * sn + py * c)}`;
    d[(i + seed) % 2] += `M${T(leaf[0])}C${leaf.slice(1, 4).map(T).join(' ')} ${leaf.slice(4).map(T).join(' ')}z`;
    rib += `M${T([0, -8])}L${T([0, -44])}`;
  });
  return (
    path(d[0], C.deep, null) +
    path(d[1], C.teal, null) +
    line(rib, C.light, 1.5, 'opacity=".6"') +
    g(
      `translate(${r(x)} ${r(y)}) scale(${k(s)})`,
      path('M-26-48h52l-6 44c-1 3-3 4-6 4h-28c-3 0-5-1-6-4z', C.sand, C.deep, 3 / s) + line('M-24-36h48', C.warm, 3),
    )
  );
}

/** Toothbrush lying horizontally, head at (0,0) on the left, length ~230; rotate/scale with t. */
export function toothbrush(t, color = C.teal) {
  let b = '';
  for (let i = 0; i < 6; i++) b += `M${6 + i * 8}-2v-16`;
  return g(
    t,
    path('M0 0h236c8 0 12 4 12 10s-4 10-12 10H80C60 20 50 12 0 12z', color, C.deep, 3) +
      rect(2, -22, 52, 22, 6, C.light, C.deep, 3) +
      line(b, C.deep, 2) +
      line('M110 10h110', C.light, 3, 'opacity=".7"'),
  );
}

/** Dental mirror: handle from (0,0) to the right, mirror head on the left. */
export function mirror(t) {
  return g(
    t,
    line('M0 0l150 0', C.deep, 7) +
      line('M40 0h108', C.mid, 3) +
      line('M0 0l-34-12', C.deep, 4) +
      circle(-50, -17, 18, C.light, C.deep, 3) +
      path('M-58-24a10 10 0 0 1 10-4', 'none', C.white, 3),
  );
}

/** Periodontal probe / explorer: handle right, thin marked tip left. */
export function probe(t) {
  return g(
    t,
    line('M0 0h150', C.deep, 7) +
      line('M40 0h108', C.mid, 3) +
      line('M0 0h-46c-10 0-12 8-8 14', C.ink, 2.5) +
      line('M-16-4v8M-26-4v8M-36-4v8', C.warm, 2),
  );
}

/** Dental implant screw (top of abutment at (0,0)), ~40 wide, 120 tall. */
export function implant(x, y, s = 1, rot = 0, head = 'abutment') {
  let th = '';
  for (let yy = 34; yy < 104; yy += 11) th += `M-17 ${yy}l34-6`;
  const top =
    head === 'ball'
      ? circle(0, -6, 9, C.light, C.deep, 3) + rect(-5, 2, 10, 20, 2, C.light, C.deep, 3)
      : path('M-11 22l3-22h16l3 22z', C.light, C.deep, 3);
  return g(
    `translate(${r(x)} ${r(y)})${rot ? ` rotate(${rot})` : ''} scale(${k(s)})`,
    top + path('M-19 22h38l-3 80c-1 12-7 18-16 18s-15-6-16-18z', C.teal, C.deep, 3) + line(th, C.light, 3) + line('M-19 22h38', C.deep, 3),
    `stroke-width="${r(3 / s)}"`,
  );
}

/** Front view of upper teeth hanging from a gum line; returns {s, xs} helper data too. */
export function upperRow(cx, y, s = 1, o = {}) {
  const { n = 5, fill = C.white, gum = true, brackets = false, shade = null, lower = false } = o;
  // widths/lengths from the centre outwards: central, lateral, canine, premolar, premolar
  const W = [38, 30, 30, 27, 25],
    L = [58, 48, 54, 46, 40],
    lift = [0, 2, 0, 2, 4];
  let teeth = '',
    br = '',
    xs = [];
  for (const side of [-1, 1]) {
    let x = 0;
    for (let i = 0; i < n; i++) {
      const w = W[i] * s,
        l = L[i] * s,
        top = lift[i] * s;
      const x0 = side > 0 ? cx + x : cx - x - w;
      const rr = Math.min(w / 2.2, 12 * s);
      const f = shade ? shade[i] : fill;
      if (!lower) {
        const y0 = y + top;
        teeth += `<path d="M${r(x0)} ${r(y0 - 10 * s)}h${r(w)}v${r(l - rr + 10 * s)}q0 ${r(rr)}-${r(rr)} ${r(rr)}h-${r(w - 2 * rr)}q-${r(rr)} 0-${r(rr)}-${r(rr)}z"${f !== fill ? ` fill="${f}"` : ''}/>`;
        xs.push([x0 + w / 2, y0 + l * 0.5, w]);
      } else {
        const y0 = y - top;
        teeth += `<path d="M${r(x0)} ${r(y0 + 10 * s)}h${r(w)}v-${r(l - rr + 10 * s)}q0-${r(rr)}-${r(rr)}-${r(rr)}h-${r(w - 2 * rr)}q-${r(rr)} 0-${r(rr)} ${r(rr)}z"${f !== fill ? ` fill="${f}"` : ''}/>`;
        xs.push([x0 + w / 2, y0 - l * 0.5, w]);
      }
      x += w;
    }
  }
  if (brackets) {
    const pts = xs.slice().sort((a, b) => a[0] - b[0]);
    br += line('M' + pts.map((p) => `${r(p[0])} ${r(p[1])}`).join('L'), C.ink, 2.5 * s);
    let sq = '',
      dot = '';
    for (const [px, py] of pts) {
      sq += `M${r(px - 7 * s)} ${r(py - 7 * s)}h${r(14 * s)}v${r(14 * s)}h-${r(14 * s)}z`;
      dot += `M${r(px)} ${r(py)}h0`;
    }
    br += path(sq, C.teal, C.deep, 2.5) + line(dot, C.warm, 6 * s);
  }
  // gum with a scalloped margin: arcs over each tooth neck, papillae between teeth
  const k = lower ? -1 : 1;
  const totalW = (W.slice(0, n).reduce((a, b) => a + b, 0) + 10) * s;
  const yl = (i) => y + k * (lift[Math.min(n - 1, Math.abs(i))] * s);
  let gd = '';
  const order = [];
  for (let i = n - 1; i >= 0; i--) order.push(i);
  for (let i = 0; i < n; i++) order.push(i);
  let x = cx - W.slice(0, n).reduce((a, b) => a + b, 0) * s;
  order.forEach((i, j) => {
    const w = W[i] * s,
      yy = yl(i) + k * 8 * s;
    if (j === 0) gd += `M${r(cx - totalW)} ${r(yy - k * 6 * s)}L${r(x)} ${r(yy)}`;
    else gd += `L${r(x)} ${r(yy)}`;
    gd += `Q${r(x + w / 2)} ${r(yy - k * 22 * s)} ${r(x + w)} ${r(yy)}`;
    x += w;
  });
  const ytop = y - k * 52 * s,
    rc = 26 * s;
  gd += `L${r(cx + totalW)} ${r(yl(n - 1) + k * 2 * s)}V${r(ytop + k * rc)}Q${r(cx + totalW)} ${r(ytop)} ${r(cx + totalW - rc)} ${r(ytop)}H${r(cx - totalW + rc)}Q${r(cx - totalW)} ${r(ytop)} ${r(cx - totalW)} ${r(ytop + k * rc)}z`;
  const gm = gum
    ? path(gd, C.gum, C.deep, 3) +
      line(
        `M${r(cx - totalW * 0.7)} ${r(ytop + k * 18 * s)}q${r(totalW * 0.7)} ${r(-k * 10 * s)} ${r(totalW * 1.4)} 0`,
        C.white,
        3,
        'opacity=".6"',
      )
    : '';
  return `<g fill="${fill}" stroke-width="3">${teeth}</g>` + gm + br;
}

/** Occlusal (top) view of a dental arch: horseshoe with 14 teeth. Front teeth at the top. */
export function arch(cx, cy, s = 1, o = {}) {
  const { base = null, fill = C.white, aligner = false } = o;
  const rx = 120 * s,
    ry = 150 * s;
  const pos = (deg) => {
    const a = (deg * Math.PI) / 180;
    return [cx + Math.sin(a) * rx, cy - Math.cos(a) * ry];
  };
  let out = '';
  // arc along the arch ellipse (offset k) between +-deg
  const arc = (kk, deg, back = false) => {
    const a = (deg * Math.PI) / 180,
      X = Math.sin(a) * (rx + kk),
      Y = cy - Math.cos(a) * (ry + kk);
    return `${back ? 'L' : 'M'}${r(cx + (back ? X : -X))} ${r(Y)}A${r(rx + kk)} ${r(ry + kk)} 0 1 ${back ? 0 : 1} ${r(cx + (back ? -X : X))} ${r(Y)}`;
  };
  if (base) out += line(arc(0, 100), C.deep, 74 * s + 6) + line(arc(0, 100), base, 74 * s);
  // tooth [width along the arch, depth] from the midline backwards; placed by arc length
  const T = [
    [27, 18],
    [23, 18],
    [24, 23],
    [25, 25],
    [26, 26],
    [36, 34],
    [34, 33],
  ];
  const tab = [];
  let acc = 0,
    prev = pos(0);
  for (let deg = 0; deg <= 130; deg += 0.5) {
    const p = pos(deg);
    acc += Math.hypot(p[0] - prev[0], p[1] - prev[1]);
    tab.push([acc, deg]);
    prev = p;
  }
  const degAt = (d) => (tab.find((t) => t[0] >= d) || tab[tab.length - 1])[1];
  let teeth = '';
  for (const side of [-1, 1]) {
    let dist = 0;
    for (const [w0, h0] of T) {
      const w = w0 * s,
        h = h0 * s;
      const deg = degAt(dist + w / 2 + 1.5 * s) * side;
      dist += w + 3 * s;
      const [x, y] = pos(deg);
      const a = (deg * Math.PI) / 180;
      const ang = (Math.atan2(ry * Math.sin(a), rx * Math.cos(a)) * 180) / Math.PI;
      teeth += `<rect x="${r(x - w / 2)}" y="${r(y - h / 2)}" width="${r(w)}" height="${r(h)}" rx="${r(Math.min(w, h) * 0.42)}" transform="rotate(${r(ang)} ${r(x)} ${r(y)})"/>`;
    }
  }
  out += `<g fill="${fill}" stroke-width="2.5">${teeth}</g>`;
  if (aligner) {
    // translucent tray: band between outer and inner offsets of the arch ellipse, rounded ends
    const e = 24 * s,
      a = (104 * Math.PI) / 180;
    const d =
      arc(e, 104) +
      `A${r(e)} ${r(e)} 0 0 1 ` +
      arc(-e, 104, true).slice(1).replace(/A.*/, '') +
      arc(-e, 104, true).replace(/^L[^A]*/, '') +
      `A${r(e)} ${r(e)} 0 0 1 ${r(cx - Math.sin(a) * (rx + e))} ${r(cy - Math.cos(a) * (ry + e))}z`;
    out += path(d, C.light, C.teal, 3, 'fill-opacity=".3"');
  }
  return out;
}

/** Dental chair with lamp; floor centre at (x, y). Patient reclines with head on the left. */
export function dentalChair(x, y, s = 1, o = {}) {
  const { patient = null, lamp = true, tray = true } = o;
  let d = '';
  if (lamp) {
    d += line('M-40-100V-400h-130', C.deep, 6) + circle(-40, -400, 6, C.deep, null);
    d += path('M-176-366l-90 150h110z', C.warm, null, 0, 'opacity=".14"');
    d += g('translate(-170 -400) rotate(20)', rect(-40, -6, 64, 32, 15, C.light, C.deep, 3) + line('M-30 24h44', C.warm, 5));
  }
  d += rect(-70, -22, 140, 22, 10, C.deep, null);
  d += rect(-20, -100, 40, 80, 6, C.light, C.deep, 3);
  d += g('rotate(28 -95 -109)', rect(-245, -124, 156, 30, 15, C.teal, C.deep, 3) + rect(-285, -122, 44, 26, 12, C.teal, C.deep, 3));
  d += rect(-110, -124, 165, 30, 15, C.teal, C.deep, 3);
  d += g('rotate(22 50 -110)', rect(36, -124, 144, 28, 14, C.teal, C.deep, 3));
  if (patient) d += reclined(patient);
  if (tray) {
    d += rect(200, -10, 60, 10, 5, C.deep, null) + line('M230-10V-250', C.deep, 5) + rect(176, -268, 110, 16, 6, C.white, C.deep, 3);
    d += line('M190-272l22-10M212-272l24-8M240-272l20-10', C.ink, 2.5);
  }
  return g(`translate(${r(x)} ${r(y)}) scale(${k(s)})`, d, `stroke-width="${r(3 / s)}"`);
}

/** Patient lying in the dental chair (coordinates of dentalChair). */
function reclined(p) {
  const { skin = '#e9b995', hair = C.ink, shirt = C.warm } = p;
  const body = 'M-180-196L-84-146H44L168-100';
  const arm = 'M-166-182c18 22 56 34 104 36';
  return (
    line(body, C.deep, 50) +
    line(body, shirt, 44) +
    rect(166, -128, 26, 40, 10, C.ink, null, 0, 'transform="rotate(22 178 -108)"') +
    line(arm, C.deep, 22) +
    line(arm, shirt, 16) +
    circle(-58, -146, 11, skin, C.deep, 3) +
    rect(-200, -214, 40, 26, 8, C.light, C.deep, 2.5, 'transform="rotate(28 -180 -201)"') +
    ellipse(-226, -236, 30, 28, skin, C.deep, 3) +
    path('M-250-218c-14-14-10-40 10-48 14-6 30-2 38 8-18 0-36 14-48 40z', hair, C.deep, 3) +
    line('M-222-240q5 3 10 0M-206-232q5 3 10 0', C.ink, 2.5) +
    line('M-214-216q8 2 12-4', C.ink, 2.5)
  );
}

/** Standing person; feet centre at (x, y), ~330 tall at s=1. */
export function person(x, y, s = 1, o = {}) {
  const {
    skin = '#e9b995',
    hair = C.ink,
    style = 'short',
    coat = C.white,
    shirt = C.teal,
    pants = C.deep,
    mask = false,
    arms = 'down',
    glasses = false,
  } = o;
  let d = '';
  // legs + shoes
  d += line('M-15-110v92M15-110v92', C.deep, 25) + line('M-15-110v92M15-110v92', pants, 19);
  d += line('M-28-6h22M6-6h22', C.ink, 14);
  // long hair behind the head
  if (style === 'long') d += path('M-32-282c-4-40 68-40 64 0l4 54c-22 8-50 8-72 0z', hair, C.deep, 3);
  // body
  const coatD = 'M-44-232c-8 2-10 10-10 20l-4 108c0 5 3 8 8 8h100c5 0 8-3 8-8l-4-108c0-10-2-18-10-20-14-6-28-8-44-8s-30 2-44 8z';
  d += path(coatD, coat, C.deep, 3);
  d += path('M-14-238L0-206l14-32z', shirt, C.deep, 3);
  if (coat === C.white)
    d += line('M0-206V-100M-14-238l-6 40 20-8M14-238l6 40-20-8', C.deep, 2.5) + rect(22, -170, 20, 16, 3, C.light, C.deep, 2);
  // arms
  const A = {
    down: ['M-48-222c-8 30-10 60-8 92', 'M48-222c8 30 10 60 8 92', [-56, -126], [56, -126]],
    point: ['M-48-222c-8 30-10 60-8 92', 'M48-222c20 10 40 6 64-24', [-56, -126], [116, -250]],
    hold: ['M-48-222c-8 30-8 50 8 66l30 0', 'M48-222c8 30 8 50-8 66l-30 0', [-10, -156], [10, -156]],
    wave: ['M-48-222c-8 30-10 60-8 92', 'M48-222c16 0 28-20 36-56', [-56, -126], [86, -284]],
    lap: ['M-48-222c-10 40-10 80 18 104', 'M48-222c10 40 10 80-18 104', [-28, -116], [28, -116]],
    tablet: ['M-48-222c-8 30-8 50 6 70l26 4', 'M48-222c8 30 8 50-6 70l-26 4', [-14, -148], [14, -148]],
  }[arms];
  const armCol = coat;
  if (arms === 'tablet') d += rect(-36, -196, 72, 50, 6, C.deep, C.deep, 3) + rect(-30, -190, 60, 38, 3, C.light, null);
  const hands = `M${A[2][0]} ${A[2][1]}h0M${A[3][0]} ${A[3][1]}h0`;
  d += line(A[0] + A[1], C.deep, 26) + line(A[0] + A[1], armCol, 20) + line(hands, C.deep, 25) + line(hands, skin, 20);
  // head
  d += rect(-9, -258, 18, 22, 4, skin, C.deep, 3);
  d += ellipse(-27, -282, 6, 8, skin, C.deep, 2.5) + ellipse(27, -282, 6, 8, skin, C.deep, 2.5);
  d += ellipse(0, -284, 26, 30, skin, C.deep, 3);
  d += hairStyle(style, hair);
  // face
  if (mask) d += path('M-22-274h44v10c0 10-10 16-22 16s-22-6-22-16z', C.light, C.deep, 2.5) + line('M-22-272l-6-8M22-272l6-8', C.deep, 2);
  d += line('M-9-286h0M9-286h0', C.ink, 5.5);
  if (glasses) d += circle(-10, -286, 8, 'none', C.ink, 2) + circle(10, -286, 8, 'none', C.ink, 2) + line('M-2-287h4', C.ink, 2);
  if (!mask) d += line('M-7-268q7 6 14 0', C.ink, 2.5);
  return g(`translate(${r(x)} ${r(y)}) scale(${k(s)})`, d, `stroke-width="${r(3 / s)}"`);
}

export function hairStyle(style, hair) {
  switch (style) {
    case 'short':
      return path('M-27-284c-4-30 16-38 30-36 20 2 30 16 24 38-8-10-20-16-34-14-8 1-14 6-20 12z', hair, C.deep, 3);
    case 'long':
      return path('M-27-282c-2-30 14-38 30-36 18 2 28 16 24 38-14-6-30-18-36-24-4 10-10 18-18 22z', hair, C.deep, 3);
    case 'bun':
      return circle(0, -322, 13, hair, C.deep, 3) + path('M-27-282c-4-30 16-38 30-36 20 2 30 16 24 38-10-14-26-20-54-2z', hair, C.deep, 3);
    case 'curly':
      return path(
        'M-30-278c-10-8-4-24 6-26 0-12 14-18 22-12 6-10 22-8 26 2 12-2 18 12 10 22 6 8 0 18-6 16-4-10-14-18-28-18s-24 8-30 16z',
        hair,
        C.deep,
        3,
      );
    case 'bald':
      return path('M-27-280c-2-8 0-14 4-18M27-280c2-8 0-14-4-18', 'none', hair, 6);
    default:
      return '';
  }
}

/** Simple clock face. */
export function clock(x, y, rad, h = -60, m = 60) {
  const hand = (deg, len) => {
    const a = ((deg - 90) * Math.PI) / 180;
    return `M${r(x)} ${r(y)}l${r(Math.cos(a) * len)} ${r(Math.sin(a) * len)}`;
  };
  let ticks = '';
  for (let i = 0; i < 12; i++) {
    const a = (i * 30 * Math.PI) / 180;
    ticks += `M${r(x + Math.cos(a) * rad * 0.78)} ${r(y + Math.sin(a) * rad * 0.78)}L${r(x + Math.cos(a) * rad * 0.86)} ${r(y + Math.sin(a) * rad * 0.86)}`;
  }
  return (
    circle(x, y, rad, C.white, C.deep, 3) +
    circle(x, y, rad - 8, 'none', C.light, 4) +
    line(ticks, C.deep, 3) +
    line(hand(h, rad * 0.45), C.deep, 6) +
    line(hand(m, rad * 0.66), C.teal, 4) +
    circle(x, y, 5, C.warm, null)
  );
}

/** Calendar sheet. */
export function calendar(x, y, w = 150, h = 130, mark = 8) {
  let cells = '';
  const cw = (w - 30) / 5,
    ch = (h - 54) / 3;
  for (let i = 0; i < 15; i++) {
    const cx = x + 15 + (i % 5) * cw,
      cy = y + 42 + Math.floor(i / 5) * ch;
    cells += rect(cx + 2, cy + 2, cw - 6, ch - 6, 3, i === mark ? C.warm : C.light, null);
  }
  return (
    rect(x, y, w, h, 12, C.white, C.deep, 3) +
    path(`M${x} ${y + 30}v-18c0-7 5-12 12-12h${w - 24}c7 0 12 5 12 12v18z`, C.teal, C.deep, 3) +
    line(`M${x + 30} ${y - 8}v16M${x + w - 30} ${y - 8}v16`, C.deep, 5) +
    cells
  );
}

/** Smartphone with call waves. */
export function phone(x, y, s = 1, rot = 0) {
  return g(
    `translate(${x} ${y}) rotate(${rot}) scale(${k(s)})`,
    rect(-40, -75, 80, 150, 16, C.deep, C.deep, 3) +
      rect(-32, -60, 64, 112, 6, C.light, null) +
      circle(0, 62, 5, C.light, null) +
      path('M-14-16c-4 16 10 36 26 40l8-8-10-10-6 4c-6-4-10-10-12-16l4-6-10-10z', C.teal, null) +
      line('M52-40a28 28 0 0 1 0 40M64-52a46 46 0 0 1 0 64', C.teal, 4),
    `stroke-width="${r(3 / s)}"`,
  );
}

/** Window with sky and optional sea. */
export function windowFrame(x, y, w, h, sea = true) {
  return (
    rect(x, y, w, h, 10, C.white, C.deep, 3) +
    (sea
      ? rect(x + 10, y + h * 0.62, w - 20, h * 0.38 - 10, 0, C.light, null) +
        line(`M${x + 22} ${y + h * 0.74}h${w * 0.3}M${x + w * 0.5} ${y + h * 0.84}h${w * 0.3}`, C.teal, 2.5, 'opacity=".6"')
      : '') +
    path(blob(x + w * 0.3, y + h * 0.3, w * 0.12, h * 0.06, 4, 6), C.light, null) +
    line(`M${x + w / 2} ${y}v${h}M${x} ${y + h * 0.5}h${w}`, C.deep, 3)
  );
}

// ---- reuse helpers (<defs> + <use>) ----
export const defs = (items) => `<defs>${items}</defs>`;
export const use = (id, x, y, s = 1, rot = 0, a = '') => {
  const t =
    rot % 180 === 0
      ? `matrix(${k(rot ? -s : s)} 0 0 ${k(rot ? -s : s)} ${r(x + (rot ? 50 : -50) * s)} ${r(y + (rot ? 60 : -60) * s)})`
      : `translate(${r(x)} ${r(y)}) rotate(${rot}) scale(${k(s)}) translate(-50 -60)`;
  return `<use href="#${id}" transform="${t}"${a ? ' ' + a : ''}/>`;
};

/** Panoramic X-ray on a screen. opts: implant index (lower row), wisdom highlight. */
export function xray(x, y, w, h, o = {}) {
  const { implantAt = -1, wisdom = false, id = 'xt' } = o;
  const cx = x + w / 2,
    cy = y + h / 2,
    n = 7,
    step = (w - 90) / (wisdom ? n + 2 : n),
    s = Math.min(0.4, (step / 100) * 0.85);
  let t = defs(`<path id="${id}" d="${P.molar}"/>`);
  t += rect(x, y, w, h, 18, C.deep, C.deep, 3);
  t += path(
    `M${x + 30} ${cy - h * 0.12}q${w / 2 - 30} ${-h * 0.28} ${w - 60} 0M${x + 30} ${cy + h * 0.12}q${w / 2 - 30} ${h * 0.28} ${w - 60} 0`,
    'none',
    C.teal,
    14,
    'opacity=".5"',
  );
  const a = '';
  let u = '';
  for (let i = 0; i < n; i++) {
    const tx = cx + (i - (n - 1) / 2) * step;
    const dy = Math.abs(i - (n - 1) / 2) * h * 0.02;
    u += use(id, tx, cy - 8 - 60 * s - dy, s, 180, a);
    if (i === implantAt)
      t +=
        implant(tx, cy + 16, s, 0) +
        g(
          `translate(${r(tx)} ${r(cy + 24)}) scale(${k(s)}) translate(-50 -78)`,
          path(P.crown, C.light, C.light, 2.5 / s, 'fill-opacity=".25"'),
        );
    else u += use(id, tx, cy + 8 + 60 * s + dy, s, 0, a);
  }
  if (wisdom) {
    for (const side of [-1, 1]) {
      const tx = cx + side * ((n - 1) / 2 + 1) * step;
      u += use(id, tx, cy + 10 + 60 * s, s * 0.95, side * 30, a);
      t += circle(tx, cy + 10 + 60 * s, 64 * s + 14, 'none', C.warm, 3, 'stroke-dasharray="3 9"');
    }
  }
  return t + `<g fill="${C.light}" fill-opacity=".25" stroke="${C.light}" stroke-width="${r(2.5 / s)}">${u}</g>`;
}

export function magnifier(x, y, rad, rot = 40, inner = '') {
  return (
    g(
      `translate(${r(x)} ${r(y)}) rotate(${rot})`,
      rect(-11, rad, 22, rad * 1.3, 10, C.teal, C.deep, 3) + rect(-7, rad - 8, 14, 14, 3, C.deep, null),
    ) +
    circle(x, y, rad, C.white, C.deep, 3) +
    inner +
    circle(x, y, rad, C.light, C.deep, 8, 'fill-opacity=".25"') +
    path(
      `M${r(x - rad * 0.6)} ${r(y - rad * 0.2)}a${r(rad * 0.6)} ${r(rad * 0.6)} 0 0 1 ${r(rad * 0.4)}-${r(rad * 0.4)}`,
      'none',
      C.white,
      5,
    )
  );
}

/** Cloud with a flat bottom and four bumps. */
export function cloud(cx, cy, w, h, fill = C.white) {
  const L = cx - w / 2,
    T = cy - h / 2,
    B = cy + h / 2;
  const P = [
    [L + 0.16 * w, B],
    [L + 0.08 * w, cy + 0.02 * h],
    [L + 0.36 * w, T + 0.12 * h],
    [L + 0.72 * w, T + 0.2 * h],
    [L + 0.9 * w, B],
  ];
  let d = `M${r(P[0][0])} ${r(P[0][1])}`;
  for (let i = 1; i < P.length; i++) {
    const rr = Math.hypot(P[i][0] - P[i - 1][0], P[i][1] - P[i - 1][1]) * 0.54;
    d += `A${r(rr)} ${r(rr)} 0 0 1 ${r(P[i][0])} ${r(P[i][1])}`;
  }
  return path(d + 'z', fill, C.deep, 3);
}

/** White card with a soft offset shadow. */
export const card = (x, y, w, h, rx = 24) =>
  rect(x + 10, y + 12, w, h, rx, C.teal, null, 0, 'opacity=".12"') + rect(x, y, w, h, rx, C.white, C.deep, 3);

export const arrow = (d, color = C.teal, sw = 4) => line(d, color, sw);

/** Person seated on a chair, front view; feet centre at (x, y). */
export function seated(x, y, s = 1, o = {}) {
  const ch = o.chair || C.teal;
  const back =
    rect(-72, -262, 144, 170, 34, ch, C.deep, 3) +
    rect(-84, -128, 168, 34, 14, ch, C.deep, 3) +
    line('M-64-94l-6 90M64-94l6 90', C.deep, 6);
  return g(`translate(${r(x)} ${r(y)}) scale(${k(s)})`, back, `stroke-width="${r(3 / s)}"`) + person(x, y, s, { arms: 'lap', ...o });
}
