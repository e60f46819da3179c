import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrationGate, firstHydrationDone, whenNear } from './hydration-gate';

// React's side (a suspended boundary keeps the server's markup and hydrates when the gate opens) is proven
// in the browser: the e2e suite's waitForHydration walks each page and waits for every block's fibers.

/** An IntersectionObserver the test drives: `enter()` reports every observed element as intersecting. */
function fakeObserver() {
  const observers: Fake[] = [];
  class Fake {
    targets: Element[] = [];
    constructor(readonly callback: IntersectionObserverCallback) {
      observers.push(this);
    }
    observe(target: Element) {
      this.targets.push(target);
    }
    disconnect() {
      this.targets = [];
    }
  }
  vi.stubGlobal('IntersectionObserver', Fake);
  return {
    enter: () => {
      for (const observer of observers) {
        const entries = observer.targets.map(
          (target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry,
        );
        if (entries.length) observer.callback(entries, observer as unknown as IntersectionObserver);
      }
    },
  };
}

const settled = (promise: Promise<void>) =>
  Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 20))]);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('whenNear', () => {
  it('opens when the block comes near the viewport, not before', async () => {
    const observer = fakeObserver();
    const gate = whenNear(document.body.appendChild(document.createElement('div')));
    expect(await settled(gate)).toBe(false);
    observer.enter();
    expect(await settled(gate)).toBe(true);
  });

  it('opens when a visitor focuses into the block or points at it before it is in view', async () => {
    fakeObserver();
    for (const event of [
      new FocusEvent('focusin', { bubbles: true }),
      new Event('pointerdown', { bubbles: true }),
    ]) {
      const block = document.body.appendChild(document.createElement('div'));
      const button = block.appendChild(document.createElement('button'));
      const gate = whenNear(block);
      expect(await settled(gate)).toBe(false);
      button.dispatchEvent(event);
      expect(await settled(gate)).toBe(true);
    }
  });
});

describe('HydrationGate', () => {
  const page = (index: number) => (
    <Suspense fallback={<p>waiting</p>}>
      <HydrationGate elementId={`component-${index}`} index={index}>
        <p>block {index}</p>
      </HydrationGate>
    </Suspense>
  );

  it('renders the first block (the hero, above the fold) at once', () => {
    fakeObserver();
    document.body.appendChild(document.createElement('div')).id = 'component-0';
    render(page(0));
    expect(screen.getByText('block 0')).toBeTruthy();
  });

  it('holds the second block (index 1) during the first hydration until it nears the viewport', () => {
    fakeObserver();
    document.body.appendChild(document.createElement('div')).id = 'component-1';
    render(page(1));
    expect(screen.getByText('waiting')).toBeTruthy();
  });

  it('holds a block further below the fold during the first hydration', () => {
    fakeObserver();
    document.body.appendChild(document.createElement('div')).id = 'component-4';
    render(page(4));
    expect(screen.getByText('waiting')).toBeTruthy();
  });

  it('renders every block at once after the first hydration (client navigations)', () => {
    fakeObserver();
    firstHydrationDone();
    document.body.appendChild(document.createElement('div')).id = 'component-7';
    render(page(7));
    expect(screen.getByText('block 7')).toBeTruthy();
  });
});
