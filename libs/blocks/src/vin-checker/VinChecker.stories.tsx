import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { VehicleServices } from '../map-update/api';
import { VehicleServicesProvider } from '../map-update/environment';
import { AFFECTED_VIN, DEMO_VIN, exampleFields, sampleCampaigns, sampleLookup } from '../map-update/fixtures';
import { BlockPreview } from '../testing/BlockPreview';
import type { Fields } from './types';

/** The seeded answers without a network: the affected demo VIN is in two campaigns, others in none. */
const services: VehicleServices = {
  lookupMapUpdate: async () => sampleLookup(),
  checkVinCampaigns: async (vin, locale) => sampleCampaigns(vin === AFFECTED_VIN, locale === 'en' ? 'en' : 'he'),
};
const failing: VehicleServices = {
  ...services,
  checkVinCampaigns: async () => {
    throw new Error('429');
  },
};
const withServices =
  (value: VehicleServices): Decorator =>
  (Story) => (
    <VehicleServicesProvider value={value}>
      <Story />
    </VehicleServicesProvider>
  );

const meta = {
  title: 'Blocks/Service tools/VIN checker',
  component: BlockPreview,
  decorators: [withServices(services)],
  args: { template: 'vin-checker', fields: exampleFields<Fields>('vin-checker', 'he') as unknown as Record<string, unknown>, index: 2 },
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const english = { fields: exampleFields<Fields>('vin-checker', 'en') as unknown as Record<string, unknown> };

/** Hebrew, centred, medium height: the empty form. */
export const Hebrew: Story = { globals: { locale: 'he' } };

/** Hebrew: an affected VIN, with the campaigns named. */
export const HebrewAffected: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'מספר שלדה (VIN)' }), `${AFFECTED_VIN}{Enter}`);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('עדכון תוכנה למערכת Pivi Pro'));
  },
};

/** Hebrew: not affected. */
export const HebrewNotAffected: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'מספר שלדה (VIN)' }), `${DEMO_VIN}{Enter}`);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('הרכב שלך אינו נכלל'));
  },
};

/** Hebrew: a VIN that breaks the rules. */
export const HebrewInvalid: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'מספר שלדה (VIN)' }), 'SALEA7BW{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'מספר שלדה (VIN)' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** English, start-aligned, auto height: affected. */
export const EnglishAffected: Story = {
  globals: { locale: 'en' },
  args: { fields: { ...english.fields, text_alignment_class: 'left', height_class: 'auto', box_color: 'light' } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'VIN' }), `${AFFECTED_VIN}{Enter}`);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Rear seat belt buckle replacement'));
  },
};

/** English: not affected (the spec's negative answer). */
export const EnglishNotAffected: Story = {
  globals: { locale: 'en' },
  args: english,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'VIN' }), `${DEMO_VIN}{Enter}`);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Your vehicle is NOT the affected vehicle.'));
  },
};

/** English: the service failed. */
export const EnglishFailed: Story = {
  globals: { locale: 'en' },
  args: english,
  decorators: [withServices(failing)],
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'VIN' }), `${DEMO_VIN}{Enter}`);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('could not check your VIN'));
  },
};
