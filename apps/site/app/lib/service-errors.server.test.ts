import { AxiosError, AxiosHeaders } from 'axios';
import { isRouteErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routeErrorOf, withServiceErrors } from './service-errors.server';

const config = { headers: new AxiosHeaders() };
const answered = (status: number) =>
  new AxiosError(`status ${status}`, 'ERR_BAD_RESPONSE', config, {}, { status, statusText: '', headers: {}, config, data: {} });

/** `data()` gives a DataWithResponseInit; its init carries the status and headers. */
const initOf = (value: unknown) => (value as { init: ResponseInit | null }).init;

describe('routeErrorOf', () => {
  it('turns an unreachable or timed-out service into a 503 with Retry-After', () => {
    for (const error of [new AxiosError('connect ECONNREFUSED', 'ECONNREFUSED', config), new AxiosError('timeout of 5000ms exceeded', 'ECONNABORTED', config)]) {
      const init = initOf(routeErrorOf(error));
      expect(init?.status).toBe(503);
      expect(new Headers(init?.headers).get('retry-after')).toBe('30');
    }
  });

  it('turns a failing service (5xx, 429) into a 503', () => {
    for (const status of [500, 502, 503, 504, 429]) expect(initOf(routeErrorOf(answered(status)))?.status).toBe(503);
  });

  it('keeps a 4xx of the service as the same status; 401 and 403 read as not found', () => {
    expect(initOf(routeErrorOf(answered(400)))?.status).toBe(400);
    expect(initOf(routeErrorOf(answered(404)))?.status).toBe(404);
    expect(initOf(routeErrorOf(answered(414)))?.status).toBe(414);
    expect(initOf(routeErrorOf(answered(403)))?.status).toBe(404);
  });

  it("reads the stock client's errors too: no answer (status null) is unavailable, a 400 stays a 400", () => {
    const stockError = (status: number | null) => Object.assign(new Error('stock'), { name: 'StockApiError', status });
    expect(initOf(routeErrorOf(stockError(null)))?.status).toBe(503);
    expect(initOf(routeErrorOf(stockError(400)))?.status).toBe(400);
  });

  it('leaves anything that is not a service call alone', () => {
    const bug = new TypeError('x is undefined');
    expect(routeErrorOf(bug)).toBe(bug);
    expect(isRouteErrorResponse(routeErrorOf(bug))).toBe(false);
  });
});

describe('withServiceErrors', () => {
  it('rethrows the mapped answer and passes results through', async () => {
    await expect(withServiceErrors(async (n: number) => n + 1)(1)).resolves.toBe(2);
    await expect(
      withServiceErrors(async () => {
        throw answered(502);
      })(),
    ).rejects.toMatchObject({ init: { status: 503 } });
  });
});
