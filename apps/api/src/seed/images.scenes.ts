import { car, type Family, mix, type Paint } from './images.cars.js';

/**
 * Landscapes for the demo imagery, as SVG. Each scene is laid out from the canvas size, so the same
 * code draws the 16:9 hero and the 1:1 square. Randomness comes from a seeded generator: the same
 * seed always gives the same picture (and the same bytes).
 */

export interface Layout {
  width: number;
  height: number;
  /** y of the horizon. */
  horizon: number;
  /** y where the tyres touch the ground. */
  ground: number;
  /** Car length in pixels; the car is centred horizontally. */
  carLength: number;
}

/** mulberry32: tiny, fast and good enough to scatter trees and windows. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n: number) => Math.round(n * 10) / 10;

/** The document, finished with a soft vignette, as a lens would leave it. */
function svg({ width, height }: Layout, body: string[]): string {
  const vignette =
    '<defs><radialGradient id="vignette" cx="0.5" cy="0.55" r="0.75">' +
    '<stop offset="0.55" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.28"/>' +
    `</radialGradient></defs><rect width="${width}" height="${height}" fill="url(#vignette)"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body.join('')}${vignette}</svg>`;
}

function verticalGradient(
  id: string,
  y1: number,
  y2: number,
  stops: readonly (readonly [number, string, number?])[],
) {
  const s = stops
    .map(
      ([offset, colour, opacity]) =>
        `<stop offset="${offset}" stop-color="${colour}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
    )
    .join('');
  return `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="${y1}" x2="0" y2="${y2}">${s}</linearGradient>`;
}

function glow(id: string, colour: string, opacity: number) {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;
}

/** Points along a ridge line, sampled every few pixels across the canvas (and a little beyond it). */
function ridge(width: number, heightAt: (x: number) => number): [number, number][] {
  const step = Math.max(4, width / 400);
  const points: [number, number][] = [];
  for (let x = -step * 2; x <= width + step * 2; x += step) points.push([x, heightAt(x)]);
  return points;
}

function closedBelow(points: [number, number][], bottom: number): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return '';
  const line = points.map(([x, y]) => `${r1(x)} ${r1(y)}`).join(' L ');
  return `M ${r1(first[0])} ${bottom} L ${line} L ${r1(last[0])} ${bottom} Z`;
}

function placeCar(
  family: Family,
  paint: Paint,
  id: string,
  layout: Layout,
  centre = layout.width / 2,
): string {
  const scale = layout.carLength / 1000;
  const left = centre - layout.carLength / 2;
  return car(family, paint, id, `translate(${r1(left)} ${r1(layout.ground)}) scale(${scale})`);
}

// ---------------------------------------------------------------------------------------------------
// Desert dunes at sunset (Defender)

/** Sharp crests and rounded troughs: 1 - |sin| has a kink at its top, as a dune's crest does. */
function duneHeight(x: number, period: number, phase: number, skew: number) {
  const t = (x / period) * Math.PI + phase;
  return 1 - Math.abs(Math.sin(t + skew * Math.sin(t)));
}

function duneLayer(
  layout: Layout,
  base: number,
  amplitude: number,
  period: number,
  phase: number,
  lit: string,
  shade: string,
  id: string,
): string[] {
  const { width, height } = layout;
  const points = ridge(
    width,
    (x) =>
      base -
      amplitude * (0.35 + 0.65 * duneHeight(x, period, phase, 0.45)) -
      amplitude * 0.25 * Math.sin(x / (period * 2.3) + phase),
  );
  const out = [
    `<defs>${verticalGradient(id, base - amplitude, base + amplitude * 1.5, [
      [0, lit],
      [1, mix(lit, shade, 0.45)],
    ])}</defs>`,
    `<path d="${closedBelow(points, height)}" fill="url(#${id})"/>`,
  ];
  // Lee faces: from each crest, the slope down to the next trough, closed by a curve inside the dune.
  for (let i = 1; i < points.length - 1; i += 1) {
    const [, py] = points[i - 1]!;
    const [x, y] = points[i]!;
    const [, ny] = points[i + 1]!;
    if (!(y < py && y <= ny)) continue;
    let j = i + 1;
    while (j < points.length - 1 && points[j + 1]![1] >= points[j]![1]) j += 1;
    const face = points.slice(i, j + 1);
    const [vx, vy] = points[j]!;
    const depth = Math.min(amplitude * 0.9, (vy - y) * 1.6 + amplitude * 0.1);
    const line = face.map(([fx, fy]) => `${r1(fx)} ${r1(fy)}`).join(' L ');
    out.push(
      `<path d="M ${line} Q ${r1(x + (vx - x) * 0.55)} ${r1(vy + depth)} ${r1(x)} ${r1(y)} Z" fill="${shade}" fill-opacity="0.32"/>`,
    );
  }
  return out;
}

export function dunes(layout: Layout, paint: Paint): string {
  const { width: w, height: h, horizon, ground } = layout;
  const sunX = w * 0.8;
  const sunY = horizon - h * 0.09;
  return svg(layout, [
    '<defs>',
    verticalGradient('sky', 0, horizon, [
      [0, '#86a8c4'],
      [0.55, '#e6cfb3'],
      [0.85, '#f3bf8c'],
      [1, '#f6ad78'],
    ]),
    verticalGradient('sand', horizon, h, [
      [0, '#d9a06a'],
      [0.5, '#c98b55'],
      [1, '#a96b3d'],
    ]),
    glow('sun-glow', '#fff1d6', 0.85),
    verticalGradient('haze', horizon - h * 0.08, horizon + h * 0.05, [
      [0, '#fbe3c4', 0],
      [0.6, '#fbe3c4', 0.55],
      [1, '#fbe3c4', 0],
    ]),
    '</defs>',
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>`,
    `<circle cx="${sunX}" cy="${sunY}" r="${h * 0.45}" fill="url(#sun-glow)"/>`,
    `<circle cx="${sunX}" cy="${sunY}" r="${h * 0.034}" fill="#fff6e4"/>`,
    ...duneLayer(layout, horizon + h * 0.01, h * 0.06, w * 0.22, 0.7, '#e8b98a', '#b98256', 'dune-far'),
    `<rect x="0" y="${horizon - h * 0.08}" width="${w}" height="${h * 0.13}" fill="url(#haze)"/>`,
    ...duneLayer(layout, horizon + h * 0.06, h * 0.09, w * 0.3, 2.1, '#dea571', '#9c6438', 'dune-mid'),
    ...duneLayer(layout, horizon + h * 0.13, h * 0.1, w * 0.42, 4.0, '#d69a63', '#8e5730', 'dune-near'),
    // The flat where the car stands, with its tracks curving away towards the horizon.
    `<path d="M 0 ${ground - h * 0.07} Q ${w * 0.5} ${ground - h * 0.1} ${w} ${ground - h * 0.06} L ${w} ${h} L 0 ${h} Z" fill="url(#sand)"/>`,
    `<path d="M ${w * 0.5 + layout.carLength * 0.3} ${ground - 4} C ${w * 0.78} ${ground - h * 0.01}, ${w * 0.86} ${ground - h * 0.05}, ${w * 1.02} ${ground - h * 0.075}" fill="none" stroke="#8a5530" stroke-opacity="0.35" stroke-width="${h * 0.012}"/>`,
    `<path d="M ${w * 0.5 + layout.carLength * 0.3} ${ground + h * 0.012} C ${w * 0.8} ${ground + h * 0.005}, ${w * 0.9} ${ground - h * 0.035}, ${w * 1.02} ${ground - h * 0.055}` +
      `" fill="none" stroke="#8a5530" stroke-opacity="0.3" stroke-width="${h * 0.014}"/>`,
    placeCar('defender', paint, 'car', layout),
  ]);
}

