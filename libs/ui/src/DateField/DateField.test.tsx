import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../direction/UiProvider';
import { DateField } from './DateField';

function segmentLabels(): string[] {
  return screen.getAllByRole('spinbutton').map((segment) => segment.getAttribute('aria-label') ?? '');
}

describe('DateField', () => {
  it('is a labelled group of date segments that reports an ISO date', async () => {
    const onChange = vi.fn();
    render(
      <UiProvider locale="en-US">
        <DateField label="Delivery date" onChange={onChange} />
      </UiProvider>,
    );
    expect(screen.getByRole('group', { name: 'Delivery date' })).toBeTruthy();
    await userEvent.click(screen.getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('12242026');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ year: 2026, month: 12, day: 24 }));
    expect(String(onChange.mock.lastCall?.[0])).toBe('2026-12-24');
  });

  it('shows the error while invalid', () => {
    render(<DateField label="Delivery date" isInvalid errorMessage="Choose a future date" />);
    expect(screen.getByText('Choose a future date')).toBeTruthy();
  });

  describe('supports RTL', () => {
    it('orders the segments day, month, year under Hebrew and month first under US English', () => {
      const { unmount } = render(
        <UiProvider locale="he">
          <DateField label="תאריך" />
        </UiProvider>,
      );
      expect(segmentLabels()[0]).toMatch(/יום/);
      unmount();
      render(
        <UiProvider locale="en-US">
          <DateField label="Date" />
        </UiProvider>,
      );
      expect(segmentLabels()[0]).toMatch(/month/i);
    });
  });
});
