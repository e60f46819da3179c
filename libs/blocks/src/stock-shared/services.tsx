import axios from 'axios';
import { createContext, use, type ReactNode } from 'react';
import { createStockApi, type Dealer, type StockApi, type StorageRead, type StorageWrite } from '@lux/stock-locator';
import { dealersFromBody, dealersQuery } from './config';

/** The page URL's query string as the stock locator reads and writes it. */
export interface StockLocation {
  /** The current query string, with its `?` or empty. */
  search(): string;
  /** Replaces the query string without a navigation (the list mirrors its state, A§5). */
  replaceSearch(search: string): void;
  /** Called on back/forward; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** What the stock blocks reach in the browser; the site's defaults, or fakes in stories and tests. */
export interface StockServices {
  /** The stock API (created on first use). */
  api(): StockApi;
  /** A§7 dealers (`/dealers?items=50`, by brand): the known dealers of the postcode search (A§5). */
  loadDealers(locale: string, brand: string): Promise<Dealer[]>;
  location: StockLocation;
  /** Storage handlers for the scope (`fork({ handlers })`); the browser's own storage when absent. */
  storage?: { read(params: StorageRead): string | null; write(params: StorageWrite): void };
}

let browserApi: StockApi | null = null;

/** In the browser every stock call goes to the site's own origin (`/api/stock`, a read-only proxy). */
export const browserStockServices: StockServices = {
  api() {
    browserApi ??= createStockApi('/api/stock', axios.create({ timeout: 15_000, headers: { accept: 'application/json' } }));
    return browserApi;
  },
  async loadDealers(locale, brand) {
    const response = await axios.get<unknown>('/api/content/dealers', { params: dealersQuery(locale, brand), timeout: 15_000 });
    return dealersFromBody(response.data);
  },
  location: {
    search: () => window.location.search,
    replaceSearch(search) {
      const query = search.replace(/^\?/, '');
      const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`;
      // The router's own entry state is kept, so back/forward and scroll restoration still work.
      window.history.replaceState(window.history.state, '', url);
    },
    subscribe(listener) {
      window.addEventListener('popstate', listener);
      return () => window.removeEventListener('popstate', listener);
    },
  },
};

const StockServicesContext = createContext<StockServices>(browserStockServices);

/** Gives the stock blocks below other services (stories, tests). */
export function StockServicesProvider({ services, children }: { services: StockServices; children: ReactNode }) {
  return <StockServicesContext value={services}>{children}</StockServicesContext>;
}

export function useStockServices(): StockServices {
  return use(StockServicesContext);
}

/** An in-memory URL for stories and tests: `replaceSearch` records every write. */
export function createMemoryLocation(initial = ''): StockLocation & { writes: string[] } {
  let current = initial;
  const writes: string[] = [];
  return {
    writes,
    search: () => current,
    replaceSearch(search) {
      current = search ? `?${search.replace(/^\?/, '')}` : '';
      writes.push(current);
    },
    subscribe: () => () => undefined,
  };
}
