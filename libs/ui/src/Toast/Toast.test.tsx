import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { UiProvider } from '../direction/UiProvider';
import { createToastQueue, ToastProvider, useToast } from './Toast';

function Save() {
  const toast = useToast();
  return (
    <Button
      onClick={() => toast.show({ title: 'Saved', description: 'The customer was updated', tone: 'success' })}
    >
      Save
    </Button>
  );
}

describe('Toast', () => {
  it('shows a toast in a labelled region from useToast(), and closes it from its button', async () => {
    render(
      <ToastProvider>
        <Save />
      </ToastProvider>,
    );
    expect(screen.queryByRole('region')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const region = screen.getByRole('region', { name: /notification/i });
    expect(within(region).getByText('Saved')).toBeTruthy();
    expect(within(region).getByText('The customer was updated')).toBeTruthy();
    await userEvent.click(within(region).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('takes toasts added to its queue from outside React', () => {
    const queue = createToastQueue();
    render(
      <ToastProvider queue={queue}>
        <p>Back office</p>
      </ToastProvider>,
    );
    act(() => {
      queue.add({ title: 'Import finished', tone: 'info' });
    });
    expect(within(screen.getByRole('region')).getByText('Import finished')).toBeTruthy();
  });

  it('fails loudly when used without a provider', () => {
    function Orphan() {
      useToast();
      return null;
    }
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Orphan />)).toThrow(/ToastProvider/);
    quiet.mockRestore();
  });

  describe('supports RTL', () => {
    it('lays the region out right to left with Hebrew labels', async () => {
      render(
        <UiProvider locale="he">
          <ToastProvider>
            <Save />
          </ToastProvider>
        </UiProvider>,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      const region = screen.getByRole('region');
      expect(region.getAttribute('dir')).toBe('rtl');
      expect(within(region).getByRole('button', { name: 'סגירה' })).toBeTruthy();
    });
  });
});
