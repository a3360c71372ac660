// Blog article illustrations, 1200 x 675 (public/images/blog/<slug>.svg).
import {
  C,
  P,
  r,
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
  plant,
  toothbrush,
  implant,
  upperRow,
  arch,
  dentalChair,
  person,
  clock,
  calendar,
  xray,
  magnifier,
  cloud,
  card,
} from './lib.mjs';

const W = 1200,
  H = 675;
const scene = (seed, body, o = {}) => svg(W, H, bg(W, H, { seed, rx: 420, ry: 260, ...o }) + body);
const floor = (y = 600) => rect(0, y, W, H - y, 0, C.sand, null) + line(`M0 ${y}H${W}`, C.deep, 3, 'opacity=".25"');

// gum + bone section with an implant and two neighbours (x = centre, y = gum top)
const implantSection = (x, y, s = 1) =>
  g(
    `translate(${x} ${y}) scale(${s})`,
    path('M-300 40c0-30 20-40 50-40h500c30 0 50 10 50 40v190h-600z', C.bone, C.deep, 3) +
      implant(0, 24, 1.5) +
      tooth(0, -48, 1.5, { d: P.crown }) +
      tooth(-180, 40, 1.5) +
      tooth(180, 40, 1.5) +
      path(
        'M-300 40c0-30 20-40 50-40h500c30 0 50 10 50 40v30c-30-10-60-10-90 0h-420c-30-10-60-10-90 0z',
        C.gum,
        C.deep,
        3,
        'opacity=".55"',
      ) +
      line('M-250 150h16M-220 190h12M230 160h16M200 200h12', C.warm, 3, 'opacity=".7"'),
    `stroke-width="${r(3 / s)}"`,
  );

const drops = (pts) => pts.map(([x, y, s]) => shape(P.drop, x, y, s, C.warm, C.deep, 2.5)).join('');

const screenStand = (x, y, w, h) =>
  rect(x + w / 2 - 14, y + h, 28, 50, 0, C.light, C.deep, 3) + rect(x + w / 2 - 70, y + h + 46, 140, 14, 7, C.deep, null);

