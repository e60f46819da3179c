import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fakeHttpClient } from '../../testing/fakeHttp';
import { checkoutPageConfig, orderOnlineConfig, stepsPageConfig } from '../../testing/orderFixtures';
import { adminFrame } from '../../testing/storyFrame';
import { OrderConfigScreen } from './OrderConfigScreen';

const meta = {
  title: 'Admin/Orders/OrderConfigScreen',
  component: OrderConfigScreen,
  decorators: [adminFrame('/order-config/order_online')],
  args: { configType: 'order_online', config: orderOnlineConfig },
} satisfies Meta<typeof OrderConfigScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `order_online`: vendors, default vendor, fee, recipients and the eight steps. */
export const Hebrew: Story = { globals: { locale: 'he' } };

export const English: Story = { globals: { locale: 'en' } };

/** The steps page: step texts, service packs, terms HTML and appointment slots. */
export const StepsPage: Story = {
  globals: { locale: 'he' },
  args: { configType: 'order_online_steps_page', config: stepsPageConfig },
};

/** The checkout page with its wording per payment type. */
export const CheckoutPage: Story = {
  globals: { locale: 'en' },
  args: { configType: 'order_online_checkout_page', config: checkoutPageConfig },
};

/** A configurator type the company has not got yet: saving creates it. */
export const Missing: Story = {
  globals: { locale: 'he' },
  args: { configType: 'config_order_online_success_page', config: null },
};

/** The raw JSON of everything; invalid JSON keeps the editor open and says why. */
export const InvalidJson: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'JSON' }));
    const json = canvas.getByRole('textbox', { name: /All the data as JSON/ });
    await userEvent.clear(json);
    await userEvent.type(json, 'not json');
    await userEvent.click(canvas.getByRole('tab', { name: 'Form' }));
    await expect(json).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert', { name: 'Fix these before saving:' })).toBeInTheDocument();
  },
};

/** The API refuses a field: it shows beside the field and in the summary. */
export const Refused: Story = {
  globals: { locale: 'he' },
  parameters: {
    adminClient: fakeHttpClient(() => ({
      status: 400,
      body: { errors: [{ status: '400', title: 'Bad Request', detail: 'reservation_fee must be <= 10000000.', source: { pointer: '/data/reservation_fee' } }] },
    })).client,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'שמירה' }));
    await expect(await canvas.findByRole('alert', { name: 'יש לתקן לפני השמירה:' })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /דמי הזמנה/ })).toHaveAttribute('aria-invalid', 'true');
  },
};
