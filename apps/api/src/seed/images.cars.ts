/**
 * Stylised side profiles of the three model families, as SVG drawn in code. Every car is drawn in its
 * own units: 1000 long, nose at x = 0 (facing left), ground at y = 0, up is negative. A scene places it
 * with a transform. Shapes are impressions of each family's proportions, not any real vehicle's outline.
 */

export type Family = 'defender' | 'discovery' | 'range-rover';

export interface Paint {
  /** Body colour, e.g. Pangea Green #3b4a3a. */
  body: string;
  /** What the roof and upper flanks reflect (the sky of the scene). */
  sky: string;
  /** What the shoulder line reflects (the horizon of the scene). */
  horizon: string;
}

interface Shape {
  wheelRadius: number;
  /** Radius of the wheel-well opening (the dark well behind the tyre fills exactly this). */
  archRadius: number;
  axles: readonly [number, number];
  body: string;
  glass: string;
  /** Drawn over the glass: pillars, roof bands, trims. */
  overlays: readonly { d: string; fill: string }[];
  lines: readonly string[];
  /** Where the light catches the flank just below the glass: drawn as a thin bright line. */
  shoulder: string;
  headlamp: string;
  taillamp: string;
  /** Lower cladding (dark plastic on the Defender), clipped to the body. */
  cladding?: string;
  extras?: string;
  rim: { face: string; spokes: number };
}