export const blog = {
  'implant-tedavisi-hakkinda-bilmeniz-gerekenler': scene(
    1,
    implantSection(430, 360, 1.05) +
      xray(750, 120, 380, 240, { implantAt: 2 }) +
      screenStand(750, 120, 380, 240) +
      plant(1110, 640, 0.9) +
      sparkle(250, 150, 2) +
      sparkle(600, 120, 1.2, C.teal) +
      sparkle(660, 210, 0.9),
    { cx: 560, sand: [930, 560, 330, 130] },
  ),

  'dis-beyazlatma-guvenli-mi': scene(
    2,
    `<clipPath id="h"><rect x="380" y="0" width="150" height="675"/></clipPath>` +
      tooth(530, 350, 2.8, { shine: false }) +
      g('', tooth(530, 350, 2.8, { fill: '#efdcba', shine: false }), 'clip-path="url(#h)"') +
      line('M578 268c6-28 24-44 48-48', C.light, 12) +
      g(
        'translate(250 120)',
        line('M-130-120V0h120', C.deep, 6) +
          circle(-130, 0, 7, C.deep, null) +
          g('rotate(-30)', rect(-10, -26, 120, 52, 26, C.light, C.deep, 3) + line('M10 26h80', C.warm, 6)),
      ) +
      path('M272 138L341 98 560 230 440 320z', C.warm, null, 0, 'opacity=".12"') +
      shape(P.shield, 860, 300, 4.6, C.teal, C.deep, 3) +
      g('translate(860 300) scale(4)', line(P.check, C.white, 2.4)) +
      g(
        'translate(930 560)',
        [-50, -30, -10, 10, 30, 50]
          .map((a, i) =>
            g(
              `rotate(${a})`,
              line('M0 0v-60', C.deep, 5) +
                g(
                  'translate(0 -92) scale(.38) translate(-50 -60)',
                  path(P.incisor, ['#e3c48f', '#ecd3a6', '#f2e1c2', '#f6ecda', '#fbf6ee', '#fff'][i], C.deep, 7),
                ),
            ),
          )
          .join('') + circle(0, 0, 9, C.teal, C.deep, 3),
      ) +
      sparkle(680, 170, 2.2) +
      sparkle(730, 240, 1.1, C.teal) +
      sparkle(360, 470, 1.2, C.teal),
    { sand: [900, 560, 260, 110] },
  ),

  'kanal-tedavisinden-korkmali-misiniz': scene(
    3,
    floor(600) +
      dentalChair(430, 600, 0.95, { patient: { skin: '#f1c7a5', hair: '#6b4226', shirt: C.warm } }) +
      circle(900, 300, 190, C.white, C.deep, 3) +
      circle(900, 300, 172, 'none', C.light, 6) +
      tooth(900, 345, 1.9, { extra: path(P.pulp, C.light, C.teal, 1.5) }) +
      g(
        'translate(940 200) rotate(8)',
        line('M0 0v150', C.ink, 3) + circle(0, 10, 7, C.warm, C.deep, 2.5) + rect(-14, -70, 28, 68, 9, C.teal, C.deep, 3),
      ) +
      shape(P.heart, 1080, 470, 1.8, C.warm, C.deep, 3) +
      sparkle(720, 130, 1.3, C.teal) +
      plant(1120, 640, 0.8, 1),
    { cx: 640 },
  ),

  'cocuklarda-ilk-dis-hekimi-ziyareti': scene(
    4,
    floor(610) +
      person(300, 620, 1, { style: 'long', hair: '#3b2a20', skin: '#f1c7a5', arms: 'wave' }) +
      person(560, 620, 0.62, {
        style: 'curly',
        hair: '#1f2933',
        skin: '#c98b62',
        coat: C.warm,
        shirt: C.white,
        pants: C.teal,
        arms: 'down',
      }) +
      line('M595 540c20-80 30-160 20-250', C.deep, 2) +
      ellipse(612, 250, 36, 44, C.teal, C.deep, 3) +
      path('M596 230a18 22 0 0 1 12-16', 'none', C.light, 4) +
      path('M605 294h14l-7 9z', C.teal, C.deep, 2) +
      person(760, 620, 1, { style: 'short', hair: '#6b4226', skin: '#c98b62', coat: C.teal, shirt: C.sand, pants: C.ink }) +
      tooth(960, 260, 1.4, {
        extra:
          circle(36, 46, 4, C.ink, null) +
          circle(64, 46, 4, C.ink, null) +
          line('M40 58q10 9 20 0', C.ink, 2.5) +
          circle(27, 56, 6, C.warm, null, 0, 'opacity=".6"') +
          circle(73, 56, 6, C.warm, null, 0, 'opacity=".6"'),
      }) +
      rect(900, 540, 70, 70, 10, C.warm, C.deep, 3) +
      rect(970, 560, 50, 50, 8, C.teal, C.deep, 3) +
      rect(925, 490, 50, 50, 8, C.light, C.deep, 3) +
      sparkle(1060, 170, 1.8) +
      sparkle(860, 170, 1, C.teal) +
      sparkle(140, 200, 1.2, C.teal),
    { cx: 640 },
  ),

  'seffaf-plak-mi-braket-mi': scene(
    5,
    circle(360, 330, 220, C.white, C.deep, 3) +
      arch(360, 345, 0.95) +
      arch(360, 345, 0.95, { aligner: true, fill: 'none' }) +
      circle(840, 330, 220, C.white, C.deep, 3) +
      upperRow(840, 250, 1.1, { n: 4, brackets: true }) +
      upperRow(840, 430, 1, { n: 4, lower: true, brackets: true }) +
      circle(600, 330, 44, C.teal, C.deep, 3) +
      line('M578 318h40m-10-10 10 10-10 10M622 344h-40m10-10-10 10 10 10', C.white, 4) +
      sparkle(160, 130, 1.8) +
      sparkle(1050, 540, 1.6) +
      sparkle(1070, 130, 1, C.teal),
    { rx: 500, ry: 250 },
  ),

  'dis-eti-kanamasi-neden-olur': scene(
    6,
    upperRow(540, 250, 1.7, { n: 4 }) +
      path('M452 270q30-22 60 0M514 270q32-24 64 0', 'none', C.warm, 7, 'opacity=".8"') +
      drops([
        [470, 390, 1],
        [520, 430, 0.7],
      ]) +
      toothbrush('translate(220 560) rotate(-30)') +
      magnifier(
        900,
        330,
        120,
        40,
        g(
          '',
          `<clipPath id="z"><circle cx="900" cy="330" r="118"/></clipPath>` +
            g(
              '',
              upperRow(900, 300, 2.6, { n: 1 }) + path('M820 330q40-36 80 0', 'none', C.warm, 10, 'opacity=".8"'),
              'clip-path="url(#z)"',
            ),
        ),
      ) +
      sparkle(1080, 150, 1.5) +
      sparkle(220, 150, 1.1, C.teal),
    { cx: 620 },
  ),

  'dogru-dis-fircalama-teknigi': scene(
    7,
    upperRow(500, 230, 1.5, { n: 4 }) +
      upperRow(500, 480, 1.4, { n: 4, lower: true }) +
      toothbrush('translate(420 330) rotate(-35) scale(1.3)') +
      path('M350 250a70 70 0 1 1-10 80', 'none', C.warm, 5, 'stroke-dasharray="2 12"') +
      line('M332 320l8 12 14-6', C.warm, 5) +
      clock(960, 280, 120, 0, 60) +
      path('M960 160a120 120 0 0 1 104 60', 'none', C.warm, 10, 'opacity=".8"') +
      g(
        'translate(960 500)',
        rect(-80, -24, 160, 48, 24, C.white, C.deep, 3) +
          path('M80-24h30l10 10v28l-10 10H80z', C.teal, C.deep, 3) +
          line('M-50 0h70', C.light, 8),
      ) +
      sparkle(180, 150, 1.6) +
      sparkle(1120, 160, 1, C.teal),
    { cx: 620 },
  ),

  'yirmilik-dis-ne-zaman-cekilmeli': scene(
    8,
    xray(150, 140, 560, 330, { wisdom: true }) +
      screenStand(150, 140, 560, 330) +
      calendar(800, 140, 200, 180, 9) +
      g(
        'translate(960 470)',
        path('M-140 20c0-20 14-30 40-30h200c26 0 40 10 40 30v90h-280z', C.bone, C.deep, 3) +
          path('M-140 20c0-20 14-30 40-30h200c26 0 40 10 40 30v14c-90-8-190-8-280 0z', C.gum, C.deep, 3) +
          tooth(-60, 10, 0.9) +
          tooth(55, 45, 0.9, { rot: -35 }),
      ) +
      sparkle(1100, 120, 1.4) +
      sparkle(760, 560, 1, C.teal),
    { sand: [980, 560, 240, 120] },
  ),

  'zirkonyum-kaplama-ve-porselen-lamina-farki': scene(
    9,
    card(120, 110, 430, 460) +
      card(650, 110, 430, 460) +
      g(
        'translate(335 420) scale(1.8) translate(-50 -78)',
        path('M-20 78c0-14 10-20 30-20h80c20 0 30 6 30 20v44H-20z', C.gum, C.deep, 1.7) +
          path(P.roots, C.white, C.deep, 1.7) +
          path(P.stump, C.white, C.deep, 1.7),
      ) +
      g(
        'translate(335 210) scale(1.9) translate(-50 -43)',
        path(P.crown, C.white, C.deep, 1.6) +
          path('M24 74c4-16 12-24 26-24s22 8 26 24', 'none', C.teal, 1.4, 'stroke-dasharray="3 4"') +
          line(P.shine, C.light, 3),
      ) +
      line('M335 310v24m-10-10 10 10 10-10', C.teal, 4) +
      path('M845 170l-10 150c-4 70 6 130 30 170 10 10 22 8 26-4 12-80 30-120 50-160l-8-156z', C.white, C.deep, 3) +
      path('M832 330c-6 70 0 120 30 164-16 8-30-4-36-18-14-50-14-100-8-146z', C.teal, C.deep, 3) +
      path('M740 180q0-30 30-30h240q30 0 30 30v50c-60-16-120-16-180 4-40-14-80-14-120-4z', C.gum, C.deep, 3) +
      circle(600, 340, 40, C.teal, C.deep, 3) +
      line('M580 328h36m-9-9 9 9-9 9M620 352h-36m9-9-9 9 9 9', C.white, 4) +
      sparkle(510, 150, 1.4) +
      sparkle(1040, 520, 1.4),
    { rx: 520, ry: 260 },
  ),

  'gulus-tasarimi-nasil-yapilir': scene(
    10,
    floor(610) +
      rect(480, 110, 560, 340, 22, C.deep, C.deep, 3) +
      rect(498, 128, 524, 304, 10, C.white, null) +
      `<clipPath id="m"><path d="M560 240q200-56 400 0q-44 170-200 170t-200-170z"/></clipPath>` +
      path('M560 240q200-56 400 0q-44 170-200 170t-200-170z', C.deep, null) +
      g('', upperRow(760, 252, 1.55, { n: 5 }) + upperRow(760, 410, 1.3, { n: 4, lower: true }), 'clip-path="url(#m)"') +
      path('M560 240q200-56 400 0q-44 170-200 170t-200-170z', 'none', C.deep, 4) +
      line('M760 160v280M702 170v260M818 170v260M660 180v240M860 180v240', C.teal, 2, 'stroke-dasharray="6 6"') +
      line('M580 300q180 64 360 0', C.warm, 3) +
      screenStand(480, 110, 560, 340).replace(/y="500"/, 'y="450"') +
      person(300, 620, 1, { style: 'bun', hair: '#1f2933', skin: '#a86f4c', arms: 'tablet', glasses: true }) +
      sparkle(1080, 120, 1.6) +
      sparkle(150, 180, 1.1, C.teal) +
      plant(1110, 640, 0.85),
    { cx: 640 },
  ),

  'implant-sonrasi-bakim': scene(
    11,
    implantSection(420, 340, 0.95) +
      g(
        'translate(830 420) rotate(-30)',
        line('M0 0h170', C.teal, 12) + line('M0 0h-40', C.ink, 3) + line('M-40-10v20M-32-10v20M-24-10v20M-16-10v20', C.mid, 4),
      ) +
      g(
        'translate(980 260)',
        rect(-50, -40, 100, 160, 18, C.light, C.deep, 3) +
          rect(-30, -70, 60, 32, 8, C.teal, C.deep, 3) +
          shape(P.drop, 0, 50, 1.3, C.white, C.deep, 3),
      ) +
      toothbrush('translate(760 600) rotate(-10) scale(.9)') +
      calendar(780, 120, 130, 110, 11) +
      sparkle(220, 130, 1.5) +
      sparkle(1110, 480, 1, C.teal),
    { cx: 600, sand: [930, 520, 260, 140] },
  ),

  'sut-dislerinde-curuk': scene(
    12,
    upperRow(540, 250, 1.25, { n: 3 }) +
      upperRow(540, 440, 1.15, { n: 3, lower: true }) +
      path('M478 300c6-4 12-2 12 4s-8 10-12 6-4-8 0-10z', C.ink, null, 0, 'opacity=".75"') +
      path('M606 400c5-3 10-1 10 4s-6 8-10 5-3-7 0-9z', C.ink, null, 0, 'opacity=".7"') +
      g(
        'translate(250 540) rotate(-20)',
        line('M0 0v-170', C.deep, 14) +
          line('M0 0v-170', C.white, 9) +
          circle(0, -220, 60, C.warm, C.deep, 3) +
          path('M0-220m-40 0a40 40 0 0 1 40-40a28 28 0 0 1 28 28a18 18 0 0 1-18 18a10 10 0 0 1-10-10', 'none', C.white, 6),
      ) +
      g(
        'translate(900 340)',
        rect(-50, -60, 100, 200, 30, C.white, C.deep, 3) +
          rect(-42, -20, 84, 150, 24, C.light, null) +
          rect(-56, -90, 112, 34, 10, C.teal, C.deep, 3) +
          path('M-20-90c0-40 40-40 40 0', C.warm, C.deep, 3) +
          line('M-30 20h18M-30 60h18M-30 100h18', C.deep, 3),
      ) +
      sparkle(1080, 170, 1.6) +
      sparkle(760, 560, 1.1, C.teal) +
      sparkle(340, 140, 1, C.teal),
    { cx: 600 },
  ),

  'dis-hassasiyetinin-nedenleri': scene(
    13,
    tooth(600, 330, 2.7) +
      path('M628 170l-40 80h36l-30 84 70-104h-38l28-60z', C.warm, C.deep, 3) +
      g(
        'translate(250 400)',
        rect(-70, -70, 120, 120, 22, C.light, C.deep, 3, 'transform="rotate(-12)"') +
          rect(0, 0, 100, 100, 20, C.white, C.deep, 3, 'transform="rotate(10)"') +
          line('M-40-40l20-6M30 20l20 4', C.white, 5),
      ) +
      g(
        'translate(950 420)',
        path('M-80-60h140v90c0 40-30 60-70 60s-70-20-70-60z', C.white, C.deep, 3) +
          path('M60-40c40 0 40 60 0 60', 'none', C.deep, 6) +
          ellipse(-10, -60, 70, 14, C.warm, C.deep, 3) +
          line('M-40-100c-14-20 14-30 0-50M0-100c-14-20 14-30 0-50M40-100c-14-20 14-30 0-50', C.teal, 4),
      ) +
      g(
        'translate(940 170)',
        circle(0, 0, 50, C.warm, C.deep, 3) +
          circle(0, 0, 38, '#f6dcae', null) +
          line('M0-38v76M-38 0h76M-27-27l54 54M-27 27l54-54', C.warm, 3),
      ) +
      sparkle(330, 170, 1.4, C.teal) +
      sparkle(800, 560, 1.2),
    { cx: 600 },
  ),

  'agiz-kokusu-nasil-gecer': scene(
    14,
    cloud(590, 300, 520, 280, C.white) +
      g(
        'translate(590 310) scale(1.3)',
        [
          [-90, 30, -30],
          [-20, 10, 10],
          [60, 30, 40],
        ]
          .map(([x, y, a]) =>
            g(
              `translate(${x} ${y}) rotate(${a})`,
              path('M0 40C-30 10-30-30 0-60 30-30 30 10 0 40z', C.teal, C.deep, 3) + line('M0 30v-80', C.light, 2.5),
            ),
          )
          .join(''),
      ) +
      g(
        'translate(230 420)',
        path('M-60-120h120l-12 200c-1 12-8 18-20 18h-56c-12 0-19-6-20-18z', C.light, C.deep, 3, 'fill-opacity=".6"') +
          path('M-55-40h110l-7 114c-1 10-6 14-16 14h-64c-10 0-15-4-16-14z', C.light, null) +
          line('M-30-100v60', C.white, 6),
      ) +
      g(
        'translate(900 540) rotate(-25)',
        path('M0 0h200', 'none', C.teal, 14) +
          path('M-60-30c-20 0-30 60 0 60h60v-60z', 'none', C.deep, 10) +
          path('M-60-30c-20 0-30 60 0 60h60v-60z', 'none', C.light, 5),
      ) +
      toothbrush('translate(820 330) rotate(-60) scale(.85)') +
      sparkle(430, 140, 1.4) +
      sparkle(780, 140, 1.1, C.teal) +
      sparkle(1100, 240, 1.2),
    { cx: 600 },
  ),

  'gece-dis-gicirdatma-bruksizm': scene(
    15,
    rect(120, 90, 300, 230, 16, C.deep, C.deep, 3) +
      circle(330, 160, 34, C.sand, null) +
      circle(346, 150, 30, C.deep, null) +
      sparkle(190, 150, 0.9, C.light) +
      sparkle(240, 230, 0.7, C.light) +
      sparkle(380, 260, 0.6, C.light) +
      line('M270 90v230M120 205h300', C.white, 5) +
      rect(120, 90, 300, 230, 16, 'none', C.deep, 4) +
      rect(100, 440, 620, 110, 18, C.sand, C.deep, 3) +
      rect(96, 360, 30, 230, 10, C.teal, C.deep, 3) +
      rect(690, 470, 30, 120, 10, C.teal, C.deep, 3) +
      ellipse(215, 425, 80, 34, C.white, C.deep, 3) +
      circle(230, 400, 38, '#e9b995', C.deep, 3) +
      path('M196 386c4-26 50-34 68-8-20-4-44 0-68 24z', '#3b2a20', C.deep, 3) +
      line('M236 406q6 4 12 0', C.ink, 2.5) +
      path('M260 420c30-40 100-40 440-10v60H270c-20 0-28-30-10-50z', C.light, C.deep, 3) +
      line('M380 440c60-10 160-10 280 0', C.teal, 3, 'opacity=".5"') +
      cloud(820, 210, 300, 190, C.white) +
      circle(690, 330, 12, C.white, C.deep, 3) +
      circle(660, 360, 7, C.white, C.deep, 3) +
      tooth(820, 160, 0.75, { rot: 180, shine: false }) +
      tooth(820, 250, 0.75, { shine: false }) +
      line('M758 200l-10 10 10 10-10 10M882 200l10 10-10 10 10 10', C.warm, 4) +
      g('translate(1000 520)', arch(0, 0, 0.55, { aligner: true, fill: C.white })) +
      sparkle(1100, 130, 1.3),
    { cx: 620, sand: [900, 560, 300, 110] },
  ),
};
