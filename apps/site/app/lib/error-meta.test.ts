import { describe, expect, it } from 'vitest';
import { errorMeta } from './error-meta';

/** A route error response as React Router hands it to `meta` (the shape `isRouteErrorResponse` checks). */
const routeError = (status: number) => ({ status, statusText: '', internal: false, data: null });

describe('errorMeta', () => {
  it('titles a missing page in the page language and keeps it out of the index', () => {
    expect(errorMeta('/models/none', routeError(404))).toEqual([{ title: 'הדף לא נמצא' }, { name: 'robots', content: 'noindex' }]);
    expect(errorMeta('/en/models/none', routeError(404))[0]).toEqual({ title: 'Page not found' });
  });

  it('titles any other failure as an error', () => {
    expect(errorMeta('/', new Error('boom'))[0]).toEqual({ title: 'משהו השתבש' });
    expect(errorMeta('/en', routeError(500))[0]).toEqual({ title: 'Something went wrong' });
  });

  it('titles a service outage and a refused address by what they are', () => {
    expect(errorMeta('/', routeError(503))[0]).toEqual({ title: 'האתר אינו זמין כרגע' });
    expect(errorMeta('/en/stock', routeError(414))[0]).toEqual({ title: 'This address cannot be shown' });
  });
});
