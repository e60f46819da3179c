// Graceful shutdown of an HTTP server (issue 16 item 3, ADR 032): on SIGTERM the site stops accepting
// connections, answers every request already in flight, closes keep-alive connections as soon as they are
// idle, and only then lets the process exit. Node's `server.close()` alone stops accepting and closes the
// connections idle at that moment, but a keep-alive connection whose request finishes later stays open
// until its keep-alive time-out, and a request arriving on it would still be served as if nothing happened.

/** How often connections that became idle since the shutdown began are closed. */
const IDLE_SWEEP_MS = 100;

/**
 * Stops `server` gracefully: no new connections; requests in flight are answered (with `Connection: close`
 * when their headers are not sent yet), and so are requests that still arrive on an open keep-alive
 * connection; every connection is closed once idle. After `delay` ms whatever is left is cut.
 * @param {import('node:http').Server} server
 * @param {{ delay?: number }} [options]
 * @returns {Promise<{ forced: boolean }>} `forced` when connections had to be cut at the deadline
 */
export function gracefulShutdown(server, { delay = 9_000 } = {}) {
  return new Promise((resolve) => {
    // Runs before the app's own handler: the answer tells the client not to reuse this connection.
    const closeAfterAnswer = (_req, res) => {
      if (!res.headersSent) res.setHeader('connection', 'close');
    };
    server.prependListener('request', closeAfterAnswer);
    let forced = false;
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    const deadline = setTimeout(() => {
      forced = true;
      server.closeAllConnections();
    }, delay);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(deadline);
      server.off('request', closeAfterAnswer);
      resolve({ forced });
    });
    server.closeIdleConnections();
  });
}
