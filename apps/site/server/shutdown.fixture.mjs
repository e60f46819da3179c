// A stand-in for server.mjs in shutdown.test.ts: a plain HTTP server whose /slow answers after 500 ms, closed
// on SIGTERM exactly as server.mjs closes the site (close-with-grace around gracefulShutdown). Prints its port,
// then `request` for each request it receives.
import http from 'node:http';
import closeWithGrace from 'close-with-grace';
import { gracefulShutdown } from './shutdown.mjs';

const server = http.createServer((req, res) => {
  process.stdout.write('request\n');
  setTimeout(
    () => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('a'.repeat(64 * 1024));
      setTimeout(() => res.end('end'), 10);
    },
    req.url === '/slow' ? 500 : 0,
  );
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`${server.address().port}\n`));

closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) console.error(err);
  await gracefulShutdown(server, { delay: 9_000 });
});
