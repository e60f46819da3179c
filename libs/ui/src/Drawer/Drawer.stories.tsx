import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { DialogTrigger } from '../Dialog';
import { Drawer } from './Drawer';

const meta = { title: 'Components/Drawer' } satisfies Meta;
export default meta;
type Story = StoryObj;

const linkList = { display: 'grid', gap: '0.5rem', margin: 0, padding: 0, listStyle: 'none' } as const;

/** The site's phone menu: a plain button with aria-expanded/aria-controls opens a controlled drawer. */
function HebrewMenu() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" aria-expanded={open} aria-controls="story-menu" onClick={() => setOpen(true)}>
        תפריט
      </button>
      <Drawer id="story-menu" title="תפריט" isOpen={open} onOpenChange={setOpen}>
        <nav aria-label="ניווט ראשי">
          <ul style={linkList}>
            <li>
              <a href="#defender">דיפנדר</a>
            </li>
            <li>
              <a href="#stock">מלאי רכבים</a>
            </li>
            <li>
              <a href="#en" lang="en">
                English
              </a>
            </li>
          </ul>
        </nav>
      </Drawer>
    </>
  );
}

/** Opens at the inline start (the right in Hebrew); Escape closes it and focus goes back to the button. */
export const HebrewMenuDrawer: Story = {
  globals: { locale: 'he', direction: 'auto' },
  render: () => <HebrewMenu />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'תפריט' });
    await userEvent.click(button);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'תפריט' });
    await expect(dialog).toHaveAttribute('dir', 'rtl');
    const box = dialog.getBoundingClientRect();
    await expect(box.right).toBeGreaterThan(canvasElement.ownerDocument.documentElement.clientWidth / 2);
    await expect(within(dialog).getByRole('link', { name: 'מלאי רכבים' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(body.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** English: the inline start is the left. */
export const EnglishMenuDrawer: Story = {
  globals: { locale: 'en', direction: 'auto' },
  render: () => (
    <DialogTrigger>
      <Button variant="secondary">Menu</Button>
      <Drawer title="Menu">
        <nav aria-label="Main navigation">
          <ul style={linkList}>
            <li>
              <a href="#defender">Defender</a>
            </li>
            <li>
              <a href="#stock">Vehicles in stock</a>
            </li>
            <li>
              <a href="#he" lang="he">
                עברית
              </a>
            </li>
          </ul>
        </nav>
      </Drawer>
    </DialogTrigger>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Menu' });
    await expect(dialog.getBoundingClientRect().left).toBeLessThan(
      canvasElement.ownerDocument.documentElement.clientWidth / 2,
    );
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

/** A drawer at the inline end (the left in Hebrew), dark theme. */
export const HebrewEndDark: Story = {
  globals: { locale: 'he', direction: 'auto', theme: 'dark' },
  render: () => (
    <DialogTrigger>
      <Button variant="secondary">סינון</Button>
      <Drawer title="סינון" side="end">
        {(close) => <Button onClick={close}>הצגת 12 תוצאות</Button>}
      </Drawer>
    </DialogTrigger>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'סינון' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'סינון' });
    await expect(dialog.getBoundingClientRect().left).toBeLessThan(
      canvasElement.ownerDocument.documentElement.clientWidth / 2,
    );
  },
};
