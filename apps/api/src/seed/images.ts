import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../db/client.js';
import { images } from '../db/schema.js';
import { MEDIA_BUCKET } from '../services/media/sizes.js';
import type { Family } from './images.cars.js';
import { city, dunes, hills, type Layout, studio } from './images.scenes.js';

/** The share image of pages without one of their own: seeded at the spec's media-library id (A§9). */
export const DEFAULT_SHARE_FILENAME = 'default-share.jpg';
export const DEFAULT_SHARE_IMAGE_ID = 24730;

export interface SeedImage {
  filename: string;
  altHe: string;
  altEn: string;
  width: number;
  height: number;
  render(): string;
}

const HERO = { width: 2400, height: 1350 } as const;
const SQUARE = { width: 1600, height: 1600 } as const;

const heroLayout: Layout = { ...HERO, horizon: 1350 * 0.6, ground: 1350 * 0.86, carLength: 2400 * 0.5 };
const squareLayout: Layout = { ...SQUARE, horizon: 1600 * 0.56, ground: 1600 * 0.8, carLength: 1600 * 0.74 };

/** Seeded paint colours, with what each scene's sky and horizon put into the reflections. */
const PAINT = {
  defender: { body: '#3b4a3a', sky: '#b9c6cf', horizon: '#f6c08c' },
  discovery: { body: '#6b5a48', sky: '#c4d5e2', horizon: '#f4ecdc' },
  'range-rover': { body: '#16181b', sky: '#56598a', horizon: '#f09a68' },
} as const satisfies Record<Family, unknown>;

const ALT = {
  defender: {
    he: 'לנד רובר דיפנדר בצבע ירוק פנגאה במבט מהצד, עומד על החול בין דיונות המדבר בשקיעה',
    en: 'A Land Rover Defender in Pangea Green, seen from the side, standing on the sand among desert dunes at sunset',
  },
  discovery: {
    he: 'לנד רובר דיסקברי בצבע ברונזה לנטאו במבט מהצד, על דרך עפר בין גבעות הגליל, והכנרת ברקע',
    en: 'A Land Rover Discovery in Lantau Bronze, seen from the side, on a dirt road in the Galilee hills with the lake behind',
  },
  'range-rover': {
    he: 'ריינג׳ רובר בצבע שחור סנטוריני במבט מהצד, על רקע קו הרקיע של העיר בשעת בין ערביים',
    en: 'A Range Rover in Santorini Black, seen from the side, against a city skyline at dusk',
  },
} as const satisfies Record<Family, { he: string; en: string }>;

const SCENES = { defender: dunes, discovery: hills, 'range-rover': city } as const;

const FAMILIES: readonly Family[] = ['defender', 'discovery', 'range-rover'];

/**
 * In insertion order, so a fresh database numbers them predictably: the three heroes are ids 1–3,
 * their squares 4–6; the share image takes the spec's id 24730 (A§9), which the site uses for pages without
 * an image of their own. No text is drawn into any of them; the alt texts carry it.
 */
export const seedImages: readonly SeedImage[] = [
  ...FAMILIES.map((family) => ({
    filename: `${family}-hero.jpg`,
    altHe: ALT[family].he,
    altEn: ALT[family].en,
    ...HERO,
    render: () => SCENES[family](heroLayout, PAINT[family]),
  })),
  ...FAMILIES.map((family) => ({
    filename: `${family}-square.jpg`,
    altHe: ALT[family].he,
    altEn: ALT[family].en,
    ...SQUARE,
    render: () => SCENES[family](squareLayout, PAINT[family]),
  })),
  {
    filename: DEFAULT_SHARE_FILENAME,
    altHe: 'שלוש משפחות הדגמים של לנד רובר – דיפנדר, ריינג׳ רובר ודיסקברי – זו לצד זו בסטודיו',
    altEn: 'The three Land Rover families – Defender, Range Rover and Discovery – side by side in a studio',
    ...HERO,
    render: () =>
      studio({ ...HERO, horizon: 1350 * 0.55, ground: 1350 * 0.78, carLength: 2400 * 0.28 }, [
        { family: 'defender', body: PAINT.defender.body },
        // Ostuni Pearl White, so the middle car stands out against the dark studio.
        { family: 'range-rover', body: '#e6e2d8' },
        { family: 'discovery', body: PAINT.discovery.body },
      ]),
  },
];

/**
 * Renders an image's SVG (sized in pixels, so no resize) into the stored original: a high-quality
 * JPEG (4:4:4, so the thin lines of the drawing stay crisp) that every rendition is made from. Plain
 * libjpeg-turbo, not mozjpeg: mozjpeg tripled the seed's time to shave bytes off files nobody downloads.
 * Same input, same bytes.
 */
export async function renderSeedImage(image: SeedImage): Promise<Buffer> {
  return sharp(Buffer.from(image.render())).jpeg({ quality: 92, chromaSubsampling: '4:4:4' }).toBuffer();
}

/**
 * Inserts the demo images that are absent, by filename in the media bucket; existing rows (and
 * whatever editors did to their alt texts) stay untouched. Only missing images are rendered, so a
 * re-run costs one query. Returns how many were inserted.
 */
export async function seedMediaImages(db: Database): Promise<number> {
  const present = await db
    .select({ filename: images.filename })
    .from(images)
    .where(
      and(
        eq(images.bucket, MEDIA_BUCKET),
        inArray(
          images.filename,
          seedImages.map((i) => i.filename),
        ),
      ),
    );
  const have = new Set(present.map((row) => row.filename));
  const missing = seedImages.filter((image) => !have.has(image.filename));
  if (missing.length === 0) return 0;

  const rows = [];
  // One at a time: sharp already uses every core for one image, and order keeps the ids predictable.
  for (const image of missing) {
    const bytes = await renderSeedImage(image);
    rows.push({
      ...(image.filename === DEFAULT_SHARE_FILENAME ? { id: DEFAULT_SHARE_IMAGE_ID } : {}),
      bucket: MEDIA_BUCKET,
      filename: image.filename,
      altHe: image.altHe,
      altEn: image.altEn,
      width: image.width,
      height: image.height,
      mime: 'image/jpeg',
      sha256: createHash('sha256').update(bytes).digest('hex'),
      bytes,
    });
  }
  const inserted = await db
    .insert(images)
    .values(rows)
    .onConflictDoNothing({ target: [images.bucket, images.filename] })
    .returning({ id: images.id });
  // The explicit id leaves the serial sequence behind it: move the sequence past every id in use, so later
  // uploads never collide with the share image.
  await db.execute(sql`select setval(pg_get_serial_sequence('images', 'id'), (select max(id) from images))`);
  return inserted.length;
}
