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
  mayFlip(element) ? rtlPluginFn(element, index, children, callback) : undefined;
Object.defineProperty(rtlPlugin, 'name', { value: 'lux-stylis-rtl' });

/**
 * What cssjanus acts on, as loose patterns (each a superset of cssjanus's own): the words `ltr`/`rtl`,
 * left/right and [ns][ew]-resize; the four-value shorthands of margin, padding, border-width, *-color and
 * border-style (four values or more); percentages in `background` and `background-position(-x)`;
 * border-radius with two values or more (or a slash); box-shadow with a non-zero first offset; text-shadow;
 * translate and translateX. A rule without any of them comes out of cssjanus unchanged, so it is not stringified, flipped and compiled again: with logical
 * properties throughout (house style) that is most rules, and the flip was the largest share of styling work
 * in the browser (issue 13 profile; a one-value `border-radius`, a `background-color` or a `background: var()`
 * no longer sends a rule through it: issue 16). The tests compare with stylis-plugin-rtl rule by rule.
 */
const VALUE = '[^;}\\s]+';
const FLIPPABLE = new RegExp(
  [
    'ltr|rtl|left|right|resize',
    `(?:margin|padding|border-width|-color|border-style)\\s*:\\s*${VALUE}\\s+${VALUE}\\s+${VALUE}\\s+[^;}\\s]`,
    'background(?:-position(?:-x)?)?\\s*:[^;}]*%',
    `border-radius\\s*:\\s*${VALUE}\\s*[\\s/]\\s*[^;}\\s]`,
    // box-shadow's first offset is negated unless it is zero (`0 0 0 3px` focus rings) or not a number.
    'box-shadow\\s*:\\s*(?:inset\\s*)?(?!0[\\s;}]|var\\(|none)[^;}\\s]',
    'text-shadow',
    'translate',
  ].join('|'),
  'i',
);

type StylisNode = Parameters<Middleware>[0];

/** The rule's whole text as stylis holds it (selectors, declarations, nested rules), without changing it. */
function textOf(element: StylisNode): string {
  let text = element.value;
  if (Array.isArray(element.props)) text += element.props.join(',');
  if (Array.isArray(element.children)) for (const child of element.children) text += textOf(child);
  else if (typeof element.children === 'string') text += element.children;
  return text;
}

const mayFlip = (element: StylisNode): boolean => FLIPPABLE.test(textOf(element));

// Module-level constants: the server render and the hydrating client must pass the same list
// (pitfall 7); stable identities also stop StyleSheetManager from rebuilding stylis each render.
const RTL_PLUGINS: Middleware[] = [rtlPlugin];
const LTR_PLUGINS: Middleware[] = [];

/** The stylis plugin list for a direction. Always returns the same array for the same direction. */
export function stylisPluginsFor(dir: Direction): Middleware[] {
  return dir === 'rtl' ? RTL_PLUGINS : LTR_PLUGINS;
}
