import { act, cleanup, render, screen } from '@testing-library/react';
import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  $strategyStatus,
  dynamicContentSettingsReceived,
  httpGetFx,
  routeChanged,
  type HttpGetRequest,
} from '@lux/dynamic-content';
import { createStrategyServicesStandIn, dynamicContentSettingsRecord } from '@lux/dynamic-content/testing';
import { UiProvider } from '@lux/ui';
import { BlockList } from '../testing/BlockList';
import { validateBlocks } from '../validate';
import type { BlockInstance } from './types';
import { useDynamicContentFilter } from './dynamic-content';

const quote = (id: number, text: string, dcStrategy?: unknown): BlockInstance => ({
  id,
  template: 'quote',
  sequence: id * 10,
  fields: { quote: text, author: 'יעל', ...(dcStrategy === undefined ? {} : { dc_strategy: dcStrategy }) },
  groups: [],
});

const jaguarOnly = { key: 'url_brand', value: 'any_jag', fallback: false };
const jaguarFallback = { key: 'url_brand', value: 'any_jag', fallback: true };

/** Two sibling blocks: one for Jaguar pages, its fallback for every other page, and a plain block. */
const page: BlockInstance[] = [
  quote(1, 'תמיד כאן'),
  quote(2, 'מבצע יגואר', jaguarOnly),
  quote(3, 'מבצע לנד רובר', jaguarFallback),
];

async function scopeAt(pathname: string | null, settings: Record<string, string> = {}) {
  const services = createStrategyServicesStandIn();
  const handler = vi.fn(services.handler);
  const scope = fork({ handlers: [[httpGetFx, handler]] });
  await allSettled(dynamicContentSettingsReceived, { scope, params: settings });
  if (pathname !== null) await allSettled(routeChanged, { scope, params: { pathname, search: '' } });
  return { scope, handler };
}

function tree(scope: Scope, blocks: BlockInstance[] = page) {
  const { valid } = validateBlocks(blocks);
  return (
    <Provider value={scope}>
      <UiProvider locale="he">
        <BlockList blocks={valid} locale="he" />
      </UiProvider>
    </Provider>
  );
}

const shown = (text: string) => screen.queryByText(text) !== null;

afterEach(cleanup);

