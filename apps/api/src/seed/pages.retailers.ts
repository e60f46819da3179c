import type { SeedPage } from './pages.js';

/** Retailer locator demo pages. */
export const retailerPages: SeedPage[] = [];
