import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { exampleInstance, findTemplate } from '@lux/block-catalogue';
import { BlockPreview } from '../testing/BlockPreview';

type Locale = 'he' | 'en';
const example = (locale: Locale) => exampleInstance(findTemplate('select-vehicle-to-update')!, locale);

const meta = {
  title: 'Blocks/Calculators/Select vehicle to update',
  component: BlockPreview,
  args: { template: 'select-vehicle-to-update', index: 2, fields: example('he').fields, groups: example('he').groups },
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

async function choose(trigger: HTMLElement, option: string) {
  await userEvent.click(trigger);
  const listbox = await body().findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: option }));
  await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
}

/** Hebrew, before a choice: every update shows; the model year waits for a vehicle. */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: /שנת דגם/ })).toBeDisabled();
  },
};

/** Hebrew: Defender 2024 → the matching updates and the result line. */
export const HebrewChosen: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    await choose(canvas.getByRole('button', { name: /רכב/ }), 'דיפנדר');
    await choose(canvas.getByRole('button', { name: /שנת דגם/ }), '2024');
    await userEvent.click(canvas.getByRole('button', { name: 'הצגה' }));
    await expect(canvas.getByRole('status').textContent).toBe('נמצאו 2 עדכונים עבור דיפנדר 2024');
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** English: an update's dialog, opened by keyboard; Escape gives focus back. */
export const EnglishDialog: Story = {
  globals: { locale: 'en' },
  args: { fields: example('en').fields, groups: example('en').groups },
  play: async ({ canvas }) => {
    const open = canvas.getAllByRole('button', { name: 'Update maps' })[0]!;
    open.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body().findByRole('dialog', { name: 'Navigation maps 2026' });
    await expect(within(dialog).getByRole('link', { name: 'Download the maps' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(open).toHaveFocus());
  },
};

/** English: Range Rover 2022 has one update; "View all updates" brings every one back. */
export const EnglishViewAll: Story = {
  globals: { locale: 'en' },
  args: { fields: example('en').fields, groups: example('en').groups },
  play: async ({ canvas }) => {
    await choose(canvas.getByRole('button', { name: /Vehicle/ }), 'Range Rover');
    await choose(canvas.getByRole('button', { name: /Model year/ }), '2022');
    await userEvent.click(canvas.getByRole('button', { name: 'Show me' }));
    await expect(canvas.getByRole('status').textContent).toBe('2 updates for Range Rover 2022');
    await userEvent.click(canvas.getByRole('button', { name: 'View all updates' }));
    await expect(canvas.getByRole('status').textContent).toBe('4 updates for All vehicles All model years');
  },
};

/** English: a vehicle with no matching updates. */
export const EnglishNoMatch: Story = {
  globals: { locale: 'en' },
  args: { fields: example('en').fields, groups: example('en').groups.slice(3) },
  play: async ({ canvas }) => {
    await choose(canvas.getByRole('button', { name: /Vehicle/ }), 'Discovery');
    await userEvent.click(canvas.getByRole('button', { name: 'Show me' }));
    await expect(canvas.getByText('There are no updates for this choice.')).toBeVisible();
  },
};