// ---------------------------------------------------------------------------------------------------
// Galilee hills in the morning, the lake in the distance (Discovery)

function rolling(x: number, seeds: readonly number[]) {
  return seeds.reduce((sum, s, i) => sum + Math.sin(x / (180 * (i + 1.7)) + s) / (i + 1), 0);
}

function olive(rand: () => number, x: number, y: number, size: number): string {
  const shade = mix('#4a6140', '#2f4129', rand());
  const blobs = [
    [0, 0, 1],
    [-0.55, 0.15, 0.7],
    [0.55, 0.2, 0.72],
    [0.1, -0.45, 0.65],
  ] as const;
  return (
    `<ellipse cx="${r1(x)}" cy="${r1(y + size * 0.75)}" rx="${r1(size * 1.3)}" ry="${r1(size * 0.3)}" fill="#2d3b24" fill-opacity="0.35"/>` +
    blobs
      .map(
        ([dx, dy, s]) =>
          `<circle cx="${r1(x + dx * size)}" cy="${r1(y + dy * size)}" r="${r1(s * size)}" fill="${shade}"/>`,
      )
      .join('')
  );
}

function cypress(x: number, y: number, size: number): string {
  return `<path d="M ${r1(x)} ${r1(y - size * 4)} Q ${r1(x + size * 0.9)} ${r1(y - size * 1.6)} ${r1(x + size * 0.55)} ${r1(y)} L ${r1(x - size * 0.55)} ${r1(y)} Q ${r1(x - size * 0.9)} ${r1(y - size * 1.6)} ${r1(x)} ${r1(y - size * 4)} Z" fill="#2c3d27"/>`;
}

