import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { NonceProvider } from './lib/nonce';
import { errorSummary, logger, severityOf } from './lib/logger.server';
import { deferModules } from './lib/defer-modules.server';
import { styleInjector } from './lib/style-injector.server';
import './context';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce } = loadContext;
  return new Promise<Response>((resolve, reject) => {
    const sheet = new ServerStyleSheet();
    let ready = false;
    // Errors React reports while rendering; if the document still completes, each was caught by a
    // block's Suspense boundary (A§8): that block is sent empty, the browser renders it again, and the
    // page answers with its own status. If the shell fails, onShellError rejects and handleError logs.
    const renderErrors: unknown[] = [];
    const { pipe, abort } = renderToPipeableStream(
      sheet.collectStyles(
        <NonceProvider value={nonce}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </NonceProvider>,
      ),
      {
        nonce,
        // React outlines a completed Suspense boundary (each block has one) whose HTML would make the next
        // flush "too big", sending it after the scripts and revealing it on a later frame: the page then
        // paints without its hero and shifts when it arrives (LCP and CLS). The document is sent whole
        // (see onAllReady), so every boundary stays in place.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        // Loaders have already awaited their data, so "all ready" costs nothing over "shell ready" and
        // lets every style reach <head> before the first byte of <body>: no flash of unstyled content.
        onAllReady() {
          ready = true;
          // A block the server could not render is sent empty: this answer is not one to keep (ADR 030).
          if (renderErrors.length > 0) loadContext.markDegraded?.('block render failed');
          for (const error of renderErrors) {
            logger.error(
              { err: errorSummary(error), requestId: loadContext.requestId, url: request.url },
              'block render failed on the server; the browser will render it again',
            );
          }
          const body = styleInjector(sheet, nonce);
          // The modules load after the first frame (defer-modules.server.ts, ADR 018).
          const document = body.pipe(deferModules(nonce));
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(createReadableStreamFromReadable(document), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
          clearTimeout(timer);
        },
        onShellError(error: unknown) {
          sheet.seal();
          reject(error);
        },
        onError(error: unknown) {
          if (ready) {
            logger.error({ err: errorSummary(error), requestId: loadContext.requestId }, 'render failed while streaming');
          } else {
            renderErrors.push(error);
          }
        },
      },
    );
    const timer = setTimeout(abort, streamTimeout + 1000);
  });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  logger[severityOf(error)]({ err: errorSummary(error), url: request.url }, 'request failed');
}
