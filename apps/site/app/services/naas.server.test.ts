import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchNaasNavigation } from './naas.server';

// A local navigation service speaking the protocol of A§7: GET /naas/nav.locale=….json → { html, cssLink, javascriptLink }.
let server: Server;
let origin = '';
const requests: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request.url ?? '');
    if (request.url?.includes('locale=he')) {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ html: '<nav>ניווט</nav>', cssLink: `${origin}/nav.css`, javascriptLink: `${origin}/nav.js` }));
    } else if (request.url?.includes('locale=ru')) {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ cssLink: `${origin}/nav.css` }));
    } else {
      response.statusCode = 503;
      response.end('down');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const config = () => ({ origin, enabled: ['search'], disabled: [], logo: 'landrover' });

describe('fetchNaasNavigation', () => {
  it('asks the service for the locale and keeps the answer for five minutes', async () => {
    const now = Date.now();
    const first = await fetchNaasNavigation(config(), 'he', now);
    expect(first).toEqual({ html: '<nav>ניווט</nav>', cssLink: `${origin}/nav.css`, javascriptLink: `${origin}/nav.js` });
    expect(requests).toContain('/naas/nav.locale=he.enabled=search.logo=landrover.json');
    const count = requests.length;
    await fetchNaasNavigation(config(), 'he', now + 60_000);
    expect(requests.length).toBe(count);
    await fetchNaasNavigation(config(), 'he', now + 6 * 60_000);
    expect(requests.length).toBe(count + 1);
  });

  it('treats an answer without html as no result', async () => {
    expect(await fetchNaasNavigation(config(), 'ru')).toBeNull();
  });

  it('rejects on a failed fetch and tries again next time', async () => {
    await expect(fetchNaasNavigation(config(), 'en')).rejects.toThrow();
    const count = requests.length;
    await expect(fetchNaasNavigation(config(), 'en')).rejects.toThrow();
    expect(requests.length).toBe(count + 1);
  });
});
