import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { exampleInstance, findTemplate } from '@lux/block-catalogue';
import { BlockPreview } from '../testing/BlockPreview';

type Locale = 'he' | 'en';
const example = (locale: Locale) => exampleInstance(findTemplate('subscription-quiz')!, locale);

const meta = {
  title: 'Blocks/Quizzes/Subscription quiz',
  component: BlockPreview,
  args: { template: 'subscription-quiz', fields: example('he').fields, groups: example('he').groups, index: 3 },
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew, RTL: step 1 of 3; Next waits for an answer. */
export const StepHebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: /שלב 1 מתוך 3/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'הבא' })).toBeDisabled();
  },
};

/** English, LTR: step 1 of 3. */
export const StepEnglish: Story = {
  globals: { locale: 'en' },
  args: { fields: example('en').fields, groups: example('en').groups },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'What will you use the car for?' })).toBeVisible();
  },
};

/** Hebrew: private, 6–12 months, below 20,000 km → the summary with the subscription first. */
export const SummaryHebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    for (const label of ['פרטי', '6 עד 12 חודשים', 'פחות מ-20,000 ק"מ']) {
      await userEvent.click(canvas.getByRole('radio', { name: label }));
      await userEvent.click(canvas.getByRole('button', { name: 'הבא' }));
    }
    await expect(canvas.getByRole('heading', { name: 'סיכום התשובות שלכם' })).toHaveFocus();
    await expect(canvas.getByRole('heading', { name: 'מנוי דיפנדר' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'להתחיל מחדש' })).toBeVisible();
  },
};

/** English: business, 24–60 months, above 20,000 km → full-service lease and its alternative. */
export const SummaryEnglish: Story = {
  globals: { locale: 'en' },
  args: { fields: example('en').fields, groups: example('en').groups },
  play: async ({ canvas }) => {
    for (const label of ['Business', '24 to 60 months', 'Above 20,000 km']) {
      await userEvent.click(canvas.getByRole('radio', { name: label }));
      await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    }
    await expect(canvas.getByRole('heading', { name: 'Your answers' })).toHaveFocus();
    await expect(canvas.getByRole('heading', { name: 'Full-service lease' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Full-service lease for the self-employed' })).toBeVisible();
  },
};
