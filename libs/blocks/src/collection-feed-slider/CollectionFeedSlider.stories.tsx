import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ContentEnvironmentProvider, type ContentEnvironment } from '../news/environment';
import { tableEnvironment } from '../news/fixtures';
import { BlockPreview } from '../testing/BlockPreview';
import { parseFeedResponse } from './feed';
import { sampleFeed, sampleGroupedFeed } from './fixtures';

const withEnvironment =
  (environment: ContentEnvironment): Decorator =>
  (Story) => (
    <ContentEnvironmentProvider value={environment}>
      <Story />
    </ContentEnvironmentProvider>
  );

const fields = {
  heading: 'קולקציית לנד רובר',
  header_tag: 'H2',
  header_size: 'm',
  lang: 'en',
  market: 'IL',
  collection: 'land-rover-lifestyle',
  box_color: 'light',
};

const meta = {
  title: 'Blocks/Other/Collection feed slider',
  component: BlockPreview,
  decorators: [withEnvironment(tableEnvironment({}))],
  args: { template: 'collection-feed-slider', index: 3, fields, data: parseFeedResponse(sampleFeed, false) },
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew page, English feed: shekel prices stay left to right. */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'קולקציית לנד רובר' })).toBeVisible();
    await expect(canvas.getByText('₪ 79')).toBeInTheDocument();
  },
};

/** English, grouped, with pagination dots. */
export const EnglishGrouped: Story = {
  globals: { locale: 'en' },
  args: {
    fields: { ...fields, heading: 'The Land Rover collection', grouped: true, show_pagination: true },
    data: parseFeedResponse(sampleGroupedFeed, true),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Drinkware' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Model cars' })).toBeVisible();
  },
};

/** The feed has no items. */
export const HebrewEmpty: Story = {
  globals: { locale: 'he' },
  args: { data: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('אין כרגע פריטים בקולקציה.')).toBeVisible();
  },
};

export const EnglishEmpty: Story = {
  globals: { locale: 'en' },
  args: { fields: { ...fields, heading: 'The Land Rover collection' }, data: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('There are no items in this collection right now.')).toBeVisible();
  },
};

/** The feed could not be read: a message and a retry. */
export const HebrewError: Story = {
  globals: { locale: 'he' },
  args: { data: undefined },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('לא הצלחנו לטעון את הקולקציה.');
  },
};

export const EnglishError: Story = {
  globals: { locale: 'en' },
  args: { fields: { ...fields, heading: 'The Land Rover collection' }, data: undefined },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('We could not load the collection.');
  },
};
