import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BlockPreview } from '../testing/BlockPreview';
import { parseNewsResponse } from './api';
import type { NewsData } from './data';
import { ContentEnvironmentProvider, type ContentEnvironment } from './environment';
import { newsAnswer, tableEnvironment } from './fixtures';

const withEnvironment =
  (environment: ContentEnvironment): Decorator =>
  (Story) => (
    <ContentEnvironmentProvider value={environment}>
      <Story />
    </ContentEnvironmentProvider>
  );

const heFields = {
  heading: 'חדשות לנד רובר',
  header_tag: 'H2',
  header_size: 'm',
  read_more_label: 'להמשך קריאה',
  pagination_label: 'מתוך %',
  error_heading: 'משהו השתבש',
  error_text: 'נתקלנו בבעיה טכנית. נא לרענן את הדף ולנסות שוב.',
  no_results_heading: 'אין תוצאות',
  no_results_text: 'לא מצאנו חדשות',
  quick_links: [{ url: '/models/defender', type: 'internal', target: '_self', link_text: 'דיפנדר', ui_type: 'tertiary' }],
};
const enFields = {
  ...heFields,
  heading: 'Land Rover news',
  read_more_label: 'Read more',
  pagination_label: 'of %',
  error_heading: 'Something went wrong',
  error_text: 'We ran into a technical issue. Please refresh and try again.',
  no_results_heading: 'No results',
  no_results_text: 'We have not found any news',
  quick_links: [{ url: '/models/defender', type: 'internal', target: '_self', link_text: 'Defender', ui_type: 'tertiary' }],
};

const firstPage = (locale: 'he' | 'en'): NewsData => ({ source: { locale, market: null }, first: parseNewsResponse(newsAnswer(9, { pages: 2 })) });
const secondPage = (locale: 'he' | 'en') => ({ [`/news?locale=${locale}&page=2&per_page=9`]: newsAnswer(3, { page: 2, pages: 2, from: 10 }) });

const meta = {
  title: 'Blocks/Other/News',
  component: BlockPreview,
  args: { template: 'news', index: 2, fields: heFields, data: firstPage('he') },
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew: cards, "1 מתוך 2", next page from the keyboard. */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  decorators: [withEnvironment(tableEnvironment(secondPage('he')))],
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('list', { name: 'חדשות לנד רובר' })).getAllByRole('article')).toHaveLength(9);
    await expect(canvas.getByText('1 מתוך 2')).toBeVisible();
    canvas.getByRole('button', { name: 'העמוד הבא' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { level: 3, name: 'כתבה 10' })).toBeVisible();
  },
};

/** English, left to right. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { fields: enFields, data: firstPage('en') },
  decorators: [withEnvironment(tableEnvironment(secondPage('en')))],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 of 2')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: /^Read more: / })).toHaveLength(9);
  },
};

/** Hebrew, the list could not be loaded: the editor's error texts and a retry. */
export const HebrewError: Story = {
  globals: { locale: 'he' },
  args: { data: { source: { locale: 'he', market: null }, first: null } },
  decorators: [withEnvironment(tableEnvironment({}))],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('משהו השתבש');
  },
};

export const EnglishError: Story = {
  globals: { locale: 'en' },
  args: { fields: enFields, data: { source: { locale: 'en', market: null }, first: null } },
  decorators: [withEnvironment(tableEnvironment({}))],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('We ran into a technical issue. Please refresh and try again.');
  },
};

/** No news: the no-results texts. */
export const HebrewEmpty: Story = {
  globals: { locale: 'he' },
  args: { data: { source: { locale: 'he', market: null }, first: { items: [], page: 1, pages: 1, total: 0 } } },
  decorators: [withEnvironment(tableEnvironment({}))],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('לא מצאנו חדשות')).toBeVisible();
  },
};

export const EnglishEmpty: Story = {
  globals: { locale: 'en' },
  args: { fields: enFields, data: { source: { locale: 'en', market: null }, first: { items: [], page: 1, pages: 1, total: 0 } } },
  decorators: [withEnvironment(tableEnvironment({}))],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('We have not found any news')).toBeVisible();
  },
};
