import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { createMemoryRouter, Link, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $loadingBarPhase, shellTimings } from '@lux/shell';
import { declarationsFor, physicalDeclarations } from '@lux/ui/testing';
import { LoadingBar, reportRouterError } from './LoadingBar';

afterEach(cleanup);

function Layout() {
  return (
    <>
      <LoadingBar />
      <Link to="/next">Next</Link>
      <main>
        <Outlet />
      </main>
    </>
  );
}

function RouteError() {
  return <p role="alert">Something went wrong</p>;
}

/** The site's wiring: the router's onError is entry.client's `reportRouterError`. */
function renderSite(next: RouteObject) {
  const scope = fork();
  const router = createMemoryRouter([
    {
      path: '/',
      element: <Layout />,
      children: [
        { index: true, element: <h1>Home</h1> },
        { path: 'next', ErrorBoundary: RouteError, ...next } as RouteObject,
      ],
    },
  ]);
  const view = render(
    <Provider value={scope}>
      <RouterProvider router={router} onError={reportRouterError} />
    </Provider>,
  );
  // Decorative and aria-hidden: no role to find it by.
  const bar = () => view.container.querySelector('[data-phase]')!;
  return { scope, router, bar };
}

const quietly = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

describe('LoadingBar (A§4)', () => {
  // Answers arrive after a moment, as over the network: the router shows its loading state first.
  const later = <T,>(settle: () => T) => new Promise<T>((resolve) => setTimeout(() => resolve(settle()), 30));
  const failLater = (error: Error) => new Promise<never>((_, reject) => setTimeout(() => reject(error), 30));

  it.each<[string, RouteObject]>([
    ['a loader that throws', { loader: () => failLater(new Error('content service 502')), element: <h1>Next</h1> }],
    ['a route chunk that fails to load', { lazy: () => failLater(new TypeError('Failed to fetch dynamically imported module')) }],
    [
      'a route that fails to render',
      {
        loader: () => later(() => ({ blocks: [] })),
        Component: () => {
          throw new Error('bad block data');
        },
      },
    ],
  ])('turns red when a navigation ends in %s, then hides after 500 ms', async (_, next) => {
    const restore = quietly();
    const { scope, router, bar } = renderSite(next);
    fireEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(scope.getState($loadingBarPhase)).toBe('pending');
    await waitFor(() => expect(bar().getAttribute('data-phase')).toBe('failed'));
    // Once the navigation has settled (its end rendered), the failure still stands: not a plain finish.
    expect(router.state.navigation.state).toBe('idle');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(scope.getState($loadingBarPhase)).toBe('failed');
    expect(bar().getAttribute('data-phase')).toBe('failed');
    await act(() => allSettled(scope));
    expect(bar().getAttribute('data-phase')).toBe('idle');
    restore.mockRestore();
  });

  it('never turns red for a navigation that succeeds', async () => {
    const { scope, bar } = renderSite({ loader: () => later(() => ({ ok: true })), element: <h1>Next</h1> });
    fireEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(scope.getState($loadingBarPhase)).toBe('pending');
    expect(await screen.findByRole('heading', { name: 'Next' })).toBeTruthy();
    // Idle when the answer beat the 200 ms throttle; on a busy machine the bar may have started and now
    // shows its finish — never the failure. The heading can paint a tick before the navigation settles.
    await waitFor(() => expect(['idle', 'finished']).toContain(scope.getState($loadingBarPhase)));
    expect(bar().getAttribute('data-phase')).not.toBe('failed');
    await act(() => allSettled(scope));
    expect(scope.getState($loadingBarPhase)).toBe('idle');
    expect(bar().getAttribute('data-phase')).toBe('idle');
  });

  it('ignores an error reported while no navigation is under way', async () => {
    const { scope, bar } = renderSite({ element: <h1>Next</h1> });
    act(() => reportRouterError());
    expect(scope.getState($loadingBarPhase)).toBe('idle');
    expect(bar().getAttribute('data-phase')).toBe('idle');
  });

  it('fills over 5000 ms while running and is red when failed', () => {
    const { bar } = renderSite({ element: <h1>Next</h1> });
    const rules = declarationsFor(bar());
    const running = rules.filter((rule) => rule.selector.includes("[data-phase='running']") || rule.selector.includes('[data-phase="running"]'));
    expect(running).toContainEqual(expect.objectContaining({ property: 'transition', value: expect.stringContaining(`inline-size ${5000}ms`) }));
    expect(shellTimings.loadingBarDurationMs).toBe(5000);
    const failed = rules.filter((rule) => rule.selector.includes('failed'));
    expect(failed).toContainEqual({ selector: expect.any(String), property: 'background', value: '#c8102e' });
    // Logical properties only: the bar grows from the inline start (right in Hebrew).
    expect(rules).toContainEqual(expect.objectContaining({ property: 'inset-inline-start', value: '0' }));
    expect(physicalDeclarations(rules)).toEqual([]);
  });
});
