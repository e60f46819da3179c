import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { exampleInstance, findTemplate } from '@lux/block-catalogue';
import { BlockPreview } from '../testing/BlockPreview';
import { readyRangeData } from './fixtures';

type Locale = 'he' | 'en';
const example = (locale: Locale) => exampleInstance(findTemplate('range-calculator')!, locale).fields;

const meta = {
  title: 'Blocks/Calculators/Range calculator',
  component: BlockPreview,
  args: { template: 'range-calculator', index: 2, fields: example('he'), data: readyRangeData() },
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The live result (the sliders' outputs are status elements too). */
const headline = (canvas: HTMLElement) => [...canvas.querySelectorAll('[role="status"]')].find((node) => node.tagName !== 'OUTPUT')?.textContent ?? '';

/**
 * Hebrew, right to left: the speed slider's start is at the right, so ArrowLeft raises the speed and the
 * thumb moves left; the estimate follows, announced politely.
 */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas, canvasElement }) => {
    await expect(headline(canvasElement)).toContain('470 ק"מ');
    const speed = canvas.getByRole('slider', { name: 'מהירות' });
    const thumb = speed.closest('.react-aria-SliderThumb')!;
    const before = thumb.getBoundingClientRect().left;
    speed.focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect((speed as HTMLInputElement).value).toBe('110');
    await waitFor(() => expect(thumb.getBoundingClientRect().left).toBeLessThan(before));
    await expect(headline(canvasElement)).toContain('404 ק"מ');
  },
};

/** English, left to right, in miles. */
export const EnglishMiles: Story = {
  globals: { locale: 'en' },
  args: { fields: { ...example('en'), distance_unit: 'mi' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(headline(canvasElement)).toContain('292 miles');
    await userEvent.click(canvas.getByRole('switch', { name: 'Climate control on' }));
    const temperature = canvas.getByRole('slider', { name: 'Outside temperature' });
    temperature.focus();
    await userEvent.keyboard('{Home}');
    // 470 × 0.72 × 0.86 = 291 km = 181 miles
    await expect(headline(canvasElement)).toContain('181 miles');
  },
};

/** English: the worst case is held at the block's minimal range and says so. */
export const EnglishAtMinimum: Story = {
  globals: { locale: 'en' },
  args: { fields: example('en') },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Motorway' }));
    canvas.getByRole('slider', { name: 'Speed' }).focus();
    await userEvent.keyboard('{End}');
    canvas.getByRole('slider', { name: 'Outside temperature' }).focus();
    await userEvent.keyboard('{Home}');
    await userEvent.click(canvas.getByRole('switch', { name: 'Climate control on' }));
    await userEvent.click(canvas.getByRole('radio', { name: '23″ wheels' }));
    await expect(headline(canvasElement)).toContain('187 km');
    await expect(headline(canvasElement)).toContain('The lowest range shown');
  },
};

/** Hebrew: the data file is missing (404): the block says so; the page goes on (A§8). */
export const HebrewMissingFile: Story = {
  globals: { locale: 'he' },
  args: { data: { status: 'missing' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert').textContent).toContain('נתוני הטווח אינם זמינים כרגע.');
  },
};

/** English: the file is not a valid range table. */
export const EnglishInvalidFile: Story = {
  globals: { locale: 'en' },
  args: { fields: example('en'), data: { status: 'invalid', problems: ['models: must list 1 to 50 models'] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert').textContent).toContain('The range data could not be read.');
  },
};

/** Hebrew: the server could not read the file; "Try again" asks the site's proxy (no network here: it fails again). */
export const HebrewUnavailable: Story = {
  globals: { locale: 'he' },
  args: { fields: { ...example('he'), data_url: 'https://data.example.invalid/range.json' }, data: { status: 'unavailable' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert').textContent).toContain('טעינת נתוני הטווח נכשלה.');
  },
};

/** English: the server could not read a content-service file; the block offers "Try again". */
export const EnglishUnavailable: Story = {
  globals: { locale: 'en' },
  args: { fields: example('en'), data: { status: 'unavailable' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
