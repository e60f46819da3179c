import { templateByKey, templates } from '@lux/block-catalogue';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onlyError, startApp } from './support/app.js';
import { createTestDatabase, type TestDatabase } from './support/database.js';

let database: TestDatabase;
let app: FastifyInstance;

interface TemplateResource {
  id: string;
  type: string;
  attributes: Record<string, unknown> & { key: string; group: string; max_field_groups?: number };
  fields: Array<{ symbol: string; field_type: string; value: unknown; attrs?: Record<string, unknown> }>;
  field_groups_template: Array<{ symbol: string }>;
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startApp(database);
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

async function list(query = '') {
  const response = await app.inject(`/content/templates${query}`);
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: TemplateResource[] }).data;
}

/** What the catalogue holds, as JSON: the response must carry all of it, nothing stripped. */
const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

describe('GET /content/templates', () => {
  it('lists every template of the catalogue as a JSON:API resource keyed by its template key', async () => {
    const data = await list();
    expect(data).toHaveLength(templates.length);
    expect(data.map((item) => item.id)).toEqual(templates.map((template) => template.key));
    for (const item of data) {
      expect(item.type).toBe('template');
      expect(item.attributes.key).toBe(item.id);
    }
    expect(data.map((item) => item.id)).toEqual(
      expect.arrayContaining([
        'hero-title-banner',
        'quote',
        'content-blocks',
        'jlr-diesel-petrol-quiz',
        'jlr-rent-a-car',
      ]),
    );
  });

  it('returns the spec template shape with fields and defaults intact', async () => {
    const hero = (await list()).find((item) => item.id === 'hero-title-banner');
    const template = templateByKey('hero-title-banner');
    expect(hero).toEqual({
      id: 'hero-title-banner',
      type: 'template',
      attributes: {
        key: 'hero-title-banner',
        name: template.name,
        description: template.description,
        short_description: template.short_description,
        group: 'Hero',
        list_priority: template.list_priority,
        thumbnail_url: null,
        hidden: false,
        template: 'HeroTitleBanner',
        area: 'main',
        external_block: false,
      },
      fields: asJson(template.fields),
      field_groups_template: [],
    });
    expect(hero?.fields[0]).toMatchObject({ symbol: 'block_scroll_id', field_type: 'String', value: '' });
    const headerSize = hero?.fields.find((field) => field.symbol === 'header_size');
    expect(headerSize?.value).toBe('xl');
    expect(headerSize?.attrs?.['options']).toEqual(
      ['xs', 's', 'm', 'l', 'xl'].map((v) => ({ label: v, value: v })),
    );
  });

  it('carries max_field_groups only where the spec sets one', async () => {
    const data = await list();
    const byId = new Map(data.map((item) => [item.id, item]));
    expect(byId.get('ready-to-go-bar')?.attributes.max_field_groups).toBe(5);
    expect(byId.get('content-blocks')?.attributes.max_field_groups).toBe(1000);
    expect(byId.get('quote')?.attributes).not.toHaveProperty('max_field_groups');
    for (const template of templates) {
      expect(byId.get(template.key)?.field_groups_template, template.key).toEqual(
        asJson(template.field_groups_template),
      );
    }
  });

  it('keeps only one group when asked', async () => {
    const hero = await list('?group=Hero');
    expect(hero.map((item) => item.id)).toEqual(['hero-title-banner', 'hero-banner', 'hero-carousel']);
    const stock = await list(`?group=${encodeURIComponent('Stock Locator')}`);
    expect(stock.length).toBeGreaterThan(0);
    expect(stock.every((item) => item.attributes.group === 'Stock Locator')).toBe(true);
  });

  it('rejects an unknown group with a 400 naming the parameter', async () => {
    const response = await app.inject('/content/templates?group=Heroes');
    expect(response.statusCode).toBe(400);
    expect(onlyError(response.body).source).toEqual({ parameter: 'group' });
  });
});

describe('GET /content/templates/:key', () => {
  it('returns one template, the same as in the list', async () => {
    const response = await app.inject('/content/templates/offers-to-lead');
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as { data: TemplateResource };
    expect(data.id).toBe('offers-to-lead');
    expect(data).toEqual((await list()).find((item) => item.id === 'offers-to-lead'));
    expect(data.fields.find((field) => field.symbol === 'button_position')?.value).toBe('right');
  });

  it('answers 404 in the error envelope for a key that is not in the catalogue', async () => {
    const response = await app.inject('/content/templates/no-such-block');
    expect(response.statusCode).toBe(404);
    const error = onlyError(response.body);
    expect(error).toMatchObject({ status: '404', title: 'Not Found', source: { parameter: 'key' } });
    expect(error.detail).toContain('no-such-block');
  });

  it('rejects a key that is not kebab-case with a 400', async () => {
    const response = await app.inject('/content/templates/Hero_Title');
    expect(response.statusCode).toBe(400);
    expect(onlyError(response.body).source).toEqual({ parameter: 'key' });
  });

  it('is documented in the OpenAPI document with its errors', async () => {
    const doc = (await app.inject('/documentation/json')).json();
    expect(Object.keys(doc.paths['/content/templates'].get.responses).sort()).toEqual([
      '200',
      '400',
      '429',
      '500',
    ]);
    expect(Object.keys(doc.paths['/content/templates/{key}'].get.responses).sort()).toEqual([
      '200',
      '400',
      '404',
      '429',
      '500',
    ]);
  });
});
