/**
 * Stripe's form encoding: nested objects and arrays in bracket keys (`metadata[order_number]=A1`,
 * `payment_method_types[0]=card`, `expand[]=latest_charge`), as its SDKs send them. Decoded into plain
 * objects and arrays; keys that could reach an object's prototype are dropped, and nesting stops at 6.
 */

type Nested = { [key: string]: Nested | string } | (Nested | string)[];

const UNSAFE = new Set(['__proto__', 'prototype', 'constructor']);
const KEY = /^([^[\]]+)((?:\[[^[\]]*\])*)$/;

export function parseStripeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const match = KEY.exec(key);
    const path = match ? [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)] : [key];
    if (path.length > 6 || path.some((part) => UNSAFE.has(part))) continue;
    let node: Record<string, unknown> = root;
    path.forEach((part, index) => {
      const name = part === '' ? String(Object.keys(node).length) : part;
      if (index === path.length - 1) {
        node[name] = value;
        return;
      }
      const next = node[name];
      if (typeof next !== 'object' || next === null) node[name] = {};
      node = node[name] as Record<string, unknown>;
    });
  }
  return arrays(root) as Record<string, unknown>;
}

/** Objects whose keys are 0…n-1 become arrays, as Stripe reads them. */
function arrays(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value as Record<string, unknown>).map(
    ([key, item]) => [key, arrays(item)] as const,
  );
  const indexed = entries.length > 0 && entries.every(([key], index) => key === String(index));
  return indexed ? entries.map(([, item]) => item) : (Object.fromEntries(entries) as Nested);
}
