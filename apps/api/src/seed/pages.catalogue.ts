import type { SeedPage } from './pages.js';

/** Model-catalogue demo pages (compare, model specs). */
export const cataloguePages: SeedPage[] = [];
