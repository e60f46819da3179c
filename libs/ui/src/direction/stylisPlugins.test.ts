import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compile, middleware, serialize, stringify, type Middleware } from 'stylis';
import rtlPluginImport from 'stylis-plugin-rtl';
import { describe, expect, it } from 'vitest';
import { stylisPluginsFor } from './stylisPlugins';

const plainRtl: Middleware =
  typeof rtlPluginImport === 'function' ? rtlPluginImport : (rtlPluginImport as unknown as { default: Middleware }).default;

const run = (css: string, plugins: Middleware[]) => serialize(compile(css), middleware([...plugins, stringify]));

/** Rules of every kind cssjanus flips, and rules it leaves alone (logical properties, as the house style writes). */
const CASES = [
  '.a{margin-left:1px;padding-right:2px;}',
  '.a{left:0;right:auto;float:left;text-align:right;clear:left;}',
  '.a{direction:ltr;}.b{direction:rtl;}',
  '.a{cursor:nw-resize;}.b{cursor:e-resize;}',
  '.a{margin:1px 2px 3px 4px;}.b{padding:0 1rem 0 2rem;}.c{border-width:1px 2px 3px 4px;}',
  '.a{border-color:red green blue yellow;}.b{border-style:solid dotted dashed double;}',
  '.a{background-position:10% 20%;}.b{background:url(x.png) 25% 0 no-repeat;}.c{background-position-x:30%;}',
  '.a{border-radius:1px 2px 3px 4px;}.b{border-radius:1px 2px;}',
  '.a{box-shadow:2px 0 4px black;}.b{text-shadow:1px 1px red;}',
  '.a{transform:translateX(10px);}.b{transform:translate(10px, 2px);}',
  '.a{background:url(arrow-left.png);}',
  '@media (min-width: 900px){.a{margin-inline-start:1rem;left:2px;}}',
  '@keyframes slide{from{transform:translateX(-100%);}to{transform:none;}}',
  '.a{display:grid;gap:1rem;padding-inline:1rem;margin-block:0;inset-inline-start:0;}',
  '.a{color:red;font-weight:700;}.a:hover{color:blue;}.a > .b{display:none;}',
  '@supports (display:grid){.a{display:grid;}}',
  '.a{content:"left";}',
  '.a{border-radius:4px;}.b{border-radius:50%/10%;}.c{border-radius:var(--r) 0;}.d{border-radius:1px 2px 3px/4px;}',
  '.a{background-color:red;color:blue;}.b{background:var(--x);}.c{background:linear-gradient(to bottom, red 10%, blue);}',
  '.a{border-color:rgba(0, 0, 0, 0.5);}.b{border-color:#000 #111 #222 #333 !important;}.c{margin:0 auto;}.d{margin:1px 2px 3px;}',
  '.a{box-shadow:0 1px 2px red;}.b{box-shadow:inset -2px 0 0 blue;}.c{box-shadow:0 0 0 3px var(--focus);}.d{box-shadow:var(--shadow);}',
  '.a{box-shadow:none;}.b{box-shadow:0px 2px red;}.c{box-shadow:1.5rem 0 red, 0 1px blue;}.d{box-shadow:inset 0 1px red;}',
  '.a{transform:translateY(2px) translateX(-3px);}.b{translate:10px 0;}.c{transform:translate3d(1px, 0, 0);}',
];

describe('the RTL plugin with its pre-filter', () => {
  const [filtered] = stylisPluginsFor('rtl');

  it.each(CASES)('flips %s exactly as stylis-plugin-rtl does', (css) => {
    expect(run(css, [filtered!])).toBe(run(css, [plainRtl]));
  });

  it('gives the same CSS as stylis-plugin-rtl for the whole style sheet of a rendered page', () => {
    // The site's SSR style sheet of a checkout page (kept as a fixture): every rule of the shell and the journey.
    const sheet = readFileSync(path.join(__dirname, 'fixtures/page-styles.css'), 'utf8');
    const rules = sheet.split('/*!sc*/').map((rule) => rule.trim()).filter((rule) => rule && !rule.startsWith('data-styled'));
    expect(rules.length).toBeGreaterThan(100);
    for (const rule of rules) expect(run(rule, [filtered!]), rule).toBe(run(rule, [plainRtl]));
  });

  it('still flips a physical property (the plugin is not bypassed)', () => {
    expect(run('.a{margin-left:1px;}', [filtered!])).toBe('.a{margin-right:1px;}');
  });
});
