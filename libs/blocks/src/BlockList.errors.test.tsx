import { cleanup, render, screen } from '@testing-library/react';
import { renderToReadableStream } from 'react-dom/server';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UiProvider } from '@lux/ui';
import { BlockList } from './testing/BlockList';
import type * as EagerBlocks from './testing/eagerBlocks';
import type { AnyBlockComponent } from './shared/types';
import { validateBlocks } from './validate';

// The quote block of this file throws while rendering; every other block is the real one.
vi.mock('./testing/eagerBlocks', async (importOriginal) => {
  const original = await importOriginal<typeof EagerBlocks>();
  const Broken: AnyBlockComponent = () => {
    throw new Error('quote data was not what the block expected');
  };
  return { ...original, eagerBlockComponents: { ...original.eagerBlockComponents, quote: Broken } };
});

const { valid: blocks } = validateBlocks([
  { id: 11, template: 'hero-title-banner', sequence: 1, fields: { heading: 'מעל ומעבר', header_tag: 'H1' }, groups: [] },
  { id: 12, template: 'quote', sequence: 2, fields: { quote: 'ציטוט', author: 'יעל' }, groups: [] },
]);

const page = (list: ReactNode) => (
  <Provider value={fork()}>
    <UiProvider locale="he">{list}</UiProvider>
  </Provider>
);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a block that fails to render (A§8)', () => {
  it('is reported to onBlockError with the block, and the page goes on', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onBlockError = vi.fn();
    render(page(<BlockList blocks={blocks} locale="he" startIndex={3} onBlockError={onBlockError} />));
    expect(screen.getByRole('heading', { level: 1, name: 'מעל ומעבר' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('משהו השתבש, אנא נסו שוב.');
    expect(onBlockError).toHaveBeenCalledOnce();
    expect(onBlockError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'quote data was not what the block expected' }),
      expect.objectContaining({ id: 12, template: 'quote', index: 4, componentStack: expect.any(String) }),
    );
    // React reports it too, as it does for every error a boundary catches.
    expect(consoleError).toHaveBeenCalled();
  });

  it('is still logged by React in the browser when the page passes no onBlockError', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(page(<BlockList blocks={blocks} locale="he" />));
    expect(screen.getByRole('alert')).toBeTruthy();
    const logged = consoleError.mock.calls.flat().map((arg) => (arg instanceof Error ? arg.message : String(arg)));
    expect(logged.some((line) => line.includes('quote data was not what the block expected'))).toBe(true);
  });

  it('on the server, reaches the render stream’s onError while the rest of the page is sent', async () => {
    const onError = vi.fn();
    const stream = await renderToReadableStream(page(<BlockList blocks={blocks} locale="he" />), { onError });
    await stream.allReady;
    const html = await new Response(stream).text();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'quote data was not what the block expected' }), expect.anything());
    expect(html).toContain('מעל ומעבר');
    expect(html).toContain('data-block="quote"');
  });
});
