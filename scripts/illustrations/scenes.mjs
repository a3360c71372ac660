// Team portraits, gallery, hero, about/expert/emergency, logo and placeholder.
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
  blob,
  plant,
  toothbrush,
  upperRow,
  dentalChair,
  person,
  seated,
  clock,
  phone,
  windowFrame,
  card,
} from './lib.mjs';

// ---------- team portraits, 480 x 560 ----------
const SK = { light: '#f3cfb3', fair: '#e9b995', tan: '#c98b62', deep: '#8a5a3c' };
const HAIR = { dark: '#2b1d16', brown: '#6b4226', black: '#1f2933', grey: '#a8b0b8' };

function portrait({ skin, hair, style, bgc, shirt, glasses = false, beard = false, steth = false, seed }) {
  let d = rect(0, 0, 480, 560, 0, C.mint, null) + path(blob(240, 270, 200, 210, seed, 7, 0.07), bgc, null);
  d += circle(70, 90, 7, 'none', C.teal, 2.5, 'opacity=".5"') + circle(420, 120, 5, C.warm, null) + sparkle(410, 200, 1, C.teal);
  // hair behind the head
  if (style === 'long') d += path('M158 262c-10-110 174-110 164 0l14 150c-60 22-132 22-192 0z', hair, C.deep, 3);
  if (style === 'curly')
    d += path(
      'M150 250c-20-30 0-70 30-74 0-40 50-60 78-40 30-24 80-4 80 40 30 10 36 50 18 74 20 24 6 60-22 60-10 30-50 30-64 10-30 16-70 10-84-20-34-2-50-30-36-50z',
      hair,
      C.deep,
      3,
    );
  // coat, shirt, neck
  d += rect(212, 330, 56, 80, 12, skin, C.deep, 3);
  d += path('M56 560c0-96 56-144 130-162l54 70 54-70c74 18 130 66 130 162z', C.white, C.deep, 3);
  d += path('M186 398l54 70 54-70c-16-8-34-12-54-12s-38 4-54 12z', shirt, C.deep, 3);
  d += line('M186 398l-14 30 26 8-10 10 30 114M294 398l14 30-26 8 10 10-30 114', C.deep, 3);
  d += rect(322, 462, 54, 16, 5, C.light, C.deep, 2.5) + line('M110 470l4 60', C.deep, 2.5, 'opacity=".5"');
  if (steth) d += line('M200 404c-6 50 6 92 40 92s46-42 40-92', C.ink, 5) + circle(240, 500, 12, C.light, C.deep, 3);
  else d += line('M350 430v24', C.teal, 5) + circle(350, 428, 3, C.teal, null);
  // head
  d += ellipse(168, 282, 13, 20, skin, C.deep, 3) + ellipse(312, 282, 13, 20, skin, C.deep, 3);
  d += ellipse(240, 270, 72, 86, skin, C.deep, 3);
  if (beard)
    d +=
      path('M170 282c2 60 34 92 70 92s68-32 70-92c-10 24-24 34-40 36-10-10-50-10-60 0-16-2-30-12-40-36z', hair, C.deep, 3) +
      path('M222 324q18 10 36 0', 'none', C.white, 3);
  // hair on top
  const top = {
    long: 'M168 262c-8-70 36-100 82-96 46 4 78 40 64 100-22-26-52-44-80-60-12 26-36 46-66 56z',
    short: 'M168 258c-10-60 30-96 80-94 50 2 80 40 64 96-12-28-40-44-72-44-30 0-56 14-72 42z',
    curly: 'M170 250c-6-20 8-34 22-34 4-24 30-34 48-22 16-14 46-8 52 14 20 0 32 22 22 42-20-22-50-30-76-28s-50 10-68 28z',
    side: 'M170 270c-14-70 24-106 76-106 52 0 86 34 66 104-4-30-14-48-30-56-36 6-80 0-104-8-4 20-6 44-8 66z',
  }[style];
  d += path(top, hair, C.deep, 3);
  // face
  d += line('M210 248q12-8 22-2M250 246q10-6 22 2', hair === HAIR.grey ? C.ink : hair, 4);
  d += line('M218 272h0M262 272h0', C.ink, 10);
  if (glasses)
    d +=
      circle(218, 272, 18, 'none', C.ink, 3) +
      circle(262, 272, 18, 'none', C.ink, 3) +
      line('M236 270q4-4 8 0M200 268l-28-4M280 268l28-4', C.ink, 3);
  d += line('M240 282c-4 10-6 18 2 22', C.deep, 2.5, 'opacity=".6"');
  if (!beard) d += line('M222 318q18 14 36 0', C.ink, 3.5);
  d += circle(200, 302, 12, C.warm, null, 0, 'opacity=".3"') + circle(280, 302, 12, C.warm, null, 0, 'opacity=".3"');
  return svg(480, 560, d);
}

