import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { contactForm } from '../../testing/formsFixtures';
import { adminFrame } from '../../testing/storyFrame';
import { FormEditorScreen } from './FormEditorScreen';

const meta = {
  title: 'Admin/Forms/FormEditorScreen',
  component: FormEditorScreen,
  decorators: [adminFrame('/forms/3')],
  args: { form: contactForm },
} satisfies Meta<typeof FormEditorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every field type the contact form uses (text, e-mail, phone, a list with options, long text, hidden, consent). */
export const Hebrew: Story = { globals: { locale: 'he' } };

export const English: Story = { globals: { locale: 'en' } };

/** validateFormDefinition's problems in an alert and beside their field; a bad number beside its control. */
export const ValidationErrors: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('group', { name: 'Field 1: שם מלא' });
    await userEvent.type(within(first).getByRole('textbox', { name: 'Minimum characters' }), '500');
    await userEvent.type(within(canvas.getByRole('group', { name: 'Field 2: דוא״ל' })).getByRole('textbox', { name: 'Exactly characters' }), 'x');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert', { name: 'Fix these before saving:' })).toHaveTextContent('rules.min is greater than max');
  },
};

export const ValidationErrorsHebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const model = canvas.getByRole('group', { name: 'שדה 4: דגם' });
    await userEvent.click(within(model).getByRole('button', { name: 'הסרת אפשרות 1' }));
    await userEvent.click(within(model).getByRole('button', { name: 'הסרת אפשרות 1' }));
    await userEvent.click(canvas.getByRole('button', { name: 'שמירה' }));
    await expect(await canvas.findByRole('alert', { name: 'יש לתקן לפני השמירה:' })).toHaveTextContent('needs at least one option');
  },
};

/** A form with no field yet (an import of an empty form): only "add a field". */
export const Empty: Story = {
  globals: { locale: 'en' },
  args: { form: { ...contactForm, definition: { fields: [] } } },
};
