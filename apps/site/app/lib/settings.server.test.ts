import type { AppLoadContext } from 'react-router';
import { AxiosError, type AxiosResponse } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { builtInSettings } from '@lux/content';

const fetchSettings = vi.hoisted(() => vi.fn<(requestId: string) => Promise<Record<string, string>>>());
const log = vi.hoisted(() => ({ warn: vi.fn(), error: vi.fn() }));
vi.mock('../services/content.server', () => ({ fetchSettings }));
vi.mock('./logger.server', () => ({ logger: log, errorSummary: (error: unknown) => ({ message: String(error) }) }));

const { loadSettings } = await import('./settings.server');

/** The context server.mjs builds: one memo per request. */
function requestContext(pathname = '/'): AppLoadContext {
  const cache = new Map<string, unknown>();
  return {
    nonce: 'n',
    requestId: 'req-1',
    pathname,
    memo: <T,>(key: string, compute: () => T): T => {
      if (!cache.has(key)) cache.set(key, compute());
      return cache.get(key) as T;
    },
  };
}

const httpError = (status: number) =>
  new AxiosError(`status ${status}`, 'ERR_BAD_REQUEST', undefined, undefined, { status } as AxiosResponse);

beforeEach(() => {
  fetchSettings.mockReset();
  log.warn.mockReset();
  log.error.mockReset();
});

describe('loadSettings', () => {
  it('fetches once per request, however many loaders ask, and again for the next request', async () => {
    fetchSettings.mockResolvedValue({ 'meta.app_name': 'לנד רובר' });
    const context = requestContext();
    const [a, b] = await Promise.all([loadSettings(context), loadSettings(context)]);
    await loadSettings(context);
    expect(fetchSettings).toHaveBeenCalledTimes(1);
    expect(fetchSettings).toHaveBeenCalledWith('req-1');
    expect(a).toBe(b);
    await loadSettings(requestContext());
    expect(fetchSettings).toHaveBeenCalledTimes(2);
  });

  it('merges server values over the built-in defaults', async () => {
    fetchSettings.mockResolvedValue({ 'meta.title_divider': '–', 'custom.key': 'x' });
    const settings = await loadSettings(requestContext());
    expect(settings['meta.title_divider']).toBe('–');
    expect(settings['custom.key']).toBe('x');
    expect(settings['price.symbol']).toBe(builtInSettings['price.symbol']);
  });

  it('treats 403 as a permissions problem: logged as a warning only, defaults used (A§6)', async () => {
    fetchSettings.mockRejectedValue(httpError(403));
    const settings = await loadSettings(requestContext());
    expect(settings['meta.title_divider']).toBe('|');
    expect(settings['theme.name']).toBe('light');
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]?.[1]).toMatch(/permission/);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('logs any other failure as an error and uses the defaults', async () => {
    for (const failure of [httpError(500), new Error('connect ECONNREFUSED')]) {
      log.error.mockReset();
      fetchSettings.mockRejectedValue(failure);
      await expect(loadSettings(requestContext())).resolves.toMatchObject({ 'meta.title_divider': '|', 'price.symbol': '€' });
      expect(log.error).toHaveBeenCalledTimes(1);
    }
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('applies {key}:{locale} values on that locale pages only', async () => {
    fetchSettings.mockResolvedValue({ 'meta.app_name': 'לנד רובר ישראל', 'meta.app_name:en': 'Land Rover Israel' });
    expect((await loadSettings(requestContext('/en/models')))['meta.app_name']).toBe('Land Rover Israel');
    expect((await loadSettings(requestContext('/models')))['meta.app_name']).toBe('לנד רובר ישראל');
  });
});