export const team = {
  'dr-1': portrait({ skin: SK.fair, hair: HAIR.dark, style: 'long', bgc: C.light, shirt: C.teal, seed: 2 }),
  'dr-2': portrait({ skin: SK.light, hair: HAIR.brown, style: 'short', bgc: C.sand, shirt: C.deep, beard: true, steth: true, seed: 5 }),
  'dr-3': portrait({ skin: SK.deep, hair: HAIR.black, style: 'curly', bgc: C.sand, shirt: C.warm, glasses: true, seed: 8 }),
  'dr-4': portrait({ skin: SK.tan, hair: HAIR.grey, style: 'side', bgc: C.light, shirt: C.teal, glasses: true, steth: true, seed: 11 }),
};

// ---------- clinic gallery, 800 x 600 ----------
const room = (floorY = 470) =>
  rect(0, 0, 800, 600, 0, C.mint, null) +
  rect(0, floorY, 800, 600 - floorY, 0, C.sand, null) +
  line(`M0 ${floorY}H800`, C.deep, 3, 'opacity=".3"') +
  line(`M0 ${floorY + 50}H800M0 ${floorY + 100}H800`, C.warm, 2, 'opacity=".25"');

const cabinet = (x, y, w, h) =>
  rect(x, y, w, h, 8, C.white, C.deep, 3) +
  rect(x - 6, y - 12, w + 12, 14, 5, C.light, C.deep, 3) +
  line(`M${x + w / 2} ${y + 10}v${h - 20}M${x + w / 2 - 14} ${y + h / 2}h8M${x + w / 2 + 6} ${y + h / 2}h8`, C.deep, 3);

const pendant = (x, len) =>
  line(`M${x} 0v${len}`, C.deep, 2) +
  path(`M${x - 30} ${len + 26}a30 26 0 0 1 60 0z`, C.warm, C.deep, 3) +
  circle(x, len + 30, 6, C.white, null, 0, 'opacity=".8"');

const logoMark = (x, y, s) =>
  circle(x, y, 44 * s, C.white, C.deep, 3) +
  tooth(x, y + 3 * s, 0.55 * s, { fill: C.teal, shine: false, sw: 0.01 }) +
  line(`M${r(x - 10 * s)} ${r(y - 12 * s)}q6-6 14-5`, C.white, 3);

