/** Test helpers that read the CSS styled-components injected into the jsdom document. */

export type Declaration = { selector: string; property: string; value: string };

/** All CSS text styled-components has injected so far (non-speedy mode writes text nodes). */
export function injectedCss(): string {
  return Array.from(document.head.getElementsByTagName('style'))
    .map((style) => style.textContent ?? '')
    .join('\n');
}

/** Flat list of declarations; at-rule wrappers are dropped, their inner rules kept. */
export function declarationsOf(css: string): Declaration[] {
  const result: Declaration[] = [];
  for (const [, rawSelector = '', body = ''] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const selector = rawSelector.replace(/^.*\{/s, '').trim();
    for (const part of body.split(';')) {
      const colon = part.indexOf(':');
      if (colon > 0) {
        result.push({ selector, property: part.slice(0, colon).trim(), value: part.slice(colon + 1).trim() });
      }
    }
  }
  return result;
}

/** Declarations whose selector targets one of the element's classes. */
export function declarationsFor(element: Element, css = injectedCss()): Declaration[] {
  const classes = Array.from(element.classList);
  return declarationsOf(css).filter(({ selector }) => classes.some((name) => selector.includes(`.${name}`)));
}

const physicalSide = /(?:^|-)(?:left|right)(?:-|$)/;
const sideValued = new Set(['text-align', 'float', 'clear']);

/** Declarations that name a physical side: the design system must use logical ones only. */
export function physicalDeclarations(declarations: Declaration[]): Declaration[] {
  return declarations.filter(
    ({ property, value }) => physicalSide.test(property) || (sideValued.has(property) && physicalSide.test(value)),
  );
}
