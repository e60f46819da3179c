import { describe, expect, it } from 'vitest';
import { errorSummary, severityOf } from './logger.server';

/** A router error response as `handleError` receives it (405 for a POST to a page without an action). */
const routeError = (status: number, statusText: string, data: unknown) => ({ status, statusText, internal: true, data });

describe('errorSummary', () => {
  it('names a router response by its status and message, not "[object Object]"', () => {
    const summary = errorSummary(routeError(405, 'Method Not Allowed', 'Error: You made a POST request to "/auth/error" but did not provide an `action`'));
    expect(summary).toEqual({ status: 405, message: 'Error: You made a POST request to "/auth/error" but did not provide an `action`' });
    expect(errorSummary(routeError(404, 'Not Found', null))).toEqual({ status: 404, message: 'Not Found' });
  });

  it('keeps an error’s name, message and stack, and an HTTP client error’s status and URL without its request', () => {
    const plain = errorSummary(new TypeError('boom'));
    expect(plain).toMatchObject({ name: 'TypeError', message: 'boom' });
    expect(String(plain['stack'])).toContain('boom');
    const http = Object.assign(new Error('Request failed with status code 503'), {
      code: 'ERR_BAD_RESPONSE',
      response: { status: 503, headers: { authorization: 'Bearer secret' } },
      config: { baseURL: 'http://api', url: '/settings' },
    });
    expect(errorSummary(http)).toEqual({ name: 'Error', message: 'Request failed with status code 503', code: 'ERR_BAD_RESPONSE', status: 503, url: 'http://api/settings' });
  });

  it('describes thrown non-errors readably', () => {
    expect(errorSummary('text')).toEqual({ message: 'text' });
    expect(errorSummary({ reason: 'x' })).toEqual({ message: '{"reason":"x"}' });
  });
});

describe('severityOf', () => {
  it('warns about client errors and reports server errors', () => {
    expect(severityOf(routeError(405, 'Method Not Allowed', null))).toBe('warn');
    expect(severityOf(routeError(500, 'Internal Server Error', null))).toBe('error');
    expect(severityOf(new Error('x'))).toBe('error');
  });
});