export const gallery = {
  // 1: treatment room
  1: svg(
    800,
    600,
    room(470) +
      windowFrame(40, 70, 150, 140) +
      cabinet(600, 330, 150, 140) +
      path('M640 318v-24h22', 'none', C.deep, 5) +
      rect(600, 80, 150, 100, 12, C.deep, C.deep, 3) +
      rect(612, 92, 126, 76, 6, C.light, null) +
      tooth(675, 130, 0.45, { shine: false }) +
      dentalChair(400, 540, 0.92, { tray: false }) +
      plant(90, 520, 1.1) +
      sparkle(500, 70, 1.2),
  ),

  // 2: reception desk
  2: svg(
    800,
    600,
    room(470) +
      pendant(260, 70) +
      pendant(540, 90) +
      logoMark(400, 150, 1.3) +
      person(400, 500, 0.9, { style: 'long', hair: HAIR.brown, skin: SK.tan, coat: C.teal, shirt: C.white }) +
      rect(180, 330, 440, 180, 20, C.teal, C.deep, 3) +
      rect(168, 316, 464, 24, 12, C.white, C.deep, 3) +
      line('M230 380h340M230 420h340M230 460h340', C.light, 3, 'opacity=".5"') +
      rect(470, 250, 90, 60, 8, C.deep, C.deep, 3) +
      rect(508, 308, 14, 10, 0, C.deep, null) +
      plant(100, 530, 1.3) +
      plant(700, 530, 1, 1) +
      sparkle(660, 120, 1.2) +
      sparkle(140, 160, 1, C.teal),
  ),

  // 3: sterilisation area
  3: svg(
    800,
    600,
    room(470) +
      rect(80, 320, 640, 150, 10, C.white, C.deep, 3) +
      rect(70, 306, 660, 18, 6, C.light, C.deep, 3) +
      line('M240 330v130M400 330v130M560 330v130', C.deep, 3) +
      line('M150 390h20M310 390h20M470 390h20M630 390h20', C.deep, 4) +
      rect(120, 190, 170, 116, 16, C.white, C.deep, 3) +
      circle(185, 248, 40, C.light, C.deep, 3) +
      circle(185, 248, 26, 'none', C.teal, 3) +
      rect(240, 210, 34, 18, 4, C.deep, null) +
      line('M248 260h18M248 276h18', C.teal, 4) +
      rect(330, 240, 150, 66, 10, C.sand, C.deep, 3) +
      line('M350 262l40 20M370 258l40 20M400 256l40 20', C.ink, 3) +
      path('M540 306v-20h70v20', 'none', C.deep, 3) +
      line('M575 286v-50c0-14 26-14 26 0', C.deep, 5) +
      [0, 1, 2, 3]
        .map(
          (i) =>
            rect(330 + i * 70, 90, 54, 90, 8, C.light, C.teal, 2.5, 'fill-opacity=".6"') +
            line(`M${357 + i * 70} 110v50M${350 + i * 70} 110h14`, C.deep, 3),
        )
        .join('') +
      line('M320 90h290', C.deep, 4) +
      plant(740, 300, 0.7) +
      sparkle(100, 90, 1.2, C.teal) +
      sparkle(680, 80, 1.1),
  ),

  // 4: before / after smile (abstract)
  4: svg(
    800,
    600,
    bg(800, 600, { seed: 4 }) +
      card(60, 150, 300, 300) +
      card(440, 150, 300, 300) +
      `<clipPath id="a"><rect x="60" y="150" width="300" height="300" rx="24"/></clipPath><clipPath id="b"><rect x="440" y="150" width="300" height="300" rx="24"/></clipPath>` +
      g(
        '',
        upperRow(210, 270, 1, { n: 4, shade: ['#ecd3a6', '#e3c48f', '#f2e1c2', '#ecd3a6'] }) +
          upperRow(210, 400, 0.9, { n: 4, lower: true, shade: ['#f2e1c2', '#ecd3a6', '#e3c48f', '#f2e1c2'] }),
        'clip-path="url(#a)"',
      ) +
      g('', upperRow(590, 270, 1, { n: 4 }) + upperRow(590, 400, 0.9, { n: 4, lower: true }), 'clip-path="url(#b)"') +
      circle(400, 300, 30, C.teal, C.deep, 3) +
      line('M386 300h26m-9-9 9 9-9 9', C.white, 4) +
      sparkle(700, 190, 1.4) +
      sparkle(480, 420, 1, C.teal) +
      sparkle(660, 430, 0.8),
  ),

  // 5: waiting area with plants
  5: svg(
    800,
    600,
    room(470) +
      windowFrame(480, 60, 240, 180) +
      rect(80, 90, 110, 80, 6, C.white, C.deep, 3) +
      path('M94 150c20-40 40-10 60-34 10-10 20-4 24 4v22H94z', C.light, null) +
      circle(120, 118, 10, C.warm, null) +
      rect(220, 110, 70, 90, 6, C.white, C.deep, 3) +
      path('M234 184c10-30 30-50 42-50v50z', C.teal, null, 0, 'opacity=".6"') +
      rect(60, 340, 300, 90, 30, C.teal, C.deep, 3) +
      rect(80, 290, 260, 70, 26, C.teal, C.deep, 3) +
      rect(40, 320, 46, 110, 20, C.deep, C.deep, 3) +
      rect(334, 320, 46, 110, 20, C.deep, C.deep, 3) +
      line('M90 430v30M330 430v30', C.deep, 6) +
      line('M210 300v50', C.deep, 2, 'opacity=".5"') +
      rect(420, 400, 160, 16, 8, C.warm, C.deep, 3) +
      line('M440 416v50M560 416v50', C.deep, 5) +
      rect(450, 384, 60, 16, 3, C.white, C.deep, 2.5) +
      rect(520, 372, 20, 28, 6, C.light, C.deep, 2.5) +
      rect(620, 330, 110, 100, 30, C.light, C.deep, 3) +
      rect(610, 370, 130, 60, 20, C.light, C.deep, 3) +
      line('M630 430v30M720 430v30', C.deep, 6) +
      plant(400, 520, 1.5) +
      plant(770, 540, 1.1, 1) +
      plant(250, 540, 0.9) +
      sparkle(420, 90, 1.2),
  ),

  // 6: Kadıköy waterfront with a ferry
  6: svg(
    800,
    600,
    rect(0, 0, 800, 600, 0, C.mint, null) +
      circle(600, 120, 50, C.warm, null, 0, 'opacity=".5"') +
      path(blob(250, 110, 70, 22, 3, 6), C.white, null) +
      path(blob(520, 70, 50, 16, 5, 6), C.white, null) +
      // historic peninsula skyline across the water
      path(
        'M0 300v-30h60v-10h40a40 40 0 0 1 80 0h30v-20a30 30 0 0 1 60 0v20h40l10-14 10 14h30a50 50 0 0 1 100 0h40v-8h50v8h40a34 34 0 0 1 68 0h40v40z',
        C.mid,
        null,
        0,
        'opacity=".7"',
      ) +
      line('M168 260v-70M320 250v-80M440 256v-66M600 260v-60', C.mid, 5, 'opacity=".8"') +
      rect(0, 300, 800, 300, 0, C.light, null) +
      line('M40 350h120M300 340h90M520 360h140M90 470h100M620 450h120', C.teal, 3, 'opacity=".45"') +
      // ferry
      g(
        'translate(420 400)',
        path('M-170 0h330l-30 46c-4 6-10 10-18 10h-254c-8 0-14-4-18-10z', C.white, C.deep, 3) +
          rect(-170, 0, 330, 14, 0, C.deep, null) +
          rect(-130, -50, 250, 50, 10, C.white, C.deep, 3) +
          rect(-100, -86, 180, 36, 10, C.white, C.deep, 3) +
          [...Array(7)].map((_, i) => rect(-116 + i * 32, -38, 20, 16, 4, C.light, C.deep, 2)).join('') +
          [...Array(5)].map((_, i) => rect(-86 + i * 32, -76, 18, 14, 4, C.light, C.deep, 2)).join('') +
          rect(-20, -130, 34, 44, 6, C.deep, C.deep, 3) +
          rect(-20, -118, 34, 10, 0, C.warm, null) +
          line('M-160 80c40-10 80 10 120 0s80 10 120 0', C.teal, 3, 'opacity=".6"'),
      ) +
      line('M210 170q10-10 20 0q10-10 20 0M300 140q8-8 16 0q8-8 16 0M640 210q8-8 16 0q8-8 16 0', C.deep, 3) +
      // Kadıköy waterfront buildings
      rect(0, 520, 800, 80, 0, C.sand, null) +
      line('M0 520h800', C.deep, 3) +
      g(
        '',
        rect(20, 380, 110, 150, 6, C.sand, C.deep, 3) +
          rect(130, 410, 90, 120, 6, C.white, C.deep, 3) +
          rect(680, 390, 110, 140, 6, C.white, C.deep, 3) +
          [
            [40, 400],
            [85, 400],
            [40, 450],
            [85, 450],
            [150, 430],
            [185, 430],
            [150, 475],
            [185, 475],
            [700, 410],
            [745, 410],
            [700, 460],
            [745, 460],
          ]
            .map(([x, y]) => rect(x, y, 26, 34, 4, C.light, C.deep, 2.5))
            .join('') +
          path('M20 380l55-28 55 28z', C.warm, C.deep, 3) +
          path('M680 390l55-24 55 24z', C.teal, C.deep, 3),
      ) +
      line('M260 520v-90', C.deep, 5) +
      path('M246 430h28l-6-18h-16z', C.warm, C.deep, 3) +
      plant(330, 560, 0.8) +
      plant(620, 560, 0.8, 1),
  ),
};

