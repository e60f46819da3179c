/**
 * The page's CSP nonce, read back from a script the server rendered with it (browsers hide the
 * attribute but keep the property). Inline scripts added later need it; external ones are trusted
 * through 'strict-dynamic' because our nonced bundle creates them.
 */
function pageNonce(): string {
  const script = document.querySelector<HTMLScriptElement>('script[nonce]');
  return script?.nonce || script?.getAttribute('nonce') || '';
}

/**
 * Adds a script that runs (a script element React inserts does not). Used for consented metaheads and
 * the error-reporting script.
 */
export function injectScript(source: { src: string } | { text: string }, options: { id: string; inBody?: boolean; attribute?: string }): HTMLScriptElement {
  const element = document.createElement('script');
  element.setAttribute(options.attribute ?? 'data-metahead', options.id);
  const nonce = pageNonce();
  if (nonce) element.nonce = nonce;
  if ('src' in source) {
    element.src = source.src;
    element.async = true;
  } else {
    element.text = source.text;
  }
  (options.inBody ? document.body : document.head).appendChild(element);
  return element;
}
