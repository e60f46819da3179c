import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../direction/UiProvider';
import { Pagination } from './Pagination';

function arrowOf(name: string): string | null {
  const svg = screen.getByRole('button', { name }).lastElementChild;
  return svg?.getAttribute('data-points') ?? null;
}

describe('Pagination', () => {
  it('is a labelled navigation with previous, next and the page status', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={2} pageCount={5} onPageChange={onPageChange} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByText('Page 2 of 5')).toBeTruthy();
    await userEvent.click(within(nav).getByRole('button', { name: 'Next page' }));
    await userEvent.click(within(nav).getByRole('button', { name: 'Previous page' }));
    expect(onPageChange.mock.calls).toEqual([[3], [1]]);
  });

  it('keeps the end buttons focusable but inactive', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={1} pageCount={1} onPageChange={onPageChange} />);
    const previous = screen.getByRole('button', { name: 'Previous page' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    expect(previous).toHaveProperty('disabled', false);
    await userEvent.click(previous);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('takes custom labels and status', () => {
    render(
      <Pagination
        page={1}
        pageCount={3}
        onPageChange={() => undefined}
        aria-label="Stock pages"
        previousLabel="Back"
        nextLabel="Forward"
        formatStatus={(page, count) => `${page}/${count}`}
      />,
    );
    expect(within(screen.getByRole('navigation', { name: 'Stock pages' })).getByText('1/3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Forward' })).toBeTruthy();
  });

  describe('supports RTL', () => {
    it('points previous to the right and next to the left under Hebrew, with Hebrew labels', () => {
      render(
        <UiProvider locale="he">
          <Pagination page={2} pageCount={3} onPageChange={() => undefined} />
        </UiProvider>,
      );
      expect(screen.getByRole('navigation', { name: 'ניווט בין עמודים' })).toBeTruthy();
      expect(arrowOf('העמוד הקודם')).toBe('right');
      expect(arrowOf('העמוד הבא')).toBe('left');
      expect(screen.getByText('עמוד 2 מתוך 3')).toBeTruthy();
    });

    it('points previous to the left and next to the right under English', () => {
      render(
        <UiProvider locale="en">
          <Pagination page={2} pageCount={3} onPageChange={() => undefined} />
        </UiProvider>,
      );
      expect(arrowOf('Previous page')).toBe('left');
      expect(arrowOf('Next page')).toBe('right');
    });
  });
});
