import { Transform } from 'node:stream';
import type { ServerStyleSheet } from 'styled-components';

/**
 * Puts the styles styled-components collected into <head> (pitfall 6: its own stream interleaving writes
 * <style> before the doctype and sends the page into quirks mode). The document is piped after
 * onAllReady, so by the time `</head>` passes every component has rendered and every rule is known.
 */
export function styleInjector(sheet: ServerStyleSheet, nonce: string): Transform {
  const decoder = new TextDecoder();
  let head = '';
  let injected = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (injected) {
        callback(null, chunk);
        return;
      }
      head += decoder.decode(chunk, { stream: true });
      const end = head.indexOf('</head>');
      if (end === -1) {
        callback();
        return;
      }
      injected = true;
      const styles = sheet.getStyleTags().replaceAll('<style ', `<style nonce="${nonce}" `);
      callback(null, lowPriorityModules(head.slice(0, end)) + styles + head.slice(end));
      head = '';
    },
    flush(callback) {
      sheet.seal();
      callback(null, injected ? undefined : head + decoder.decode());
    },
  });
}

/**
 * The page is whole in the HTML; its modules only hydrate it. React hoists React Router's module preloads
 * into <head> at the browser's high priority, where they compete with the style sheet, fonts and the
 * hero image for the first paint on a slow connection. Asked for at low priority they still start at
 * once, but after what the visitor sees (LCP). React Router's <Scripts> has no prop for it.
 */
export function lowPriorityModules(head: string): string {
  return head.replace(/<link rel="modulepreload"(?![^>]*fetchpriority)/g, '<link rel="modulepreload" fetchpriority="low"');
}