// ---------- hero 960 x 720 ----------
export const hero = svg(
  960,
  720,
  rect(0, 0, 960, 720, 0, C.mint, null) +
    path(blob(700, 600, 330, 170, 3, 6, 0.1), C.sand, null) +
    path(blob(480, 350, 330, 300, 7, 8, 0.08), C.light, null) +
    circle(480, 350, 250, 'none', C.teal, 2, 'stroke-dasharray="2 14" opacity=".6"') +
    circle(160, 140, 10, 'none', C.teal, 3, 'opacity=".5"') +
    circle(820, 160, 7, C.warm, null) +
    circle(850, 470, 5, C.teal, null, 0, 'opacity=".5"') +
    tooth(460, 340, 3.4, { extra: line('M28 22c4-4 8-6 12-6', C.light, 2) }) +
    g(
      'translate(640 480)',
      path('M0-86l70 26v40c0 48-30 80-70 100-40-20-70-52-70-100v-40z', C.teal, C.deep, 3) +
        path('M0-70l56 21v30c0 40-24 66-56 82z', C.deep, null, 0, 'opacity=".25"') +
        shape(P.heart, 0, 0, 2.2, C.white, null),
    ) +
    sparkle(690, 170, 2.4) +
    sparkle(250, 230, 1.4, C.teal) +
    sparkle(740, 290, 1.1, C.teal) +
    sparkle(300, 560, 1.1) +
    plant(150, 680, 1.9) +
    plant(850, 690, 1.3, 1) +
    toothbrush('translate(250 640) rotate(-8) scale(.8)', C.teal),
);

