import type { SeedPage } from './pages.js';

/** Stock locator demo pages (new, approved, used). */
export const stockPages: SeedPage[] = [];
