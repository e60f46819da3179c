import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, type within } from 'storybook/test';
import { exampleInstance, findTemplate } from '@lux/block-catalogue';
import { BlockPreview } from '../testing/BlockPreview';

type Locale = 'he' | 'en';
const example = (locale: Locale) => exampleInstance(findTemplate('jlr-diesel-petrol-quiz')!, locale).fields;

/** The label of an answer value in the demo content, so the plays click what a visitor reads. */
function labelOf(locale: Locale, step: number, value: string): string {
  const answers = JSON.parse(String(example(locale)[`step_${step}_answers`])) as Array<{ value: string; label: string }>;
  return answers.find((answer) => answer.value === value)!.label;
}

const words = {
  he: { start: 'בואו נתחיל', next: 'הבא', seeResult: 'לתוצאה', result: 'ההמלצה שלנו' },
  en: { start: 'Start the quiz', next: 'Next', seeResult: 'See result', result: 'Our recommendation' },
} as const;

/** Answers that lead to each result with the built-in scoring table (see libs/vehicle-tools README). */
const PATHS = {
  diesel: [['over-24000'], ['over-160'], ['towing'], ['motorway'], ['efficient']],
  petrol: [['11000-24000'], ['48-160'], ['pleasure'], ['mixed'], ['spirited']],
  phev: [['under-11000'], ['16-48'], ['short-runs', 'business-touring'], ['mixed'], ['efficient']],
  bev: [['under-11000'], ['under-16'], ['short-runs'], ['urban'], ['leisurely']],
} as const;

type Canvas = ReturnType<typeof within>;

async function start(canvas: Canvas, locale: Locale) {
  await userEvent.click(canvas.getByRole('button', { name: words[locale].start }));
}

async function answerUpTo(canvas: Canvas, locale: Locale, path: readonly (readonly string[])[], steps: number) {
  for (let index = 0; index < steps; index++) {
    const step = index + 1;
    for (const value of path[index]!) {
      const role = step === 3 ? 'checkbox' : 'radio';
      await userEvent.click(canvas.getByRole(role, { name: labelOf(locale, step, value) }));
    }
    const last = step === 5;
    await userEvent.click(canvas.getByRole('button', { name: last ? words[locale].seeResult : words[locale].next }));
  }
}

const meta = {
  title: 'Blocks/Quizzes/Fuel-type quiz',
  component: BlockPreview,
  args: { template: 'jlr-diesel-petrol-quiz', fields: example('he'), index: 3, data: { scoring: null } },
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew, RTL: the intro (step 0) with its text and the Start button. */
export const IntroHebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'בנזין, דיזל, היברידי או חשמלי?' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: words.he.start })).toBeEnabled();
  },
};

/** English, LTR: the intro. */
export const IntroEnglish: Story = {
  globals: { locale: 'en' },
  args: { fields: example('en') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: words.en.start })).toBeVisible();
  },
};

/** Hebrew: step 1, focus on its heading, Next disabled until an answer is chosen. */
export const QuestionHebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    await start(canvas, 'he');
    const heading = canvas.getByRole('heading', { name: /שלב 1 מתוך 5/ });
    await expect(heading).toHaveFocus();
    await expect(canvas.getByRole('button', { name: words.he.next })).toBeDisabled();
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: words.he.next })).toBeEnabled();
  },
};

/** English: step 2 after answering step 1. */
export const QuestionEnglish: Story = {
  globals: { locale: 'en' },
  args: { fields: example('en') },
  play: async ({ canvas }) => {
    await start(canvas, 'en');
    await answerUpTo(canvas, 'en', PATHS.diesel, 1);
    await expect(canvas.getByRole('heading', { name: /Step 2 of 5/ })).toHaveFocus();
  },
};

/** Hebrew: step 3 takes several answers ("Select all that apply"). */
export const MultiSelectHebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    await start(canvas, 'he');
    await answerUpTo(canvas, 'he', PATHS.phev, 2);
    for (const value of PATHS.phev[2]) await userEvent.click(canvas.getByRole('checkbox', { name: labelOf('he', 3, value) }));
    await expect(canvas.getAllByRole('checkbox', { checked: true })).toHaveLength(2);
  },
};

/** English: step 3, several answers. */
export const MultiSelectEnglish: Story = {
  globals: { locale: 'en' },
  args: { fields: example('en') },
  play: async ({ canvas }) => {
    await start(canvas, 'en');
    await answerUpTo(canvas, 'en', PATHS.phev, 2);
    await expect(canvas.getByRole('group', { name: 'What kind of driving do you do?' })).toBeVisible();
    for (const value of PATHS.phev[2]) await userEvent.click(canvas.getByRole('checkbox', { name: labelOf('en', 3, value) }));
    await expect(canvas.getAllByRole('checkbox', { checked: true })).toHaveLength(2);
  },
};

function resultStory(kind: keyof typeof PATHS, locale: Locale, heading: string): Story {
  return {
    globals: { locale },
    args: { fields: example(locale) },
    play: async ({ canvas }) => {
      await start(canvas, locale);
      await answerUpTo(canvas, locale, PATHS[kind], 5);
      await expect(canvas.getByRole('heading', { name: `${words[locale].result}: ${heading}` })).toHaveFocus();
      await expect(canvas.getByRole('complementary')).toBeVisible();
    },
  };
}

export const ResultDieselHebrew = resultStory('diesel', 'he', 'דיזל');
export const ResultPetrolHebrew = resultStory('petrol', 'he', 'בנזין');
export const ResultPhevHebrew = resultStory('phev', 'he', 'היברידי נטען (PHEV)');
export const ResultBevHebrew = resultStory('bev', 'he', 'חשמלי');
export const ResultDieselEnglish = resultStory('diesel', 'en', 'Diesel');
export const ResultPetrolEnglish = resultStory('petrol', 'en', 'Petrol');
export const ResultPhevEnglish = resultStory('phev', 'en', 'Plug-in hybrid (PHEV)');
export const ResultBevEnglish = resultStory('bev', 'en', 'Electric');
