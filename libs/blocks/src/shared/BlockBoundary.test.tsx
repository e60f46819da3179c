import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UiProvider } from '@lux/ui';
import { BlockBoundary } from './BlockBoundary';

afterEach(cleanup);

describe('BlockBoundary', () => {
  it('shows the A§8 failure text with Try again, and renders the block afresh on retry', () => {
    let fail = true;
    function Flaky() {
      if (fail) throw new Error('boom');
      return <p>recovered</p>;
    }
    const onError = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <UiProvider locale="en">
        <p>before</p>
        <BlockBoundary locale="en" onError={onError}>
          <Flaky />
        </BlockBoundary>
        <p>after</p>
      </UiProvider>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong, please try again.');
    expect(screen.getByText('before')).toBeTruthy();
    expect(screen.getByText('after')).toBeTruthy();
    expect(onError).toHaveBeenCalledOnce();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('recovered')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('speaks Hebrew on Hebrew pages', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('boom');
    }
    render(
      <UiProvider locale="he">
        <BlockBoundary locale="he">
          <Broken />
        </BlockBoundary>
      </UiProvider>,
    );
    expect(screen.getByRole('button', { name: 'נסו שוב' })).toBeTruthy();
  });
});