describe('dynamic-content blocks (B§4)', () => {
  it('keeps a valid dc_strategy on every block, parsed, and drops one without a key', () => {
    const { valid, problems } = validateBlocks([
      quote(1, 'a', { key: 'URL brand', value: 'velar', fallback: 'true' }),
      quote(2, 'b', { value: 'velar' }),
      quote(3, 'c', 'url_brand'),
    ]);
    expect(problems).toEqual([]);
    expect(valid.map((block) => block.fields['dc_strategy'])).toEqual([
      { key: 'URL brand', value: 'velar', fallback: true },
      undefined,
      undefined,
    ]);
  });

  it('renders a block without a condition exactly as before: no wrapper, no extra markup', async () => {
    const { scope } = await scopeAt('/models/f-pace');
    const { container } = render(tree(scope, [quote(1, 'תמיד כאן'), quote(2, 'מבצע יגואר', jaguarOnly)]));
    const plain = render(tree(scope, [quote(1, 'תמיד כאן'), quote(2, 'מבצע יגואר')])).container;
    expect(container.innerHTML).toBe(plain.innerHTML);
    expect([...container.children].map((child) => child.id)).toEqual(['component-0', 'component-1']);
  });

  it('shows the content and hides the fallback on the server, whatever the page', async () => {
    const { scope, handler } = await scopeAt('/models/defender', { ...dynamicContentSettingsRecord });
    const html = renderToString(tree(scope));
    expect(html).toContain('תמיד כאן');
    expect(html).toContain('מבצע יגואר');
    expect(html).not.toContain('מבצע לנד רובר');
    expect(html).toContain('id="component-1"');
    // The hidden block leaves nothing behind, not even its anchor.
    expect(html).not.toContain('id="component-2"');
    // Nothing is requested while rendering on the server.
    expect(handler).not.toHaveBeenCalled();
  });

  it('hydrates the server HTML as it is, then swaps to the fallback without a mismatch', async () => {
    const { scope } = await scopeAt('/models/defender');
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(tree(scope));
    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    const root = await act(async () =>
      hydrateRoot(container, tree(scope), { onRecoverableError: recoverable }),
    );
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    expect([shown('תמיד כאן'), shown('מבצע יגואר'), shown('מבצע לנד רובר')]).toEqual([true, false, true]);
    act(() => root.unmount());
    container.remove();
  });

  it('after mount shows the content where URL brand passes, and swaps to the fallback where it does not', async () => {
    const jaguar = await scopeAt('/models/f-pace');
    render(tree(jaguar.scope));
    expect([shown('תמיד כאן'), shown('מבצע יגואר'), shown('מבצע לנד רובר')]).toEqual([true, true, false]);
    cleanup();

    const landRover = await scopeAt('/models/defender');
    const { container } = render(tree(landRover.scope));
    expect([shown('תמיד כאן'), shown('מבצע יגואר'), shown('מבצע לנד רובר')]).toEqual([true, false, true]);
    expect([...container.children].map((child) => child.id)).toEqual(['component-0', 'component-2']);
  });

  it('swaps content and fallback when the route path changes (not the query)', async () => {
    const { scope } = await scopeAt('/models/f-pace');
    render(tree(scope));
    expect(shown('מבצע יגואר')).toBe(true);
    await act(() =>
      allSettled(routeChanged, { scope, params: { pathname: '/models/range-rover-velar', search: '' } }),
    );
    expect([shown('מבצע יגואר'), shown('מבצע לנד רובר')]).toEqual([false, true]);
    await act(() =>
      allSettled(routeChanged, {
        scope,
        params: { pathname: '/models/range-rover-velar', search: '?model=xe' },
      }),
    );
    expect([shown('מבצע יגואר'), shown('מבצע לנד רובר')]).toEqual([false, true]);
    await act(() =>
      allSettled(routeChanged, { scope, params: { pathname: '/he/models/i-pace', search: '' } }),
    );
    expect([shown('מבצע יגואר'), shown('מבצע לנד רובר')]).toEqual([true, false]);
  });

  it('shows the content when the strategy data is absent (not configured, or a failed request)', async () => {
    const inStock = { key: 'external_stock', value: 'Range Rover Classic', fallback: false };
    const elsewhere = { ...inStock, fallback: true };
    const blocks = [quote(1, 'במלאי', inStock), quote(2, 'לא במלאי', elsewhere)];

    const unconfigured = await scopeAt('/');
    render(tree(unconfigured.scope, blocks));
    await act(() => allSettled(unconfigured.scope));
    expect(unconfigured.scope.getState($strategyStatus).external_stock).toBe('fetched');
    expect([shown('במלאי'), shown('לא במלאי')]).toEqual([true, false]);
    cleanup();

    const failing = fork({ handlers: [[httpGetFx, () => Promise.reject(new Error('network down'))]] });
    await allSettled(dynamicContentSettingsReceived, {
      scope: failing,
      params: { ...dynamicContentSettingsRecord },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(tree(failing, blocks));
    await act(() => allSettled(failing));
    warn.mockRestore();
    expect([shown('במלאי'), shown('לא במלאי')]).toEqual([true, false]);
  });

  it('fetches a strategy once for every block that uses it, then judges each block by the data', async () => {
    const { scope, handler } = await scopeAt('/', { ...dynamicContentSettingsRecord });
    const blocks = [
      quote(1, 'ולאר במלאי', { key: 'external_stock', value: 'velar', fallback: false }),
      quote(2, 'קלאסיק במלאי', { key: 'external_stock', value: 'Range Rover Classic', fallback: false }),
      quote(3, 'קלאסיק לא במלאי', { key: 'external_stock', value: 'Range Rover Classic', fallback: true }),
    ];
    render(tree(scope, blocks));
    await act(() => allSettled(scope));
    expect(handler).toHaveBeenCalledTimes(1);
    expect((handler.mock.calls[0]![0] as HttpGetRequest).headers).toEqual({ 'x-api-key': 'test-key' });
    expect([shown('ולאר במלאי'), shown('קלאסיק במלאי'), shown('קלאסיק לא במלאי')]).toEqual([
      true,
      false,
      true,
    ]);
  });
});

describe('useDynamicContentFilter (floating button items)', () => {
  type Item = { label: string; dcStrategy: unknown };
  const items: Item[] = [
    { label: 'נסיעת מבחן', dcStrategy: null },
    { label: 'מבצעי לנד רובר', dcStrategy: { key: 'url_brand', value: 'any_lr', fallback: false } },
    { label: 'מבצעי יגואר', dcStrategy: { key: 'url_brand', value: 'any_lr', fallback: true } },
    { label: 'במלאי', dcStrategy: { key: 'external_stock', value: 'F-PACE', fallback: false } },
  ];

  /** Like the floating button: the filter comes from the parent, the child filters while it renders. */
  function List({ filter }: { filter: (condition: unknown) => boolean }) {
    return (
      <ul>
        {items
          .filter((item) => filter(item.dcStrategy))
          .map((item) => (
            <li key={item.label}>{item.label}</li>
          ))}
      </ul>
    );
  }
  function Host({ conditions }: { conditions?: unknown[] }) {
    const filter = useDynamicContentFilter(conditions);
    return <List filter={filter} />;
  }
  const labels = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

  it('keeps content items and drops fallback ones on the server, requesting nothing', async () => {
    const { scope, handler } = await scopeAt('/models/f-pace', { ...dynamicContentSettingsRecord });
    const html = renderToString(
      <Provider value={scope}>
        <Host />
      </Provider>,
    );
    expect(html).toContain('מבצעי לנד רובר');
    expect(html).not.toContain('מבצעי יגואר');
    expect(handler).not.toHaveBeenCalled();
  });

  it('after mount judges each item, requests the strategies it met in an effect, and swaps on a path change', async () => {
    const { scope, handler } = await scopeAt('/models/f-pace', { ...dynamicContentSettingsRecord });
    render(
      <Provider value={scope}>
        <Host />
      </Provider>,
    );
    await act(() => allSettled(scope));
    expect(handler).toHaveBeenCalledTimes(1);
    expect(scope.getState($strategyStatus).external_stock).toBe('fetched');
    expect(labels()).toEqual(['נסיעת מבחן', 'מבצעי יגואר', 'במלאי']);
    await act(() =>
      allSettled(routeChanged, { scope, params: { pathname: '/models/defender', search: '' } }),
    );
    expect(labels()).toEqual(['נסיעת מבחן', 'מבצעי לנד רובר', 'במלאי']);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('requests the strategies of the conditions it is given, even before any item is judged', async () => {
    const { scope, handler } = await scopeAt('/', { ...dynamicContentSettingsRecord });
    function Lazy() {
      useDynamicContentFilter([{ key: 'reffine', value: 'stock:velar', fallback: false }, null, 'junk']);
      return null;
    }
    render(
      <Provider value={scope}>
        <Lazy />
      </Provider>,
    );
    await act(() => allSettled(scope));
    expect(handler.mock.calls.map(([request]) => new URL((request as HttpGetRequest).url).hostname)).toEqual([
      'reffine.example',
    ]);
  });
});
