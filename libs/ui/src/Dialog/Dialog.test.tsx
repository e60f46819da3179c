import { useRef } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { UiProvider } from '../direction/UiProvider';
import { Dialog, DialogTrigger } from './Dialog';

function Example({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <DialogTrigger onOpenChange={onOpenChange}>
      <Button>Edit customer</Button>
      <Dialog title="Edit customer" footer={(close) => <Button onClick={close}>Save</Button>}>
        <p>Details</p>
      </Dialog>
    </DialogTrigger>
  );
}

describe('Dialog', () => {
  it('opens from its trigger as a modal dialog named by its heading, with focus inside', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit customer' });
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Edit customer' })).toBeTruthy();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes with Escape and gives focus back to the trigger', async () => {
    const onOpenChange = vi.fn();
    render(<Example onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'Edit customer' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('closes from the labelled close button and from a footer action', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit customer' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Edit customer' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('can be controlled without a trigger', () => {
    render(
      <Dialog title="Controlled" isOpen onOpenChange={() => undefined}>
        Body
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Controlled' })).toBeTruthy();
  });

  it('can focus its close button or a given element first', () => {
    function WithRef() {
      const cancel = useRef<HTMLButtonElement>(null);
      return (
        <Dialog
          title="Leave?"
          role="alertdialog"
          isOpen
          initialFocus={cancel}
          footer={
            <>
              <Button ref={cancel}>Stay</Button>
              <Button>Leave</Button>
            </>
          }
        >
          Sure?
        </Dialog>
      );
    }
    const { unmount } = render(<WithRef />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.getByRole('alertdialog', { name: 'Leave?' })).toBeTruthy();
    unmount();
    render(
      <Dialog title="Offer" isOpen initialFocus="close">
        Body
      </Dialog>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('needs an answer without a close button: Escape only asks, a backdrop click does nothing', async () => {
    const onOpenChange = vi.fn();
    render(
      <Dialog title="No dealer found" isOpen onOpenChange={onOpenChange} showCloseButton={false} aria-describedby="why">
        <p id="why">Choose another district.</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'No dealer found' });
    expect(within(dialog).queryByRole('button')).toBeNull();
    expect(dialog.getAttribute('aria-describedby')).toBe('why');
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange.mock.calls).toEqual([[false]]);
    // The backdrop: the overlay around the dialog's box.
    const backdrop = dialog.parentElement?.parentElement;
    expect(backdrop?.contains(dialog)).toBe(true);
    await userEvent.click(backdrop!);
    expect(onOpenChange.mock.calls).toEqual([[false]]);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('opens as a drawer at the inline end', () => {
    render(
      <Dialog title="Filters" isOpen variant="drawer" footer={<Button>Show 12 results</Button>}>
        Filters
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(dialog.closest('[data-variant="drawer"]')).not.toBeNull();
  });

  describe('supports RTL', () => {
    it('carries the Hebrew direction and language into the portal, with a Hebrew close label', async () => {
      render(
        <UiProvider locale="he">
          <DialogTrigger>
            <Button>עריכה</Button>
            <Dialog title="עריכת לקוח">תוכן</Dialog>
          </DialogTrigger>
        </UiProvider>,
      );
      await userEvent.click(screen.getByRole('button', { name: 'עריכה' }));
      const dialog = await screen.findByRole('dialog', { name: 'עריכת לקוח' });
      expect(dialog.getAttribute('dir')).toBe('rtl');
      expect(dialog.getAttribute('lang')).toBe('he');
      expect(within(dialog).getByRole('button', { name: 'סגירה' })).toBeTruthy();
    });
  });
});
