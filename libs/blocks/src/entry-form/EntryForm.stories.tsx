import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { testDriveForm, tradeInForm, tradeInOptionsFixture } from '../forms/fixtures';
import { BlockPreview } from '../testing/BlockPreview';

const meta = {
  title: 'Blocks/Forms/Entry form',
  component: BlockPreview,
  args: {
    template: 'entry-form',
    index: 2,
    fields: {
      heading: 'הזמנת נסיעת מבחן',
      header_tag: 'H2',
      header_size: 'l',
      paragraph: '<p>מלאו את הפרטים ונחזור אליכם לתיאום.</p>',
      form_id: '2',
      has_two_columns: true,
    },
    data: { form: testDriveForm },
  },
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew, two columns, centred (form_position default). */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'הזמנת נסיעת מבחן' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /שם מלא/ })).toBeVisible();
  },
};

/** English, placed at the line's end (form_position right). */
export const English: Story = {
  globals: { locale: 'en' },
  args: { fields: { ...meta.args.fields, heading: 'Book a test drive', paragraph: '', form_position: 'right', has_two_columns: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Full name/ })).toBeVisible();
  },
};

/** A form the service does not have: the block renders nothing. */
export const MissingForm: Story = {
  globals: { locale: 'he' },
  args: { data: { form: null } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('form')).toBeNull();
  },
};

/** A trade-in form (A§3): the car's make, model, body, fuel, mileage, registration from the stock lists. */
export const TradeIn: Story = {
  globals: { locale: 'he' },
  args: {
    fields: { ...meta.args.fields, heading: 'הערכת שווי לרכב שלכם', form_id: '5' },
    data: { form: tradeInForm, tradeInOptions: tradeInOptionsFixture },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'פרטי הרכב הנוכחי שלך' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: /הרכב הנוכחי/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'שליחה' }));
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByText(/הרכב הנוכחי \(יצרן ודגם\)/)).toBeVisible();
  },
};

export const TradeInEnglish: Story = {
  ...TradeIn,
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Your current car' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Registration number' })).toBeVisible();
  },
};
