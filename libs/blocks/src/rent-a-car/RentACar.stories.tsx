import { useState } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { expect, userEvent } from 'storybook/test';
import { defaultPriceSettings, formatTemplate } from '@lux/pricing';
import { BlockPreview } from '../testing/BlockPreview';
import { rentACarExample, rentalEnquiryForm } from './fixtures';
import { enquiryAt, type DEMO_STEPS } from './storyState';

type Step = keyof typeof DEMO_STEPS;

/** Prices in shekels with the rent block format of A§9 (an Israeli site's settings). */
const shekels = { ...defaultPriceSettings, symbol: '₪', rentBlockFormat: '% ^ / ליום' };
const shekelsEn = { ...shekels, rentBlockFormat: '% ^ / day' };

function Scoped({ values, children }: { values: Record<string, unknown>; children: React.ReactNode }) {
  const [scope] = useState(() => fork({ values }));
  return <Provider value={scope}>{children}</Provider>;
}

/** Opens the enquiry at a step or view through its stores' sids, with prices in shekels. */
const at =
  (step: Step, locale: 'he' | 'en', status: 'editing' | 'sent' | 'failed' = 'editing'): Decorator =>
  (Story) => (
    <Scoped values={{ ...(step === 'trip' && status === 'editing' ? {} : enquiryAt(step, locale, status)), 'pricing/$priceSettings': locale === 'he' ? shekels : shekelsEn }}>
      <Story />
    </Scoped>
  );

const he = rentACarExample('he');
const en = rentACarExample('en');

const meta = {
  title: 'Blocks/Rental/Rent a car',
  component: BlockPreview,
  args: { template: 'jlr-rent-a-car', index: 3, fields: he.fields, groups: he.groups, data: { form: rentalEnquiryForm } },
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const story = (step: Step, locale: 'he' | 'en', status: 'editing' | 'sent' | 'failed' = 'editing', play?: Story['play']): Story => ({
  globals: { locale },
  args: locale === 'he' ? {} : { fields: en.fields, groups: en.groups },
  decorators: [at(step, locale, status)],
  ...(play ? { play } : {}),
});

/** Step 1 in Hebrew: Next without choices says what is missing (role=alert). */
export const HebrewTrip = story('trip', 'he', 'editing', async ({ canvas }) => {
  await userEvent.click(canvas.getByRole('button', { name: 'המשך' }));
  await expect(await canvas.findByRole('alert')).toHaveTextContent('יש לבחור מקום איסוף.');
});
/** Vehicle cards with the daily price in the rent block format, LTR inside Hebrew. */
export const HebrewVehicle = story('vehicle', 'he', 'editing', async ({ canvas }) => {
  await expect(canvas.getByRole('radio', { name: new RegExp(formatTemplate('% ^ / ליום', 950, shekels)) })).toBeChecked();
});
export const HebrewExtras = story('extras', 'he');
export const HebrewInsurance = story('insurance', 'he');
export const HebrewContact = story('contact', 'he');
/** The summary: the next button reads "Send inquiry" (the editor's Hebrew label). */
export const HebrewSummary = story('summary', 'he', 'editing', async ({ canvas }) => {
  await expect(canvas.getByRole('button', { name: 'שליחת הפנייה' })).toBeVisible();
});
export const HebrewThankYou = story('summary', 'he', 'sent', async ({ canvas }) => {
  await expect(canvas.getByRole('heading', { name: 'תודה!' })).toBeVisible();
});
export const HebrewError = story('summary', 'he', 'failed', async ({ canvas }) => {
  await expect(canvas.getByRole('heading', { name: 'אופס! משהו השתבש.' })).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'לנסות שוב' })).toBeVisible();
});

export const EnglishTrip = story('trip', 'en');
export const EnglishVehicle = story('vehicle', 'en');
export const EnglishExtras = story('extras', 'en');
export const EnglishInsurance = story('insurance', 'en');
export const EnglishContact = story('contact', 'en');
export const EnglishSummary = story('summary', 'en', 'editing', async ({ canvas }) => {
  await expect(canvas.getByRole('button', { name: 'Send inquiry' })).toBeVisible();
});
export const EnglishThankYou = story('summary', 'en', 'sent', async ({ canvas }) => {
  await expect(canvas.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
});
export const EnglishError = story('summary', 'en', 'failed', async ({ canvas }) => {
  await expect(canvas.getByText('Your inquiry has not been sent. Please try again.')).toBeVisible();
});

/** Content that cannot work (no vehicle with a daily price): the block says the enquiry is unavailable. */
export const Unavailable: Story = {
  globals: { locale: 'en' },
  args: { fields: { ...en.fields, vehicles: JSON.stringify([{ display_name: 'Defender' }]) }, groups: en.groups },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Car rental enquiries are not available right now.');
  },
};
