import {
  CHECKBOX_FILTER_KEYS,
  RANGE_FILTER_KEYS,
  type ApiFilterCondition,
  type SortOption,
} from '@lux/stock-locator';
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.js';
import {
  dealers,
  modelFamilies,
  nameplates,
  stockCompanyConfigs,
  stockTranslations,
  stockVehicles as v,
} from '../../db/schema.js';
import { facetsSql, orderBy, whereSql, type FacetRow } from './query.js';

/** Owner (selling retailer) columns joined onto every vehicle (A§3 owner fields). */
const VEHICLE_COLUMNS = {
  vehicle: v,
  dealerNameHe: dealers.nameHe,
  dealerNameEn: dealers.nameEn,
  dealerAddress: dealers.addressHe,
  dealerCity: dealers.cityHe,
  dealerPostcode: dealers.postcode,
  dealerPhone: dealers.phone,
  dealerEmail: dealers.email,
  dealerHours: dealers.openingHours,
};

export type VehicleRow = NonNullable<Awaited<ReturnType<StockRepository['find']>>>;

/** Beyond this offset a page cannot hold anything in a realistic stock; the page query is skipped. */
const MAX_OFFSET = 10_000_000;

export interface ListOptions {
  listing: string;
  conditions: readonly ApiFilterCondition[];
  sort: SortOption;
  page: number;
  items: number;
  /** The light listing skips facets and ranges (carousels need cards only). */
  facets: boolean;
}

export interface RetailerSearch {
  brand: string;
  state: string;
  postcode: string;
  locality: string;
}

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? []) as T[];

export function createStockRepository(db: Database) {
  const select = () =>
    db.select(VEHICLE_COLUMNS).from(v).leftJoin(dealers, eq(dealers.dealerCode, v.dealerCode));

  return {
    async list(options: ListOptions) {
      const offset = (options.page - 1) * options.items;
      const where = whereSql(options.listing, options.conditions);
      const page =
        offset > MAX_OFFSET
          ? []
          : await select()
              .where(where)
              .orderBy(...orderBy(options.sort))
              .limit(options.items)
              .offset(offset);
      const facetRows = rowsOf<FacetRow>(
        await db.execute(
          facetsSql(
            options.listing,
            options.conditions,
            options.facets ? CHECKBOX_FILTER_KEYS : [],
            options.facets ? RANGE_FILTER_KEYS : [],
          ),
        ),
      );
      const facets: Record<string, { value: string; count: number }[]> = {};
      const ranges: Record<string, { min: number; max: number }> = {};
      let total = 0;
      for (const row of facetRows) {
        const n = Number(row.n);
        if (row.facet === '') total = n;
        else if ((RANGE_FILTER_KEYS as readonly string[]).includes(row.facet)) {
          if (row.lo !== null && row.hi !== null) ranges[row.facet] = { min: Number(row.lo), max: Number(row.hi) };
        } else if (row.value !== null) (facets[row.facet] ??= []).push({ value: row.value, count: n });
      }
      if (options.facets) for (const key of CHECKBOX_FILTER_KEYS) facets[key] = (facets[key] ?? []).sort((a, b) => a.value.localeCompare(b.value));
      return { rows: page, total, facets, ranges };
    },

    async find(listing: string, id: number) {
      const [row] = await select().where(and(eq(v.listing, listing), eq(v.id, id))).limit(1);
      return row;
    },

    async findByConfigUrl(listing: string, configUrl: string) {
      const [row] = await select()
        .where(and(eq(v.listing, listing), eq(v.configUrl, configUrl.replaceAll('\u0000', ''))))
        .limit(1);
      return row;
    },

    /**
     * A§4 retailer search within a listing: retailers selling the brand, in the district (`state`),
     * or — for a postcode search — in the locality or the postcode's two-digit area.
     */
    async retailers(listing: string, search: RetailerSearch) {
      const clean = (value: string) => value.replaceAll('\u0000', '');
      const parts: SQL[] = [sql`exists (select 1 from ${v} where ${v.dealerCode} = ${dealers.dealerCode} and ${v.listing} = ${clean(listing)})`];
      const brand = clean(search.brand);
      if (brand) {
        const code = brand.toLowerCase().replace(/[\s-]+/g, '_');
        parts.push(sql`(${code} = any(${dealers.brands}) or exists (select 1 from ${v} where ${v.dealerCode} = ${dealers.dealerCode} and ${v.nameplateBrandName} = ${brand}))`);
      }
      if (search.state) parts.push(or(eq(dealers.stateHe, clean(search.state)), eq(dealers.stateEn, clean(search.state))) as SQL);
      if (search.postcode || search.locality) {
        const near: SQL[] = [];
        if (search.locality) near.push(sql`lower(${dealers.cityHe}) = lower(${clean(search.locality)}) or lower(${dealers.cityEn}) = lower(${clean(search.locality)})`);
        if (/^\d{2}/.test(search.postcode)) near.push(sql`left(${dealers.postcode}, 2) = ${search.postcode.slice(0, 2)}`);
        parts.push(near.length > 0 ? sql`(${sql.join(near, sql` or `)})` : sql`false`);
      }
      return db.select().from(dealers).where(and(...parts)).orderBy(asc(dealers.nameHe), asc(dealers.id));
    },

    async companyConfigs(company: string, types: readonly string[] | null) {
      const company_ = company.replaceAll('\u0000', '');
      return db
        .select()
        .from(stockCompanyConfigs)
        .where(
          types && types.length > 0
            ? and(eq(stockCompanyConfigs.company, company_), inArray(stockCompanyConfigs.configType, types.map((t) => t.replaceAll('\u0000', ''))))
            : eq(stockCompanyConfigs.company, company_),
        )
        .orderBy(asc(stockCompanyConfigs.id));
    },

    async translations(key: string) {
      const [row] = await db.select().from(stockTranslations).where(eq(stockTranslations.key, key)).limit(1);
      return row;
    },

    /** Nameplates of the catalogue with the number of listed vehicles of each. */
    async nameplates() {
      return db
        .select({
          id: nameplates.id,
          key: nameplates.key,
          code: nameplates.code,
          nameEn: nameplates.nameEn,
          nameHe: nameplates.nameHe,
          brand: modelFamilies.brand,
          familyKey: modelFamilies.key,
        })
        .from(nameplates)
        .innerJoin(modelFamilies, eq(modelFamilies.id, nameplates.familyId))
        .orderBy(asc(modelFamilies.sequence), asc(nameplates.sequence), asc(nameplates.id));
    },
  };
}

export type StockRepository = ReturnType<typeof createStockRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    stockRepository: StockRepository;
  }
}

export const stockRepositoryPlugin = fp(
  async (app) => {
    app.decorate('stockRepository', createStockRepository(app.db));
  },
  { name: 'stock-repository', dependencies: ['db'], fastify: '5.x' },
);
