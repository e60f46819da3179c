import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ComboBox } from './ComboBox';

const meta = { title: 'Components/ComboBox' } satisfies Meta;
export default meta;
type Story = StoryObj;

type Branch = { id: string; name: string };
const hebrewBranches: Branch[] = [
  { id: 'tlv', name: 'תל אביב' },
  { id: 'hfa', name: 'חיפה' },
  { id: 'jlm', name: 'ירושלים' },
  { id: 'bsh', name: 'באר שבע' },
];
const englishBranches: Branch[] = [
  { id: 'tlv', name: 'Tel Aviv' },
  { id: 'hfa', name: 'Haifa' },
  { id: 'jlm', name: 'Jerusalem' },
  { id: 'bsh', name: 'Beersheba' },
];
const box = { maxInlineSize: '20rem' } as const;

/** Typing filters the list; react-aria's filter works on the Hebrew text. */
export const HebrewFiltered: Story = {
  globals: { locale: 'he', direction: 'auto' },
  render: () => (
    <div style={box}>
      <ComboBox label="סניף" description="הקלידו שם עיר" defaultItems={hebrewBranches}>
        {(branch: Branch) => <ComboBox.Item id={branch.id}>{branch.name}</ComboBox.Item>}
      </ComboBox>
    </div>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'סניף' }), 'חי');
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['חיפה']);
  },
};

export const EnglishDefault: Story = {
  globals: { locale: 'en', direction: 'auto' },
  render: () => (
    <div style={box}>
      <ComboBox label="Branch" defaultItems={englishBranches} defaultSelectedKey="hfa">
        {(branch: Branch) => <ComboBox.Item id={branch.id}>{branch.name}</ComboBox.Item>}
      </ComboBox>
    </div>
  ),
};

export const EnglishInvalidDark: Story = {
  globals: { locale: 'en', direction: 'auto', theme: 'dark' },
  render: () => (
    <div style={box}>
      <ComboBox
        label="Branch"
        defaultItems={englishBranches}
        isInvalid
        errorMessage="Choose a branch from the list"
      >
        {(branch: Branch) => <ComboBox.Item id={branch.id}>{branch.name}</ComboBox.Item>}
      </ComboBox>
    </div>
  ),
};

export const HebrewDisabled: Story = {
  globals: { locale: 'he', direction: 'auto' },
  render: () => (
    <div style={box}>
      <ComboBox label="סניף" defaultItems={hebrewBranches} isDisabled defaultSelectedKey="jlm">
        {(branch: Branch) => <ComboBox.Item id={branch.id}>{branch.name}</ComboBox.Item>}
      </ComboBox>
    </div>
  ),
};
