/**
 * Where an element's text sits: its box may span the whole row or card, while the text starts at the
 * inline start — what the RTL and LTR stories check.
 */
export function textBox(element: Element): DOMRect {
  const range = document.createRange();
  range.selectNodeContents(element);
  return range.getBoundingClientRect();
}
