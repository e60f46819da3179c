import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Dialog, DialogTrigger } from './Dialog';

const meta = { title: 'Components/Dialog' } satisfies Meta;
export default meta;
type Story = StoryObj;

function HebrewDialog() {
  return (
    <DialogTrigger>
      <Button variant="secondary">עריכת פרטי לקוח</Button>
      <Dialog
        title="עריכת פרטי לקוח"
        footer={(close) => (
          <>
            <Button variant="secondary" onClick={close}>
              ביטול
            </Button>
            <Button onClick={close}>שמירה</Button>
          </>
        )}
      >
        <TextField label="שם מלא" defaultValue="דנה כהן" />
      </Dialog>
    </DialogTrigger>
  );
}

/** Open: focus moves into the dialog, the page behind is inert; Escape closes and focus returns. */
export const HebrewOpen: Story = {
  globals: { locale: 'he', direction: 'auto' },
  render: () => <HebrewDialog />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'עריכת פרטי לקוח' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'עריכת פרטי לקוח',
    });
    await expect(dialog).toHaveAttribute('dir', 'rtl');
    await expect(dialog.contains(dialog.ownerDocument.activeElement)).toBe(true);
    await expect(within(dialog).getByRole('button', { name: 'סגירה' })).toBeVisible();
  },
};

export const HebrewClosesWithEscape: Story = {
  globals: { locale: 'he', direction: 'auto' },
  render: () => <HebrewDialog />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'עריכת פרטי לקוח' });
    await userEvent.click(trigger);
    await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
    // Focus moves a frame after the dialog opens or closes (react-aria), so wait for it.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const EnglishOpenDark: Story = {
  globals: { locale: 'en', direction: 'auto', theme: 'dark' },
  render: () => (
    <DialogTrigger>
      <Button variant="secondary">Delete listing</Button>
      <Dialog
        title="Delete this listing?"
        role="alertdialog"
        size="small"
        footer={(close) => (
          <>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button onClick={close}>Delete</Button>
          </>
        )}
      >
        <p>The Defender 110 listing will be removed from the site.</p>
      </Dialog>
    </DialogTrigger>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete listing' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Delete this listing?',
    });
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

export const EnglishClosed: Story = {
  globals: { locale: 'en', direction: 'auto' },
  render: () => (
    <DialogTrigger>
      <Button variant="secondary">Edit customer</Button>
      <Dialog title="Edit customer">
        <TextField label="Full name" />
      </Dialog>
    </DialogTrigger>
  ),
};

/** A drawer at the inline end (the left in Hebrew): header and footer stay, the body scrolls. */
export const HebrewDrawer: Story = {
  globals: { locale: 'he', direction: 'auto' },
  render: () => (
    <DialogTrigger>
      <Button variant="secondary">סינון</Button>
      <Dialog title="סינון" variant="drawer" footer={(close) => <Button onClick={close}>הצגת 12 תוצאות</Button>}>
        <TextField label="דגם" />
      </Dialog>
    </DialogTrigger>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'סינון' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'סינון' });
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeLessThan(canvasElement.ownerDocument.documentElement.clientWidth / 2);
  },
};

/** A question that needs an answer: no close button, focus on the safe choice. */
export const EnglishNeedsAnAnswer: Story = {
  globals: { locale: 'en', direction: 'auto' },
  render: () => (
    <DialogTrigger>
      <Button variant="secondary">Leave the site</Button>
      <Dialog
        title="You are leaving our site"
        role="alertdialog"
        size="small"
        showCloseButton={false}
        isKeyboardDismissDisabled
        footer={(close) => (
          <>
            <Button variant="secondary" onClick={close}>
              Stay
            </Button>
            <Button onClick={close}>Continue</Button>
          </>
        )}
      >
        <p>The dealer site has its own privacy policy.</p>
      </Dialog>
    </DialogTrigger>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Leave the site' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
  },
};