// ---------------------------------------------------------------------------------------------------
// Colour helpers

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** `a` moved towards `b` by `t` (0…1), in plain sRGB: good enough for paint shading. */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = channels(a);
  const [br, bg, bb] = channels(b);
  const lerp = (x: number, y: number) => Math.round(x + (y - x) * t);
  return `#${[lerp(ar, br), lerp(ag, bg), lerp(ab, bb)].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

const round = (n: number) => Math.round(n * 10) / 10;

// ---------------------------------------------------------------------------------------------------
// Wheel arches: the bottom edge of the body is drawn from the rear to the nose, climbing over each wheel.

/** A round arch centred on the wheel, from the rear side of the opening to the front side. */
function roundArch(cx: number, cy: number, radius: number, sill: number): string {
  const dy = sill - cy;
  const dx = Math.sqrt(radius * radius - dy * dy);
  const large = sill > cy ? 1 : 0;
  return `L ${round(cx + dx)} ${sill} A ${radius} ${radius} 0 ${large} 0 ${round(cx - dx)} ${sill}`;
}

/** The Defender's squared-off arch: straight sides, rounded corners, flat top. */
function squareArch(cx: number, cy: number, radius: number, sill: number): string {
  const top = cy - radius;
  const shoulder = cy - radius * 0.5;
  return [
    `L ${cx + radius} ${sill}`,
    `L ${cx + radius} ${shoulder}`,
    `Q ${cx + radius} ${top} ${cx + radius * 0.55} ${top}`,
    `L ${cx - radius * 0.55} ${top}`,
    `Q ${cx - radius} ${top} ${cx - radius} ${shoulder}`,
    `L ${cx - radius} ${sill}`,
  ].join(' ');
}

// ---------------------------------------------------------------------------------------------------
// The three families

function defender(): Shape {
  const r = 90;
  const [front, rear] = [190, 805] as const;
  const sill = -112;
  const arch = (cx: number) => squareArch(cx, -r, 114, sill);
  return {
    wheelRadius: r,
    archRadius: 112,
    axles: [front, rear],
    body: [
      'M 34 -122 L 8 -136 L 4 -230 Q 4 -252 22 -256 L 338 -266 L 364 -268 L 428 -390',
      'Q 432 -400 446 -400 L 936 -400 Q 958 -400 960 -384 L 962 -140 Q 962 -116 944 -114',
      `L 930 ${sill}`,
      arch(rear),
      arch(front),
      `L 60 ${sill} Q 40 ${sill} 34 -122 Z`,
    ].join(' '),
    glass:
      'M 378 -270 L 433 -380 Q 436 -386 446 -386 L 904 -386 Q 914 -386 914 -376 L 914 -278 Q 914 -270 904 -270 Z',
    overlays: [
      // Contrast black roof with the alpine light strips, then body-colour B and C pillars.
      {
        d: 'M 432 -392 Q 436 -401 448 -401 L 936 -401 Q 956 -401 959 -388 L 959 -386 L 432 -386 Z',
        fill: '#141514',
      },
      {
        d: 'M 610 -397 L 720 -397 L 720 -390 L 610 -390 Z M 760 -397 L 900 -397 L 900 -390 L 760 -390 Z',
        fill: '#3d4a52',
      },
      { d: 'M 562 -386 L 588 -386 L 588 -270 L 562 -270 Z', fill: 'body' },
      { d: 'M 742 -386 L 782 -386 L 782 -270 L 742 -270 Z', fill: 'body' },
    ],
    lines: [
      'M 370 -262 L 372 -150 Q 374 -122 392 -122',
      'M 575 -270 L 575 -122',
      'M 762 -270 Q 768 -190 762 -122',
      'M 8 -190 L 330 -196',
    ],
    shoulder: 'M 26 -252 L 338 -262 L 958 -266',
    headlamp: 'M 5 -240 L 22 -242 L 24 -212 L 6 -210 Z',
    taillamp: 'M 952 -352 L 961 -352 L 961 -214 L 952 -214 Z',
    // The band of dark plastic along the sill; the arch flares are strokes in `extras`.
    cladding: `M 60 ${sill} L 930 ${sill} L 932 -138 L 58 -138 Z`,
    extras: [
      // Side-hinged spare wheel, seen edge-on, and the door mirror.
      '<path d="M 958 -338 Q 958 -346 968 -346 L 990 -346 Q 1002 -346 1002 -334 L 1002 -178 Q 1002 -166 990 -166 L 968 -166 Q 958 -166 958 -176 Z" fill="#1b1c1b"/>',
      '<path d="M 994 -340 L 994 -172" stroke="#3a3c3a" stroke-width="3"/>',
      '<path d="M 380 -276 L 398 -306 L 420 -304 L 414 -276 Z" fill="#151615"/>',
      // Squared arch flares.
      `<path d="${squareArch(front, -r, 114, sill).replace(/^L/, 'M')}" fill="none" stroke="#1c1d1c" stroke-width="14" stroke-linejoin="round"/>`,
      `<path d="${squareArch(rear, -r, 114, sill).replace(/^L/, 'M')}" fill="none" stroke="#1c1d1c" stroke-width="14" stroke-linejoin="round"/>`,
    ].join(''),
    rim: { face: '#6a6f73', spokes: 5 },
  };
}

function discovery(): Shape {
  const r = 88;
  const [front, rear] = [185, 772] as const;
  const sill = -108;
  const arch = (cx: number) => roundArch(cx, -r, 110, sill);
  return {
    wheelRadius: r,
    archRadius: 110,
    axles: [front, rear],
    body: [
      'M 22 -106 L 5 -140 Q 0 -176 4 -206 Q 9 -228 40 -234 L 332 -256 L 354 -260 L 472 -372',
      'Q 481 -380 496 -380 L 640 -382 Q 652 -383 660 -392 L 668 -396 L 900 -392',
      'Q 942 -390 960 -358 L 986 -300 L 991 -150 Q 991 -112 966 -110',
      `L 900 ${sill}`,
      arch(rear),
      arch(front),
      `L 46 ${sill} Q 28 ${sill} 22 -106 Z`,
    ].join(' '),
    glass:
      'M 368 -266 L 478 -366 Q 485 -372 496 -372 L 640 -373 Q 652 -374 662 -383 L 668 -386 L 890 -384 Q 914 -383 926 -368 L 950 -320 Q 955 -300 935 -298 Z',
    overlays: [
      { d: 'M 592 -373 L 614 -373 L 614 -276 L 592 -277 Z', fill: '#101214' },
      { d: 'M 792 -385 L 812 -385 L 812 -286 L 792 -287 Z', fill: '#101214' },
      // The stepped roof's rails.
      {
        d: 'M 520 -384 L 640 -386 L 640 -381 L 520 -379 Z M 672 -399 L 892 -396 L 892 -391 L 672 -394 Z',
        fill: '#b8bcc0',
      },
    ],
    lines: [
      'M 372 -262 Q 380 -170 372 -124',
      'M 600 -276 L 600 -118',
      'M 800 -288 Q 808 -200 800 -118',
      'M 24 -188 Q 400 -206 986 -232',
    ],
    shoulder: 'M 44 -230 L 352 -254 L 948 -290',
    headlamp: 'M 6 -212 Q 30 -226 96 -232 L 84 -216 Q 40 -212 8 -200 Z',
    taillamp: 'M 978 -318 L 988 -296 L 990 -238 L 982 -240 Z',
    extras: '<path d="M 372 -272 L 392 -300 L 414 -298 L 410 -272 Z" fill="#141618"/>',
    rim: { face: '#c9cdd1', spokes: 10 },
  };
}

function rangeRover(): Shape {
  const r = 96;
  const [front, rear] = [172, 786] as const;
  const sill = -116;
  const arch = (cx: number) => roundArch(cx, -r, 114, sill);
  return {
    wheelRadius: r,
    archRadius: 114,
    axles: [front, rear],
    body: [
      'M 26 -118 L 6 -150 Q 0 -192 4 -236 Q 8 -252 40 -256 L 400 -272 L 420 -274 L 536 -368',
      'Q 548 -376 566 -377 L 880 -372 Q 930 -370 955 -350 L 984 -302 Q 996 -272 996 -220',
      'L 994 -152 Q 992 -120 970 -117',
      `L 910 ${sill}`,
      arch(rear),
      arch(front),
      `L 44 ${sill} Q 30 ${sill} 26 -118 Z`,
    ].join(' '),
    glass:
      'M 432 -281 L 540 -362 Q 550 -368 566 -368 L 876 -364 Q 920 -362 944 -342 L 968 -305 Q 972 -296 960 -296 Z',
    overlays: [
      // Floating roof: a black roof band above the continuous glass.
      {
        d: 'M 538 -368 Q 548 -376 566 -377 L 880 -372 Q 930 -370 955 -350 L 944 -342 Q 920 -362 876 -364 L 566 -368 Q 550 -368 540 -362 Z',
        fill: '#0a0b0c',
      },
      // The satin line under the glass.
      { d: 'M 432 -281 L 962 -296 L 962 -292 L 436 -277 Z', fill: '#a7adb3' },
    ],
    lines: [
      'M 436 -276 Q 444 -180 436 -124',
      'M 690 -284 L 690 -120',
      'M 520 -262 L 556 -263',
      'M 760 -270 L 796 -271',
      'M 250 -150 Q 600 -160 930 -168',
    ],
    shoulder: 'M 40 -254 L 420 -272 L 986 -290',
    headlamp: 'M 6 -232 Q 40 -250 120 -256 L 104 -246 Q 50 -242 8 -224 Z',
    taillamp: 'M 986 -290 L 994 -262 L 995 -170 L 988 -170 Z',
    extras: '<path d="M 436 -284 L 452 -310 L 476 -308 L 470 -284 Z" fill="#0c0d0e"/>',
    rim: { face: '#9aa0a6', spokes: 12 },
  };
}

const SHAPES: Record<Family, () => Shape> = {
  defender,
  discovery,
  'range-rover': rangeRover,
};

// ---------------------------------------------------------------------------------------------------
// Rendering

function wheel(id: string, cx: number, r: number, rim: Shape['rim']): string {
  const cy = -r;
  const rimR = r * 0.68;
  const spokes = Array.from({ length: rim.spokes }, (_, i) => {
    const angle = (360 / rim.spokes) * i;
    return `<rect x="${-r * 0.06}" y="${-rimR}" width="${r * 0.12}" height="${rimR}" rx="${r * 0.03}" transform="rotate(${angle})" fill="${rim.face}"/>`;
  }).join('');
  return [
    `<g transform="translate(${cx} ${cy})">`,
    `<circle r="${r}" fill="#121212"/>`,
    `<circle r="${r * 0.93}" fill="none" stroke="#262626" stroke-width="${r * 0.05}"/>`,
    `<circle r="${rimR}" fill="#1e2022"/>`,
    `<circle r="${rimR * 0.72}" fill="#3b3d40"/>`,
    spokes,
    `<circle r="${rimR}" fill="url(#${id}-rim-sheen)"/>`,
    `<circle r="${rimR - 2}" fill="none" stroke="${rim.face}" stroke-width="${r * 0.06}"/>`,
    `<circle r="${r * 0.14}" fill="${mix(rim.face, '#000000', 0.35)}"/>`,
    '</g>',
  ].join('');
}

/**
 * The car as an SVG group in its own units (see the file comment), with gradients named after `id` so
 * several cars can share one document. `transform` places it in the scene.
 */
export function car(family: Family, paint: Paint, id: string, transform: string): string {
  const shape = SHAPES[family]();
  const { body, sky, horizon } = paint;
  const [front, rear] = shape.axles;
  const fillOf = (fill: string) => (fill === 'body' ? `url(#${id}-paint)` : fill);
  return [
    `<g transform="${transform}">`,
    '<defs>',
    // Paint: sky on the upper flanks, a bright horizon line at the shoulder, then darker towards the sill.
    `<linearGradient id="${id}-paint" gradientUnits="userSpaceOnUse" x1="0" y1="-400" x2="0" y2="-110">`,
    `<stop offset="0" stop-color="${mix(body, sky, 0.42)}"/>`,
    `<stop offset="0.42" stop-color="${mix(body, sky, 0.14)}"/>`,
    `<stop offset="0.49" stop-color="${mix(body, horizon, 0.22)}"/>`,
    `<stop offset="0.53" stop-color="${mix(body, '#000000', 0.04)}"/>`,
    `<stop offset="1" stop-color="${mix(body, '#000000', 0.45)}"/>`,
    '</linearGradient>',
    // Light falls off from the front of the car to the back.
    `<linearGradient id="${id}-falloff" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="1000" y2="0">`,
    '<stop offset="0" stop-color="#ffffff" stop-opacity="0.10"/>',
    '<stop offset="0.45" stop-color="#ffffff" stop-opacity="0"/>',
    '<stop offset="1" stop-color="#000000" stop-opacity="0.22"/>',
    '</linearGradient>',
    `<linearGradient id="${id}-glass" gradientUnits="userSpaceOnUse" x1="300" y1="-400" x2="700" y2="-200">`,
    `<stop offset="0" stop-color="${mix('#1a2128', sky, 0.25)}"/>`,
    '<stop offset="0.42" stop-color="#0b0e11"/>',
    `<stop offset="0.48" stop-color="${mix('#3c4853', sky, 0.3)}"/>`,
    '<stop offset="0.56" stop-color="#0c0f12"/>',
    '<stop offset="1" stop-color="#151a1f"/>',
    '</linearGradient>',
    `<radialGradient id="${id}-rim-sheen" cx="0.35" cy="0.3" r="0.8">`,
    '<stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/>',
    '<stop offset="0.6" stop-color="#ffffff" stop-opacity="0"/>',
    '</radialGradient>',
    `<radialGradient id="${id}-shadow" cx="0.5" cy="0.5" r="0.5">`,
    '<stop offset="0" stop-color="#000000" stop-opacity="0.55"/>',
    '<stop offset="0.7" stop-color="#000000" stop-opacity="0.25"/>',
    '<stop offset="1" stop-color="#000000" stop-opacity="0"/>',
    '</radialGradient>',
    `<clipPath id="${id}-clip"><path d="${shape.body}"/></clipPath>`,
    `<clipPath id="${id}-upper"><rect x="-20" y="-420" width="1040" height="200"/></clipPath>`,
    '</defs>',
    // Soft ground shadow and darker contact patches under the tyres.
    `<ellipse cx="500" cy="0" rx="600" ry="34" fill="url(#${id}-shadow)"/>`,
    `<ellipse cx="${front}" cy="-2" rx="${shape.wheelRadius * 1.3}" ry="12" fill="url(#${id}-shadow)"/>`,
    `<ellipse cx="${rear}" cy="-2" rx="${shape.wheelRadius * 1.3}" ry="12" fill="url(#${id}-shadow)"/>`,
    // The dark wheel wells behind the tyres.
    `<circle cx="${front}" cy="${-shape.wheelRadius}" r="${shape.archRadius}" fill="#0b0b0b"/>`,
    `<circle cx="${rear}" cy="${-shape.wheelRadius}" r="${shape.archRadius}" fill="#0b0b0b"/>`,
    `<path d="${shape.body}" fill="url(#${id}-paint)"/>`,
    `<g clip-path="url(#${id}-clip)">`,
    `<rect x="-10" y="-420" width="1020" height="420" fill="url(#${id}-falloff)"/>`,
    shape.cladding ? `<path d="${shape.cladding}" fill="#1a1b1a"/>` : '',
    '</g>',
    `<path d="${shape.shoulder}" fill="none" stroke="${mix(horizon, '#ffffff', 0.5)}" stroke-opacity="0.55" stroke-width="2.5" stroke-linecap="round"/>`,
    // Rim light along the top of the body, which is what separates a dark car from a dark background.
    `<path d="${shape.body}" fill="none" stroke="${mix(sky, '#ffffff', 0.5)}" stroke-opacity="0.28" stroke-width="2" clip-path="url(#${id}-upper)"/>`,
    `<path d="${shape.glass}" fill="url(#${id}-glass)"/>`,
    ...shape.overlays.map((o) => `<path d="${o.d}" fill="${fillOf(o.fill)}"/>`),
    ...shape.lines.map(
      (d) =>
        `<path d="${d}" fill="none" stroke="#000000" stroke-opacity="0.3" stroke-width="2.2" stroke-linecap="round"/>`,
    ),
    `<path d="${shape.headlamp}" fill="#e8eef3"/>`,
    `<path d="${shape.taillamp}" fill="#8e1c1f"/>`,
    shape.extras ?? '',
    wheel(id, front, shape.wheelRadius, shape.rim),
    wheel(id, rear, shape.wheelRadius, shape.rim),
    '</g>',
  ].join('');
}
