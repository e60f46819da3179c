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
      callback(null, head.slice(0, end) + styles + head.slice(end));
      head = '';
    },
    flush(callback) {
      sheet.seal();
      callback(null, injected ? undefined : head + decoder.decode());
    },
  });
}
