import type { Middleware } from 'stylis';
import rtlPluginImport from 'stylis-plugin-rtl';
import type { Direction } from './directionOf';

/**
 * stylis-plugin-rtl ships ESM under `module` and CJS under `main` without an `exports` map, so
 * plain Node ESM (tests, an unbundled server) hands back `{ default: fn }`. Unwrap once here.
 */
const rtlPluginFn: Middleware =
  typeof rtlPluginImport === 'function'
    ? rtlPluginImport
    : (rtlPluginImport as unknown as { default: Middleware }).default;

/**
 * styled-components hashes every plugin's `name` into its class names. A minifier may rename the
 * plugin's function differently in the client and server bundles, which would change class names
 * between render and hydration, so the name is pinned here.
 */
const rtlPlugin: Middleware = (element, index, children, callback) =>
  rtlPluginFn(element, index, children, callback);
Object.defineProperty(rtlPlugin, 'name', { value: 'lux-stylis-rtl' });

// Module-level constants: the server render and the hydrating client must pass the same list
// (pitfall 7); stable identities also stop StyleSheetManager from rebuilding stylis each render.
const RTL_PLUGINS: Middleware[] = [rtlPlugin];
const LTR_PLUGINS: Middleware[] = [];

/** The stylis plugin list for a direction. Always returns the same array for the same direction. */
export function stylisPluginsFor(dir: Direction): Middleware[] {
  return dir === 'rtl' ? RTL_PLUGINS : LTR_PLUGINS;
}
