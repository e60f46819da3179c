import { cleanup, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UiProvider } from '@lux/ui';
import { blockKeys, blockLoaders } from '../registry';
import { eagerBlockComponents } from '../testing/eagerBlocks';
import { blockComponents, loadBlock, loadBlocks } from './lazy';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const quoteProps = {
  id: 1,
  index: 0,
  locale: 'he' as const,
  fields: { quote: 'ציטוט', author: 'יעל' },
  groups: [],
};

describe('block registry', () => {
  it('has a loader and a component for every block, and no other', () => {
    expect(Object.keys(blockComponents).sort()).toEqual([...blockKeys].sort());
    expect(Object.keys(eagerBlockComponents).sort()).toEqual([...blockKeys].sort());
  });

  it('loads, for each key, exactly the component the block module exports', async () => {
    for (const key of blockKeys) {
      expect(await blockLoaders[key](), key).toBe(eagerBlockComponents[key]);
    }
  }, 60_000);

  it('suspends a block until its module has loaded, then renders it', async () => {
    // A plain root outside act(), as in the browser: React retries the block when its module lands.
    const reactGlobal = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = reactGlobal.IS_REACT_ACT_ENVIRONMENT;
    reactGlobal.IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    try {
      const Quote = blockComponents.quote;
      flushSync(() =>
        root.render(
          <UiProvider locale="he">
            <Suspense fallback={<p>טוען</p>}>
              <Quote {...quoteProps} />
            </Suspense>
          </UiProvider>,
        ),
      );
      expect(container.textContent).toBe('טוען');
      await waitFor(() => expect(container.textContent).toContain('ציטוט'));
    } finally {
      root.unmount();
      container.remove();
      reactGlobal.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it('renders a loaded block at once, so the server sends it whole', async () => {
    await loadBlocks(['quote', 'quote']);
    const Quote = blockComponents.quote;
    const html = renderToString(
      <UiProvider locale="he">
        <Quote {...quoteProps} />
      </UiProvider>,
    );
    expect(html).toContain('ציטוט');
  });

  it('forgets a failed load, so trying again loads the module again', async () => {
    const load = vi.spyOn(blockLoaders, 'snippet').mockRejectedValueOnce(new Error('chunk failed'));
    await expect(loadBlock('snippet')).rejects.toThrow('chunk failed');
    expect(await loadBlock('snippet')).toBe(eagerBlockComponents.snippet);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
