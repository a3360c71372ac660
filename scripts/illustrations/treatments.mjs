// Treatment illustrations, 800 x 600 (public/images/treatments/<slug>.svg).
import {
  C,
  P,
  svg,
  g,
  path,
  rect,
  circle,
  ellipse,
  line,
  tooth,
  sparkle,
  shape,
  bg,
  toothbrush,
  mirror,
  probe,
  implant,
  upperRow,
  arch,
} from './lib.mjs';

const W = 800,
  H = 600;
const scene = (seed, body, o = {}) => svg(W, H, bg(W, H, { seed, ...o }) + body);

// Gum + bone cross-section band used by implant/extraction/wisdom-tooth scenes.
const jaw = (y, x0 = 120, x1 = 680) =>
  path(`M${x0} ${y + 40}c0-30 20-40 50-40h${x1 - x0 - 100}c30 0 50 10 50 40v${560 - y - 40}H${x0}z`, C.bone, C.deep, 3) +
  path(
    `M${x0} ${y + 40}c0-30 20-40 50-40h${x1 - x0 - 100}c30 0 50 10 50 40v30c-30-10-60-10-90 0H${x0 + 90}c-30-10-60-10-90 0z`,
    C.gum,
    C.deep,
    3,
  ) +
  line(`M${x0 + 40} ${y + 130}h16M${x0 + 70} ${y + 170}h12M${x1 - 60} ${y + 140}h16M${x1 - 90} ${y + 190}h12`, C.warm, 3, 'opacity=".7"');

const fan = (cx, cy, n = 6) => {
  const shades = ['#e3c48f', '#ecd3a6', '#f2e1c2', '#f6ecda', '#fbf6ee', '#ffffff'];
  let s = '';
  for (let i = 0; i < n; i++) {
    const a = -50 + i * 20;
    s += g(
      `translate(${cx} ${cy}) rotate(${a})`,
      line('M0 0v-70', C.deep, 6) + g('translate(0 -105) scale(.42) translate(-50 -60)', path(P.incisor, shades[i], C.deep, 6)),
    );
  }
  return s + circle(cx, cy, 9, C.teal, C.deep, 3);
};

