import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import {
  blocks,
  images,
  metaheads,
  modelFamilies,
  nameplateColours,
  nameplates,
  navEntries,
  pages,
  settings,
  vehicles,
} from '../src/db/schema.js';
import { loadConfig } from '../src/config.js';
import { seed } from '../src/seed/index.js';
import { seedDemoTags } from '../src/seed/metaheads.js';
import { demoRedirects, seedPages } from '../src/seed/pages.js';
import { seedSettings } from '../src/seed/settings.js';
import { generateStockVehicles } from '../src/seed/stock.data.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';

const NOTHING = {
  settings: 0,
  pages: 0,
  blocks: 0,
  metaheads: 0,
  catalogue: { families: 0, nameplates: 0, vehicles: 0, colours: 0, navEntries: 0 },
  stock: { dealers: 0, vehicles: 0, companyConfigs: 0, translations: 0 },
};

let database: TestDatabase;
let handle: DatabaseHandle;

async function counts() {
  const db = handle.db;
  const [[s], [p], [b], [m]] = await Promise.all([
    db.select({ n: count() }).from(settings),
    db.select({ n: count() }).from(pages),
    db.select({ n: count() }).from(blocks),
    db.select({ n: count() }).from(metaheads),
  ]);
  return { settings: s!.n, pages: p!.n, blocks: b!.n, metaheads: m!.n };
}

beforeAll(async () => {
  database = await createTestDatabase();
  handle = await openDatabase(loadConfig(database.env).database);
  await handle.migrate();
});

afterAll(async () => {
  await handle?.close();
  await database?.drop();
});

