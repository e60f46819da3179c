import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { isLocale } from '@lux/content';
import { fakeContent } from '../model-catalogue/fixtures';
import { withSeededPrices } from '../model-catalogue/stories';
import { ComparePage } from './ComparePage';
import { loadCompare } from './load';
import type { CompareResult } from './types';

const meta = {
  title: 'Pages/Compare',
  component: ComparePage,
  decorators: [withSeededPrices],
  args: { locale: 'he', result: { ok: false } },
  loaders: [
    async ({ globals }) => {
      const locale = isLocale(globals['locale']) ? globals['locale'] : 'he';
      const result = await loadCompare({
        contentHttp: fakeContent().http,
        locale,
        url: new URL('http://site.test/compare?models=defender-110-d250-se,defender-110-p400e-x-dynamic-hse'),
        requestId: 'story',
        warn: () => undefined,
      });
      return { locale, result };
    },
  ],
  render: (_args, { loaded }) => (
    <ComparePage locale={loaded['locale'] as 'he' | 'en'} result={loaded['result'] as CompareResult} />
  ),
} satisfies Meta<typeof ComparePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew: labelled pickers, a captioned table with row and column headers; rows that differ are marked in words too. */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: /השוואת מפרט: דיפנדר 110 D250 SE/ });
    await expect(within(table).getByRole('rowheader', { name: 'הספק (ערכים שונים)' })).toBeVisible();
    await expect(within(table).getByRole('rowheader', { name: 'מושבים' })).toBeVisible();
    await expect(within(table).getByText('₪ 549,000')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'דגם 3' })).toHaveValue('');
    const region = canvas.getByRole('region', { name: 'טבלת ההשוואה' });
    region.focus();
    await expect(region).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('checkbox', { name: 'הצגת ההבדלים בלבד' })).toHaveFocus();
  },
};

/** English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Compare models' })).toBeVisible();
    await expect(
      canvas.getByRole('table', {
        name: 'Specification compared: Defender 110 D250 SE and Defender 110 P400e X-Dynamic HSE',
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Monthly lease (values differ)' })).toBeVisible();
  },
};

/** The catalogue could not be read: the page keeps its title and shows the A§8 failure text. */
export const Failure: Story = {
  globals: { locale: 'he' },
  render: () => <ComparePage locale="he" result={{ ok: false }} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('משהו השתבש, אנא נסו שוב.');
  },
};