// ---------- about / expert / emergency, 800 x 600 ----------
export const about = svg(
  800,
  600,
  room(500) +
    path(blob(560, 170, 170, 110, 6, 6), C.light, null) +
    rect(520, 90, 80, 60, 8, C.white) +
    tooth(560, 120, 0.3, { shine: false }) +
    dentalChair(400, 560, 0.85, { patient: { skin: SK.tan, hair: HAIR.black, shirt: C.warm }, tray: false }) +
    person(150, 570, 0.85, { style: 'short', hair: HAIR.brown, skin: SK.light, mask: true, arms: 'hold', shirt: C.deep }) +
    person(650, 570, 0.85, { style: 'bun', hair: HAIR.dark, skin: SK.fair, mask: true, arms: 'hold' }) +
    rect(600, 400, 100, 14, 6, C.white, C.deep, 3) +
    line('M612 396l22-8M640 396l24-6', C.ink, 2.5) +
    plant(60, 560, 0.9) +
    sparkle(440, 70, 1.2),
);

export const expert = svg(
  800,
  600,
  room(500) +
    rect(80, 80, 320, 220, 16, C.deep, C.deep, 3) +
    rect(94, 94, 292, 192, 8, C.white, null) +
    tooth(240, 190, 1.1, { extra: path(P.pulp, C.light, C.teal, 2.2) }) +
    line('M300 150h60M300 190h44M300 230h56', C.light, 8) +
    line('M130 130h30', C.warm, 8) +
    person(330, 580, 0.95, { style: 'short', hair: HAIR.black, skin: SK.tan, arms: 'point', glasses: true }) +
    seated(600, 580, 0.95, {
      style: 'long',
      hair: HAIR.brown,
      skin: SK.light,
      coat: C.warm,
      shirt: C.white,
      pants: C.teal,
      chair: C.light,
    }) +
    plant(740, 560, 0.9, 1) +
    sparkle(460, 110, 1.4) +
    sparkle(700, 150, 1, C.teal),
);

export const emergency = svg(
  800,
  600,
  bg(800, 600, { seed: 21, cx: 410, sand: [600, 470, 220, 110] }) +
    clock(210, 250, 110, -30, 150) +
    path('M120 130l-24-24M300 130l24-24', 'none', C.deep, 8) +
    tooth(420, 330, 1.9) +
    g('translate(480 230)', circle(0, 0, 34, C.warm, C.deep, 3) + line('M0-16v32M-16 0h32', C.white, 8)) +
    line('M290 505h70l18-30 22 60 20-50 14 20h70', C.teal, 5) +
    phone(640, 330, 1.3, 12) +
    sparkle(560, 120, 1.4) +
    sparkle(120, 470, 1, C.teal),
);

// ---------- logo 64 x 64 (transparent) and placeholder 800 x 600 ----------
export const logo = svg(
  64,
  64,
  g('translate(32 33) scale(.46) translate(-50 -60)', path(P.molar, C.teal, null) + line('M22 30c2-8 7-12 14-13', C.white, 7)),
);

export const placeholder = svg(
  800,
  600,
  rect(0, 0, 800, 600, 0, C.mint, null) + g('translate(400 300) scale(1.6) translate(-50 -60)', path(P.molar, 'none', C.light, 3)),
);