describe('seed', () => {
  it('fills an empty database exactly once, even when two seeds run at the same time', async () => {
    const [first, second] = await Promise.all([seed(handle.db), seed(handle.db)]);
    const inserted = first!.settings > 0 ? first! : second!;
    const other = inserted === first ? second! : first!;
    expect(inserted).toEqual({
      settings: Object.keys(seedSettings).length,
      pages: seedPages.length + demoRedirects.length,
      blocks: expect.any(Number),
      metaheads: 1 + seedDemoTags.length,
      catalogue: { families: 4, nameplates: 15, vehicles: 24, colours: 78, navEntries: 13 },
      stock: { dealers: 25, vehicles: 300, companyConfigs: 12, translations: 4 },
    });
    expect(other).toEqual(NOTHING);
    const { catalogue: _catalogue, stock: _stock, ...content } = inserted;
    expect(await counts()).toEqual(content);

    const rows = await handle.db.select().from(settings);
    expect(rows.every((row) => typeof row.value === 'string')).toBe(true);
    expect(Object.fromEntries(rows.map((row) => [row.key, row.value]))).toMatchObject({
      'meta.title_divider': '|',
      'meta.app_name': 'לנד רובר ישראל',
      'price.symbol': '₪',
      'price.currency_iso': 'ILS',
      'navigation.disabled_on_pages': '[]',
      'site.host_name': '',
    });
  });

  it('stores every seeded page, each content page opening with its one H1 hero', async () => {
    const allPages = await handle.db.select().from(pages);
    expect(allPages.map((page) => `${page.locale}:${page.path}`).sort()).toEqual(
      [...seedPages, ...demoRedirects].map((page) => `${page.locale}:${page.path}`).sort(),
    );
    expect(allPages.find((page) => page.path === '/thank-you')?.disableSeoTracking).toBe(true);
    expect(allPages.filter((page) => page.path === '/old-offers').every((page) => page.type === 'url_redirection')).toBe(true);

    const contentPages = allPages.filter(
      (page) => page.type === 'page' && !seedPages.find((seeded) => seeded.locale === page.locale && seeded.path === page.path)?.intentionallyInvalid,
    );
    for (const page of contentPages) {
      const pageBlocks = await handle.db
        .select()
        .from(blocks)
        .where(eq(blocks.pageId, page.id))
        .orderBy(blocks.sequence);
      expect(pageBlocks.length, page.path).toBeGreaterThanOrEqual(2);
      expect(pageBlocks[0], page.path).toMatchObject({ template: 'hero-title-banner', fields: { header_tag: 'H1' } });
      expect(pageBlocks.slice(1).every((block) => block.fields['header_tag'] !== 'H1'), page.path).toBe(true);
    }
  });

  it('puts one card per model family on the Hebrew home page, with shekel prices and links', async () => {
    const [home] = await handle.db
      .select()
      .from(pages)
      .where(and(eq(pages.locale, 'he'), eq(pages.path, '/')));
    const [cards] = await handle.db
      .select()
      .from(blocks)
      .where(and(eq(blocks.pageId, home!.id), eq(blocks.template, 'content-blocks')));
    expect(cards!.groups.map((group) => [group['price'], (group['link'] as { url: string }).url])).toEqual([
      [389000, '/models/defender'],
      [459000, '/models/discovery'],
      [899000, '/models/range-rover'],
    ]);
  });

  it('changes nothing when run again, and never overwrites what an editor changed', async () => {
    const before = await counts();
    await handle.db.update(settings).set({ value: '·' }).where(eq(settings.key, 'meta.title_divider'));
    await handle.db
      .update(metaheads)
      .set({ content: ':root{--lux-brand:#000}' })
      .where(isNull(metaheads.pageId));
    const [defender] = await handle.db
      .select()
      .from(pages)
      .where(and(eq(pages.locale, 'he'), eq(pages.path, '/models/defender')));
    await handle.db.update(pages).set({ title: 'דיפנדר החדש' }).where(eq(pages.id, defender!.id));
    await handle.db.delete(blocks).where(eq(blocks.pageId, defender!.id));
    const afterEdits = await counts();

    expect(await seed(handle.db)).toEqual(NOTHING);
    expect(await seed(handle.db)).toEqual(NOTHING);
    expect(await counts()).toEqual(afterEdits);
    expect(afterEdits.blocks).toBeLessThan(before.blocks);

    const [divider] = await handle.db.select().from(settings).where(eq(settings.key, 'meta.title_divider'));
    expect(divider!.value).toBe('·');
    const [page] = await handle.db.select().from(pages).where(eq(pages.id, defender!.id));
    expect(page!.title).toBe('דיפנדר החדש');
    const [global] = await handle.db.select().from(metaheads).where(isNull(metaheads.pageId));
    expect(global!.content).toBe(':root{--lux-brand:#000}');
  });

  it('restores a setting an editor deleted, leaving the others alone', async () => {
    await handle.db.delete(settings).where(eq(settings.key, 'price.offer_string'));
    expect(await seed(handle.db)).toEqual({ ...NOTHING, settings: 1 });
    const [offer] = await handle.db.select().from(settings).where(eq(settings.key, 'price.offer_string'));
    expect(offer!.value).toBe('החל מ-@');
  });

  it('seeds the A§3 model families and nameplate codes, with shekel prices and linked pictures', async () => {
    const families = await handle.db.select().from(modelFamilies).orderBy(modelFamilies.sequence);
    expect(families.map((f) => [f.key, f.brand])).toEqual([
      ['defender', 'land_rover'],
      ['discovery', 'land_rover'],
      ['range-rover', 'land_rover'],
      ['jaguar', 'jaguar'],
    ]);
    const plates = await handle.db
      .select({ key: nameplates.key, code: nameplates.code, family: modelFamilies.key, hero: nameplates.heroImageId })
      .from(nameplates)
      .innerJoin(modelFamilies, eq(nameplates.familyId, modelFamilies.id))
      .orderBy(nameplates.sequence);
    const byKey = Object.fromEntries(plates.map((p) => [p.key, p]));
    // A§3: defender (90, 110, 130), discovery (discovery, sport), range rover (range rover, sport, velar, evoque).
    expect(plates.filter((p) => p.family === 'defender').map((p) => p.key)).toEqual(['defender-90', 'defender-110', 'defender-130']);
    expect(plates.filter((p) => p.family === 'discovery').map((p) => p.key)).toEqual(['discovery', 'discovery-sport']);
    expect(plates.filter((p) => p.family === 'range-rover').map((p) => p.key)).toEqual([
      'range-rover',
      'range-rover-sport',
      'range-rover-velar',
      'range-rover-evoque',
    ]);
    // A§3 model keys to nameplate codes.
    for (const [key, code] of [['f-pace', 'x761'], ['i-pace', 'x590'], ['f-type', 'x152'], ['xe', 'x760'], ['xf', 'x260']]) {
      expect(byKey[key!]?.code, key).toBe(code);
    }
    const [defenderHero] = await handle.db.select({ id: images.id }).from(images).where(eq(images.filename, 'defender-hero.jpg'));
    expect(byKey['defender-110']?.hero).toBe(defenderHero!.id);
    expect(byKey['f-pace']?.hero).toBeNull();

    const cars = await handle.db.select().from(vehicles);
    expect(cars.every((car) => Number.isInteger(car.price) && car.price >= 300_000)).toBe(true);
    const colours = await handle.db.select().from(nameplateColours);
    expect(colours.every((c) => /[\u0590-\u05ff]/.test(c.nameHe))).toBe(true);
    expect((await handle.db.select().from(navEntries)).length).toBe(13);
  });

  it('leaves an edited price alone and restores a deleted vehicle on the next run', async () => {
    await handle.db.update(vehicles).set({ price: 399_999 }).where(eq(vehicles.key, 'defender-90-d250-s'));
    await handle.db.delete(vehicles).where(eq(vehicles.key, 'xe-p250-r-dynamic-se'));
    const summary = await seed(handle.db);
    expect(summary.catalogue).toEqual({ ...NOTHING.catalogue, vehicles: 1 });
    const [edited] = await handle.db.select().from(vehicles).where(eq(vehicles.key, 'defender-90-d250-s'));
    expect(edited!.price).toBe(399_999);
    expect(await seed(handle.db)).toEqual(NOTHING);
  });
});

describe('demo stock builder', () => {
  it('builds the same cars on every run, and other cars for another seed', () => {
    const first = generateStockVehicles(40);
    expect(generateStockVehicles(40)).toEqual(first);
    expect(new Set(first.map((car) => car.vin)).size).toBe(40);
    const other = new Set(generateStockVehicles(40, 7).map((car) => car.vin));
    expect(first.some((car) => other.has(car.vin))).toBe(false);
    // The market groups are part of the same deterministic run.
    expect(first.filter((car) => car.state === 'approved').every((car) => car.attributes['avl_field'] !== null)).toBe(true);
  });
});