export function hills(layout: Layout, paint: Paint): string {
  const { width: w, height: h, horizon, ground } = layout;
  const rand = random(0x6a11);
  const scale = w / 2400;
  const far = (x: number) => horizon - h * 0.06 - h * 0.045 * rolling(x / scale, [0.3, 1.9, 4.2]);
  const mid = (x: number) => horizon + h * 0.03 - h * 0.085 * rolling(x / scale + 300, [2.2, 0.4, 5.1]);
  const near = (x: number) => horizon + h * 0.14 - h * 0.05 * rolling(x / scale + 900, [4.4, 2.8, 1.2]);
  const olives: string[] = [];
  const cypresses: string[] = [];
  for (let i = 0; i < 220; i += 1) {
    const x = rand() * w;
    const top = mid(x);
    const y = top + h * (0.01 + rand() * 0.08);
    if (y < near(x) - h * 0.01) olives.push(olive(rand, x, y, h * (0.006 + rand() * 0.005)));
  }
  for (let i = 0; i < 8; i += 1) {
    const x = w * (0.05 + rand() * 0.9);
    if (Math.abs(x - w / 2) < layout.carLength * 0.45) continue;
    cypresses.push(cypress(x, near(x) + h * 0.02, h * (0.012 + rand() * 0.006)));
  }
  const clouds = Array.from({ length: 5 }, () => {
    const cx = rand() * w;
    const cy = h * (0.08 + rand() * 0.25);
    return `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(w * (0.08 + rand() * 0.1))}" ry="${r1(h * (0.015 + rand() * 0.02))}" fill="url(#cloud)"/>`;
  });
  return svg(layout, [
    '<defs>',
    verticalGradient('sky', 0, horizon, [
      [0, '#a9c4dc'],
      [0.6, '#dfe8ec'],
      [1, '#f4ecdc'],
    ]),
    verticalGradient('lake', horizon - h * 0.01, horizon + h * 0.05, [
      [0, '#c9dbe2'],
      [1, '#9dbdcc'],
    ]),
    verticalGradient('far', horizon - h * 0.12, horizon, [
      [0, '#9fb1b6'],
      [1, '#b7c4c2'],
    ]),
    verticalGradient('mid', horizon - h * 0.04, horizon + h * 0.12, [
      [0, '#8aa27c'],
      [1, '#6d8a5e'],
    ]),
    verticalGradient('near', horizon + h * 0.06, ground, [
      [0, '#8f9a5a'],
      [1, '#a59a5e'],
    ]),
    verticalGradient('field', ground - h * 0.08, h, [
      [0, '#b4a469'],
      [1, '#8c7d48'],
    ]),
    glow('cloud', '#ffffff', 0.7),
    glow('sun-glow', '#fff8e8', 0.7),
    '</defs>',
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>`,
    `<circle cx="${w * 0.18}" cy="${horizon - h * 0.25}" r="${h * 0.5}" fill="url(#sun-glow)"/>`,
    ...clouds,
    `<path d="${closedBelow(ridge(w, far), horizon + h * 0.02)}" fill="url(#far)"/>`,
    `<rect x="0" y="${horizon}" width="${w}" height="${h * 0.06}" fill="url(#lake)"/>`,
    `<path d="M 0 ${horizon + h * 0.012} L ${w} ${horizon + h * 0.008}" stroke="#ffffff" stroke-opacity="0.5" stroke-width="${h * 0.002}"/>`,
    `<path d="${closedBelow(ridge(w, mid), h)}" fill="url(#mid)"/>`,
    ...olives,
    `<path d="${closedBelow(ridge(w, near), h)}" fill="url(#near)"/>`,
    ...cypresses,
    `<path d="M 0 ${ground - h * 0.06} Q ${w * 0.5} ${ground - h * 0.085} ${w} ${ground - h * 0.05} L ${w} ${h} L 0 ${h} Z" fill="url(#field)"/>`,
    // A pale dirt road under the car.
    `<path d="M 0 ${ground - h * 0.03} Q ${w * 0.5} ${ground - h * 0.045} ${w} ${ground - h * 0.025} L ${w} ${ground + h * 0.04} Q ${w * 0.5} ${ground + h * 0.03} 0 ${ground + h * 0.045} Z" fill="#c8b894"/>`,
    placeCar('discovery', paint, 'car', layout),
  ]);
}

// ---------------------------------------------------------------------------------------------------
// A city skyline at dusk (Range Rover)

export function city(layout: Layout, paint: Paint): string {
  const { width: w, height: h, horizon, ground } = layout;
  const rand = random(0xc17e);
  const stars = Array.from({ length: 60 }, () => {
    const x = rand() * w;
    const y = rand() * horizon * 0.45;
    return `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(h * (0.0008 + rand() * 0.0012))}" fill="#ffffff" fill-opacity="${(0.25 + rand() * 0.5).toFixed(2)}"/>`;
  });
  const far: string[] = [];
  for (let x = -20; x < w;) {
    const bw = h * (0.03 + rand() * 0.05);
    const bh = h * (0.05 + rand() * 0.14);
    far.push(
      `<rect x="${r1(x)}" y="${r1(horizon - bh)}" width="${r1(bw)}" height="${r1(bh + 2)}" fill="#3a3358"/>`,
    );
    x += bw + h * rand() * 0.01;
  }
  const near: string[] = [];
  const windows: string[] = [];
  for (let x = -10; x < w;) {
    const bw = h * (0.04 + rand() * 0.07);
    const tall = rand() > 0.8;
    const bh = h * (tall ? 0.22 + rand() * 0.14 : 0.07 + rand() * 0.12);
    const top = horizon - bh;
    const roof = rand();
    // A few towers get a slanted or rounded crown, so the skyline does not read as a bar chart.
    const shape =
      tall && roof > 0.5
        ? `<path d="M ${r1(x)} ${r1(horizon)} L ${r1(x)} ${r1(top + bw * 0.4)} L ${r1(x + bw)} ${r1(top)} L ${r1(x + bw)} ${r1(horizon)} Z" fill="#1a1b2e"/>`
        : tall
          ? `<path d="M ${r1(x)} ${r1(horizon)} L ${r1(x)} ${r1(top + bw / 2)} A ${r1(bw / 2)} ${r1(bw / 2)} 0 0 1 ${r1(x + bw)} ${r1(top + bw / 2)} L ${r1(x + bw)} ${r1(horizon)} Z" fill="#1a1b2e"/>`
          : `<rect x="${r1(x)}" y="${r1(top)}" width="${r1(bw)}" height="${r1(bh + 2)}" fill="#1d1e31"/>`;
    near.push(shape);
    const cell = h * 0.011;
    const lit = 0.25 + rand() * 0.35;
    for (let wy = top + (tall ? bw * 0.6 : cell * 1.2); wy < horizon - cell; wy += cell * 1.6) {
      for (let wx = x + cell * 0.8; wx < x + bw - cell * 1.2; wx += cell * 1.4) {
        if (rand() < lit) {
          windows.push(
            `<rect x="${r1(wx)}" y="${r1(wy)}" width="${r1(cell * 0.7)}" height="${r1(cell * 0.85)}" fill="${rand() > 0.2 ? '#ffd9a0' : '#cfe3ff'}" fill-opacity="${(0.45 + rand() * 0.45).toFixed(2)}"/>`,
          );
        }
      }
    }
    x += bw + h * (0.004 + rand() * 0.012);
  }
  const lamps: string[] = [];
  for (let x = w * 0.02; x < w; x += w * 0.06) {
    const y = horizon + h * 0.025;
    lamps.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(h * 0.03)}" fill="url(#lamp)"/>`);
    lamps.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(h * 0.0035)}" fill="#ffe2b0"/>`);
    // Its pool of light on the road, flattened by perspective.
    lamps.push(
      `<ellipse cx="${r1(x)}" cy="${r1(y + h * 0.045)}" rx="${r1(w * 0.03)}" ry="${r1(h * 0.018)}" fill="url(#pool)"/>`,
    );
  }
  return svg(layout, [
    '<defs>',
    verticalGradient('sky', 0, horizon, [
      [0, '#0d1530'],
      [0.45, '#2b2b57'],
      [0.78, '#864f70'],
      [1, '#ee8c5d'],
    ]),
    verticalGradient('road', horizon, h, [
      [0, '#2a2b3b'],
      [0.35, '#1a1b26'],
      [1, '#0b0c11'],
    ]),
    glow('pool', '#ffb980', 0.16),
    verticalGradient('dusk-haze', horizon - h * 0.15, horizon, [
      [0, '#f09a68', 0],
      [1, '#f09a68', 0.35],
    ]),
    glow('lamp', '#ffcf8f', 0.55),
    '</defs>',
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>`,
    ...stars,
    ...far,
    `<rect x="0" y="${horizon - h * 0.15}" width="${w}" height="${h * 0.15}" fill="url(#dusk-haze)"/>`,
    ...near,
    ...windows,
    `<rect x="0" y="${horizon}" width="${w}" height="${h - horizon}" fill="url(#road)"/>`,
    `<rect x="0" y="${horizon}" width="${w}" height="${h * 0.012}" fill="#0c0d16"/>`,
    ...lamps,
    `<path d="M 0 ${ground + h * 0.06} L ${w} ${ground + h * 0.06}" stroke="#d8d2c4" stroke-opacity="0.35" stroke-width="${h * 0.004}" stroke-dasharray="${w * 0.04} ${w * 0.03}"/>`,
    placeCar('range-rover', paint, 'car', layout),
  ]);
}

// ---------------------------------------------------------------------------------------------------
// The three families in a studio, for sharing when a page has no image of its own

export function studio(layout: Layout, cars: readonly { family: Family; body: string }[]): string {
  const { width: w, height: h, horizon, ground } = layout;
  const light: Omit<Paint, 'body'> = { sky: '#8d9097', horizon: '#f2f2f2' };
  const gap = (w - cars.length * layout.carLength) / (cars.length + 1);
  const centre = (i: number) => gap * (i + 1) + layout.carLength * (i + 0.5);
  return svg(layout, [
    '<defs>',
    verticalGradient('wall', 0, horizon, [
      [0, '#141518'],
      [1, '#2a2c31'],
    ]),
    verticalGradient('floor', horizon, h, [
      [0, '#222327'],
      [1, '#0c0d0f'],
    ]),
    verticalGradient('accent', horizon - h * 0.05, horizon + h * 0.05, [
      [0, '#9e1b32', 0],
      [0.5, '#9e1b32', 0.55],
      [1, '#9e1b32', 0],
    ]),
    glow('spot', '#ffffff', 0.14),
    '</defs>',
    `<rect width="${w}" height="${h}" fill="url(#wall)"/>`,
    `<rect x="0" y="${horizon}" width="${w}" height="${h - horizon}" fill="url(#floor)"/>`,
    `<ellipse cx="${w / 2}" cy="${horizon}" rx="${w * 0.6}" ry="${h * 0.55}" fill="url(#spot)"/>`,
    `<rect x="0" y="${horizon - h * 0.05}" width="${w}" height="${h * 0.1}" fill="url(#accent)"/>`,
    `<rect x="0" y="${horizon - 1}" width="${w}" height="2" fill="#c22a45" fill-opacity="0.8"/>`,
    // Reflections in the polished floor: each car mirrored about the ground line, fading with distance.
    `<defs>${verticalGradient('fade', ground, ground + h * 0.12, [
      [0, '#ffffff', 0.22],
      [1, '#ffffff', 0],
    ])}`,
    `<mask id="floor-mask"><rect x="0" y="${ground}" width="${w}" height="${h - ground}" fill="url(#fade)"/></mask></defs>`,
    `<g mask="url(#floor-mask)"><g transform="translate(0 ${2 * ground}) scale(1 -1)">`,
    ...cars.map(({ family, body }, i) =>
      placeCar(family, { body, ...light }, `mirror${i}`, layout, centre(i)),
    ),
    '</g></g>',
    ...cars.map(({ family, body }, i) => placeCar(family, { body, ...light }, `car${i}`, layout, centre(i))),
  ]);
}
