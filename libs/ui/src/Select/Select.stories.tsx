import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Select } from './Select';

const meta = { title: 'Components/Select' } satisfies Meta;
export default meta;
type Story = StoryObj;

const box = { maxInlineSize: '20rem' } as const;
const models = [
  { id: 'defender', he: 'דיפנדר', en: 'Defender' },
  { id: 'discovery', he: 'דיסקברי', en: 'Discovery' },
  { id: 'velar', he: 'ולאר', en: 'Velar' },
];

function Models({ he, ...props }: { he: boolean } & Partial<Parameters<typeof Select>[0]>) {
  return (
    <div style={box}>
      <Select label={he ? 'דגם' : 'Model'} placeholder={he ? 'בחירת דגם' : 'Choose a model'} {...props}>
        {models.map((model) => (
          <Select.Item key={model.id} id={model.id}>
            {he ? model.he : model.en}
          </Select.Item>
        ))}
      </Select>
    </div>
  );
}

/** Open: the list is a popover portalled to the body, with the story's direction and theme. */
export const HebrewOpen: Story = {
  globals: { locale: 'he', direction: 'auto' },
  render: () => <Models he description="הדגם שיוצג בראש העמוד" />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /דגם/ }));
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'ולאר' }));
    await expect(canvas.getByRole('button', { name: /ולאר/ })).toBeVisible();
  },
};

export const EnglishDefault: Story = {
  globals: { locale: 'en', direction: 'auto' },
  render: () => <Models he={false} defaultValue="discovery" />,
};

export const EnglishOpenDark: Story = {
  globals: { locale: 'en', direction: 'auto', theme: 'dark' },
  render: () => <Models he={false} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Model/ }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('listbox')).toBeVisible();
  },
};

export const HebrewInvalid: Story = {
  globals: { locale: 'he', direction: 'auto' },
  render: () => <Models he isInvalid errorMessage="יש לבחור דגם" />,
};

export const EnglishDisabled: Story = {
  globals: { locale: 'en', direction: 'auto' },
  render: () => <Models he={false} isDisabled defaultValue="velar" />,
};
