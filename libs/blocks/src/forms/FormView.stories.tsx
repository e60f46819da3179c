import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { FormStory } from './FormStory';

// Every state of a form block (B§4, B§5, B§8), in Hebrew (RTL) and English (LTR). The forms service is a
// stand-in (FormStory), so the stories need no network; the a11y addon runs axe on each.
const prefilled = JSON.stringify({ full_name: 'דנה לוי', phone: '050-1234567', email: 'dana@example.co.il', model: 'defender' });

const meta = {
  title: 'Blocks/Forms/Form block',
  component: FormStory,
  args: { answer: 'accepts' },
} satisfies Meta<typeof FormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Idle: labels, the required mark and hint, one column. */
export const Idle: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /שם מלא/ })).toBeVisible();
    await expect(canvas.getByText('שדות המסומנים בכוכבית הם שדות חובה.')).toBeVisible();
  },
};

export const IdleEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Full name/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeVisible();
  },
};

/** An empty submit: the summary is announced (role=alert), fields are marked, focus moves to the first. */
export const ValidationErrors: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'שליחה' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('יש לתקן 5 שדות');
    const name = canvas.getByRole('textbox', { name: /שם מלא/ });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ValidationErrorsEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please fix 5 fields');
    await expect(canvas.getAllByText('This field is required').length).toBeGreaterThan(0);
  },
};

/** Sending: the button is busy and "sending" is announced politely. */
export const Submitting: Story = {
  globals: { locale: 'he' },
  args: { answer: 'hangs', fields: { form_hidden_field_mapping: prefilled } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: /אני מאשר/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'שליחה' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('שולחים את הפנייה…');
    await expect(canvas.getByRole('button', { name: 'שליחה' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Sending failed: the error view with "Try again", what was typed kept (B§4, B§8). */
export const ErrorWithRetry: Story = {
  globals: { locale: 'he' },
  args: { answer: 'fails-once', fields: { form_hidden_field_mapping: prefilled } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: /אני מאשר/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'שליחה' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('הפנייה לא נשלחה. נסו שוב.');
    await expect(canvas.getByRole('textbox', { name: /שם מלא/ })).toHaveValue('דנה לוי');
    await expect(canvas.getByRole('button', { name: 'נסו שוב' })).toBeVisible();
  },
};

/** The offers-to-lead texts (B§3.2 defaults) in English; "Try again" then sends it. */
export const ErrorWithRetryEnglish: Story = {
  globals: { locale: 'en' },
  args: { answer: 'fails-once', fields: { form_hidden_field_mapping: prefilled }, errorText: 'Offers request error', retryText: 'Try again' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: /privacy policy/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Offers request error');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { name: 'Thank you!' })).toBeVisible();
  },
};

/** Accepted: the thank-you view from the form's settings, focused. */
export const ThankYou: Story = {
  globals: { locale: 'he' },
  args: { fields: { form_hidden_field_mapping: prefilled } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: /אני מאשר/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'שליחה' }));
    const thanks = await canvas.findByRole('heading', { name: 'תודה!' });
    await waitFor(() => expect(thanks).toHaveFocus());
    await expect(canvas.getByText('נחזור אליך לתיאום נסיעת המבחן.')).toBeVisible();
  },
};

export const ThankYouEnglish: Story = {
  ...ThankYou,
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: /privacy policy/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByRole('heading', { name: 'Thank you!' })).toBeVisible();
  },
};

/** has_two_columns, a grey box, the button at the line's end with extra room (B§3.3). */
export const TwoColumns: Story = {
  globals: { locale: 'he' },
  args: { fields: { has_two_columns: true, box_color: 'grey', button_position: 'right', has_button_margin: true, button_color: 'secondary' } },
};

export const TwoColumnsEnglish: Story = { ...TwoColumns, globals: { locale: 'en' } };

/** form_position left (the line's start: the right edge in Hebrew). */
export const PositionedAtStart: Story = {
  globals: { locale: 'he' },
  args: { fields: { form_position: 'left' } },
};