export const treatments = {
  // whitening: half-stained tooth turning white + shade guide
  beyazlatma: scene(
    1,
    `<clipPath id="h"><rect x="200" y="0" width="130" height="600"/></clipPath>` +
      tooth(330, 300, 2.5, { shine: false }) +
      g('', tooth(330, 300, 2.5, { fill: '#efdcba', shine: false }), 'clip-path="url(#h)"') +
      line('M330 160v290', C.deep, 2, 'stroke-dasharray="2 10" opacity=".6"') +
      line('M372 230c6-26 22-40 44-44', C.light, 12) +
      sparkle(470, 180, 2.2) +
      sparkle(500, 250, 1.2, C.teal) +
      sparkle(430, 130, 1, C.teal) +
      fan(590, 470),
  ),

  // zirconia crown: crown cap descending onto a prepared stump
  'zirkonyum-kaplama': scene(
    2,
    jaw(400, 200, 600) +
      g('translate(400 400) scale(2) translate(-50 -78)', path(P.roots, C.white, C.deep, 1.5) + path(P.stump, C.white, C.deep, 1.5)) +
      g(
        'translate(400 225) scale(2.1) translate(-50 -43)',
        path(P.crown, C.white, C.deep, 1.6) +
          path('M24 74c4-16 12-24 26-24s22 8 26 24', 'none', C.teal, 1.4, 'stroke-dasharray="3 4"') +
          line(P.shine, C.light, 3),
      ) +
      line('M400 330v24m-10-10 10 10 10-10', C.teal, 4) +
      sparkle(540, 150, 1.8) +
      sparkle(270, 190, 1.1, C.teal) +
      sparkle(560, 230, 0.9, C.teal),
    { cy: 320 },
  ),

  // veneers: front teeth, one thin veneer shell being placed + side-profile inset
  'porselen-lamina': scene(
    3,
    upperRow(300, 210, 2, { n: 2 }) +
      g(
        'translate(250 372) rotate(-10)',
        path('M-36-50h72v62q0 22-22 22h-28q-22 0-22-22z', C.white, C.teal, 3, 'fill-opacity=".85"') + line('M-22-36v44', C.light, 6),
      ) +
      line('M300 370c20-20 20-40 4-60', C.teal, 3, 'stroke-dasharray="2 9"') +
      `<clipPath id="c"><circle cx="600" cy="310" r="108"/></clipPath>` +
      circle(600, 310, 110, C.white, null) +
      g(
        '',
        path('M582 190l-6 110c-2 40 4 70 14 88 6 6 12 4 14-2 6-40 14-62 24-86l-4-110z', C.white, C.deep, 3) +
          path('M575 290c-4 40 0 74 14 98-8 4-16-2-20-10-8-28-8-60-2-88z', C.teal, C.deep, 2.5) +
          path('M480 196h240v60c-40-10-80-10-120 2-40-12-80-12-120-2z', C.gum, C.deep, 3),
        'clip-path="url(#c)"',
      ) +
      circle(600, 310, 110, 'none', C.deep, 3) +
      sparkle(680, 420, 1.4) +
      sparkle(160, 450, 1.1, C.teal),
  ),

  // smile design: tablet with smile and proportion guides
  'gulus-tasarimi': scene(
    4,
    rect(150, 110, 500, 380, 28, C.deep, C.deep, 3) +
      rect(170, 130, 460, 340, 14, C.white, null) +
      `<clipPath id="m"><path d="M220 240q180-50 360 0q-40 170-180 170t-180-170z"/></clipPath>` +
      path('M220 240q180-50 360 0q-40 170-180 170t-180-170z', C.deep, null) +
      g('', upperRow(400, 250, 1.45, { n: 5 }) + upperRow(400, 400, 1.2, { n: 5, lower: true }), 'clip-path="url(#m)"') +
      path('M220 240q180-50 360 0q-40 170-180 170t-180-170z', 'none', C.deep, 4) +
      line('M400 180v260M345 190v240M455 190v240M302 200v210M498 200v210', C.teal, 2, 'stroke-dasharray="6 6"') +
      line('M250 300q150 56 300 0', C.warm, 3) +
      circle(400, 180, 6, C.warm, null) +
      circle(345, 190, 5, C.teal, null) +
      circle(455, 190, 5, C.teal, null) +
      circle(400, 500, 7, C.light, null) +
      sparkle(640, 120, 1.6) +
      sparkle(170, 470, 1, C.teal),
  ),

  // filling: molar with a restored cavity and a curing light
  dolgu: scene(
    5,
    tooth(350, 320, 2.5) +
      path('M316 186c10 22 58 22 68 0l-4 34c-14 12-46 12-60 0z', C.light, C.teal, 3) +
      line('M330 200c12 8 28 8 40 0', C.white, 3) +
      g(
        'translate(560 160) rotate(35)',
        rect(-20, -20, 200, 40, 18, C.teal, C.deep, 3) +
          rect(-60, -14, 60, 28, 8, C.light, C.deep, 3) +
          rect(-78, -18, 22, 36, 6, C.deep, null) +
          line('M40 0h110', C.light, 4) +
          circle(150, 0, 6, C.warm, null),
      ) +
      path('M468 118l-80 80 60 20z', C.teal, null, 0, 'opacity=".18"') +
      sparkle(250, 170, 1.2, C.teal) +
      sparkle(450, 420, 1.4),
    { cx: 380 },
  ),

  // child-friendly: a little smiling tooth with a toothbrush and stars
  'cocuk-dis-tedavisi': scene(
    6,
    tooth(360, 310, 2.3, {
      extra:
        circle(36, 46, 4, C.ink, null) +
        circle(64, 46, 4, C.ink, null) +
        line('M40 58q10 9 20 0', C.ink, 2.5) +
        circle(27, 56, 6, C.warm, null, 0, 'opacity=".6"') +
        circle(73, 56, 6, C.warm, null, 0, 'opacity=".6"'),
    }) +
      toothbrush('translate(520 470) rotate(-62) scale(.95)') +
      shape(P.heart, 230, 170, 1.6, C.warm, C.deep, 3) +
      sparkle(520, 160, 1.8) +
      sparkle(580, 220, 1, C.teal) +
      sparkle(210, 420, 1.2, C.teal) +
      ellipse(610, 120, 30, 36, C.light, C.deep, 3) +
      path('M604 156h12l-6 8z', C.light, C.deep, 2) +
      line('M610 164c-8 16 8 24 0 44', C.deep, 2),
  ),

  // sealant & fluoride: molar with grooves, protective shield and a fluoride drop
  'fissur-ortu-ve-flor': scene(
    7,
    tooth(330, 310, 2.5) +
      path('M282 200c16 14 34 6 48 18s32 4 48-18', 'none', C.teal, 5) +
      line('M330 218v26', C.teal, 4) +
      shape(P.shield, 520, 360, 3.6, C.teal, C.deep, 3) +
      g('translate(520 360) scale(3)', line(P.check, C.white, 2.2)) +
      shape(P.drop, 540, 150, 2.2, C.light, C.deep, 3) +
      line('M530 150c0 10 6 16 14 16', C.white, 4) +
      sparkle(210, 170, 1.2, C.teal) +
      sparkle(610, 240, 1.4),
  ),

  // implant: screw in bone with abutment and crown, neighbours on both sides
  implant: scene(
    8,
    jaw(330, 90, 710) +
      g('translate(400 330)', implant(0, 24, 1.6)) +
      tooth(400, 280, 1.6, { d: P.crown }) +
      tooth(210, 370, 1.6) +
      tooth(590, 370, 1.6) +
      path('M90 370c0-30 20-40 50-40h520c30 0 50 10 50 40v30c-30-10-60-10-90 0H180c-30-10-60-10-90 0z', C.gum, C.deep, 3, 'opacity=".55"') +
      sparkle(480, 170, 1.6) +
      sparkle(300, 160, 1, C.teal),
    { cy: 280 },
  ),

  // implant-supported denture: horseshoe denture + detail of a ball attachment
  protez: scene(
    9,
    arch(310, 300, 1.15, { base: C.gum }) +
      `<clipPath id="c"><circle cx="610" cy="330" r="118"/></clipPath>` +
      circle(610, 330, 120, C.white, null) +
      g(
        '',
        path('M480 400h260v100H480z', C.bone, C.deep, 3) +
          path('M480 400c40-12 80-20 130-20s90 8 130 20v20c-40-6-80-10-130-10s-90 4-130 10z', C.gum, C.deep, 3) +
          implant(610, 362, 0.9, 0, 'ball') +
          path('M540 316c0-24 16-32 70-32s70 8 70 32v20H540z', C.gum, C.deep, 3) +
          path('M592 336a18 16 0 0 1 36 0z', C.light, C.deep, 2.5) +
          tooth(610, 268, 0.7, { d: P.crown }) +
          line('M610 340v10m-6-6 6 6 6-6', C.teal, 3),
        'clip-path="url(#c)"',
      ) +
      circle(610, 330, 120, 'none', C.deep, 3) +
      sparkle(200, 140, 1.5) +
      sparkle(700, 170, 1, C.teal),
    { cx: 400, cy: 310 },
  ),

  // all-on-four: fixed bridge over four implants, the back two tilted
  'all-on-four': scene(
    10,
    path('M120 420c0-40 30-60 70-60h420c40 0 70 20 70 60v140H120z', C.bone, C.deep, 3) +
      implant(260, 384, 1, 26) +
      implant(350, 372, 1) +
      implant(450, 372, 1) +
      implant(540, 384, 1, -26) +
      path('M120 420c0-40 30-60 70-60h420c40 0 70 20 70 60v8c-100-20-460-20-560 0z', C.gum, C.deep, 3, 'opacity=".9"') +
      path('M150 300c0-36 30-54 70-54h360c40 0 70 18 70 54v16c-40 12-110 20-250 20s-210-8-250-20z', C.gum, C.deep, 3) +
      upperRow(400, 246, 1.1, { n: 5, gum: false, lower: true }) +
      line('M260 340v22M350 340v22M450 340v22M540 340v22', C.teal, 3, 'stroke-dasharray="3 6"') +
      sparkle(650, 160, 1.5) +
      sparkle(150, 200, 1, C.teal),
    { cy: 320 },
  ),

  // clear aligner: occlusal arch with a translucent tray
  'seffaf-plak': scene(
    11,
    arch(400, 320, 1.35) +
      arch(400, 320, 1.35, { aligner: true, fill: 'none' }) +
      sparkle(580, 150, 1.8) +
      sparkle(230, 160, 1, C.teal) +
      sparkle(610, 450, 1.1, C.teal),
    { cy: 320 },
  ),

  // braces: front teeth with brackets and archwire
  'braket-tedavisi': scene(
    12,
    upperRow(400, 190, 1.35, { n: 5, brackets: true }) +
      upperRow(400, 440, 1.2, { n: 5, lower: true, brackets: true }) +
      sparkle(640, 140, 1.5) +
      sparkle(160, 470, 1, C.teal),
  ),

  // extraction: forceps lifting a molar from its socket
  'dis-cekimi': scene(
    13,
    jaw(420, 170, 630) +
      path('M340 420c0 40 20 60 60 60s60-20 60-60', C.gum, C.deep, 3, 'opacity=".8"') +
      tooth(400, 300, 1.7) +
      g(
        'translate(400 230)',
        line('M84 32C90-20 30-50 0-60l-50-120', C.deep, 18) +
          line('M84 32C90-20 30-50 0-60l-50-120', C.light, 12) +
          line('M-84 32C-90-20-30-50 0-60l50-120', C.deep, 18) +
          line('M-84 32C-90-20-30-50 0-60l50-120', C.teal, 12) +
          circle(0, -60, 9, C.warm, C.deep, 3),
      ) +
      line('M290 200l-20-14M280 240h-24M520 200l20-14', C.teal, 4) +
      sparkle(580, 150, 1.2, C.teal),
    { cy: 300 },
  ),

  // wisdom tooth: tilted third molar impacted against its neighbour
  'yirmilik-dis-cekimi': scene(
    14,
    jaw(300, 80, 720) +
      tooth(200, 300, 1.5) +
      tooth(370, 300, 1.5) +
      tooth(560, 360, 1.5, { rot: -38 }) +
      circle(560, 360, 118, 'none', C.warm, 4, 'stroke-dasharray="4 12"') +
      path('M80 340c0-30 20-40 50-40h540c30 0 50 10 50 40v30c-30-10-60-10-90 0H170c-30-10-60-10-90 0z', C.gum, C.deep, 3, 'opacity=".55"') +
      line('M470 280l-14 10M470 330l-16 2', C.warm, 4) +
      sparkle(660, 160, 1.4, C.teal),
    { cy: 300 },
  ),

  // root canal: molar cross-section with the pulp and an endodontic file
  'kanal-tedavisi': scene(
    15,
    tooth(380, 330, 2.6, { extra: path(P.pulp, C.light, C.teal, 1.2) }) +
      g(
        'translate(437 150) rotate(8)',
        line('M0 0v210', C.ink, 3) +
          line('M-5 30l10 8-10 8 10 8-10 8 10 8-10 8 10 8-10 8 10 8-10 8 10 8-10 8 10 8-10 8 10 8-10 8 10 8', C.ink, 1.5) +
          circle(0, 10, 8, C.warm, C.deep, 2.5) +
          rect(-16, -90, 32, 86, 10, C.teal, C.deep, 3) +
          line('M-8-76v58M0-76v58M8-76v58', C.light, 2),
      ) +
      sparkle(260, 150, 1.3, C.teal) +
      sparkle(560, 420, 1.5),
    { cx: 390 },
  ),

  // gums: front teeth with healthy gums, probe and mirror
  'dis-eti-tedavisi': scene(
    16,
    upperRow(380, 210, 1.45, { n: 4 }) +
      path('M240 230c30 14 60 14 90 4M430 234c30 10 60 10 90-4', 'none', C.white, 4, 'opacity=".7"') +
      probe('translate(440 300) rotate(-28)') +
      mirror('translate(330 470) rotate(-160)') +
      shape(P.heart, 620, 430, 1.8, C.warm, C.deep, 3) +
      sparkle(170, 420, 1.2, C.teal) +
      sparkle(640, 140, 1.4),
    { cy: 300 },
  ),
};
