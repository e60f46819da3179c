import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { BlockPreview } from '../testing/BlockPreview';
import type { VehicleServices } from './api';
import { VehicleServicesProvider } from './environment';
import { DEMO_VIN, exampleFields, sampleCampaigns, sampleLookup } from './fixtures';
import type { Fields } from './types';

/** The seeded answers, without a network: the demo VIN is found, any other valid VIN is not recognised. */
const found: VehicleServices = {
  lookupMapUpdate: async (vin, locale) => (vin === DEMO_VIN ? sampleLookup(locale === 'en' ? 'en' : 'he') : null),
  checkVinCampaigns: async () => sampleCampaigns(false),
};
/** The service is down: every lookup fails. */
const failing: VehicleServices = {
  lookupMapUpdate: async () => {
    throw new Error('503');
  },
  checkVinCampaigns: async () => {
    throw new Error('503');
  },
};
const withServices =
  (services: VehicleServices): Decorator =>
  (Story) => (
    <VehicleServicesProvider value={services}>
      <Story />
    </VehicleServicesProvider>
  );

/** Jsdom-free but still no real download in a story: links are followed only as far as the block's handler. */
const blockDownloads = (root: HTMLElement) =>
  root.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a[download]')) event.preventDefault();
  });

const meta = {
  title: 'Blocks/Service tools/Map update',
  component: BlockPreview,
  decorators: [withServices(found)],
  args: { template: 'map-update', fields: exampleFields<Fields>('map-update', 'he') as unknown as Record<string, unknown>, index: 2 },
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const english = { fields: exampleFields<Fields>('map-update', 'en') as unknown as Record<string, unknown> };

/** Hebrew, step 1: the VIN field with its description. */
export const HebrewEnterVin: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: /שלב 1 מתוך 3/ })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'מספר שלדה (VIN)' })).toBeVisible();
  },
};

/** Hebrew, step 1 with an invalid VIN: the bad letters named, no request. */
export const HebrewInvalidVin: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'מספר שלדה (VIN)' }), 'SALGA2BE8MA4OO123{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'מספר שלדה (VIN)' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Hebrew, step 1: a valid VIN the service does not know, with the editor's error text. */
export const HebrewNotRecognised: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'מספר שלדה (VIN)' }), 'SALEA7BW3N2081299{Enter}');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('מספר השלדה לא זוהה'));
  },
};

/** Hebrew, step 2: the package, the terms accepted, the download links live. */
export const HebrewDownload: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'מספר שלדה (VIN)' }), `${DEMO_VIN}{Enter}`);
    const heading = await canvas.findByRole('heading', { name: /שלב 2 מתוך 3/ });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getAllByRole('link', { name: /^הורדה/ })[0]).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'קראתי ואני מסכים/ה לתנאי השימוש' }));
    await expect(canvas.getAllByRole('link', { name: /^הורדה/ })[0]).toHaveAttribute('href', expect.stringContaining('/api/content/vehicle-services/map-updates/files/3/'));
  },
};

/** Hebrew, step 3: success, with the retailer finder and "update another vehicle". */
export const HebrewSuccess: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas, canvasElement }) => {
    blockDownloads(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'מספר שלדה (VIN)' }), `${DEMO_VIN}{Enter}`);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'קראתי ואני מסכים/ה לתנאי השימוש' }));
    await userEvent.click(canvas.getAllByRole('link', { name: /^הורדה/ })[0]!);
    await expect(await canvas.findByRole('heading', { name: /ההורדה החלה/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'איתור מרכז שירות' })).toBeVisible();
  },
};

/** Hebrew, step 3: the request failed; Try again. */
export const HebrewRetry: Story = {
  globals: { locale: 'he' },
  decorators: [withServices(failing)],
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'מספר שלדה (VIN)' }), `${DEMO_VIN}{Enter}`);
    await expect(await canvas.findByRole('heading', { name: /משהו השתבש/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ניסיון נוסף' })).toBeVisible();
  },
};

/** English, step 1. */
export const EnglishEnterVin: Story = {
  globals: { locale: 'en' },
  args: english,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'VIN' })).toBeVisible();
  },
};

/** English, step 1: check digit of a North American VIN. */
export const EnglishInvalidVin: Story = {
  globals: { locale: 'en' },
  args: english,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'VIN' }), '1HGCM82643A004352{Enter}');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('This VIN is not valid.'));
  },
};

/** English, step 2 with the terms accepted. */
export const EnglishDownload: Story = {
  globals: { locale: 'en' },
  args: english,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'VIN' }), `${DEMO_VIN}{Enter}`);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'I accept the terms of use' }));
    await expect(canvas.getAllByRole('link', { name: /^Download/ })).toHaveLength(2);
  },
};

/** English, step 3: success. */
export const EnglishSuccess: Story = {
  globals: { locale: 'en' },
  args: english,
  play: async ({ canvas, canvasElement }) => {
    blockDownloads(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'VIN' }), `${DEMO_VIN}{Enter}`);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'I accept the terms of use' }));
    await userEvent.click(canvas.getAllByRole('link', { name: /^Download/ })[1]!);
    await expect(await canvas.findByRole('heading', { name: /Your download has started/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Update another vehicle' }));
    await expect(await canvas.findByRole('textbox', { name: 'VIN' })).toHaveValue('');
  },
};

/** English, step 3: retry. */
export const EnglishRetry: Story = {
  globals: { locale: 'en' },
  args: english,
  decorators: [withServices(failing)],
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'VIN' }), `${DEMO_VIN}{Enter}`);
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
