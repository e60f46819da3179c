import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContentEnvironmentProvider, type ContentEnvironment } from '../news/environment';
import { tableEnvironment } from '../news/fixtures';
import { BlockPreview } from '../testing/BlockPreview';
import { sampleResultsFile } from './fixtures';
import { parseRaceResults } from './results';

const withEnvironment =
  (environment: ContentEnvironment): Decorator =>
  (Story) => (
    <ContentEnvironmentProvider value={environment}>
      <Story />
    </ContentEnvironmentProvider>
  );

const meta = {
  title: 'Blocks/Other/Racing results',
  component: BlockPreview,
  decorators: [withEnvironment(tableEnvironment({ '/data-files/racing/results-1.json': sampleResultsFile }))],
  args: {
    template: 'racing-results',
    index: 2,
    fields: { heading: 'Jaguar TCS Racing: תוצאות מקסיקו סיטי', header_tag: 'H2', header_size: 'm', url: 'results-1.json', box_color: 'light' },
    data: parseRaceResults(sampleResultsFile),
  },
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew, right to left: the table's times and numbers stay left to right. */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'תוצאות Mexico City E-Prix' });
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(4);
    await expect(within(table).getByText('47:12.458')).toHaveAttribute('dir', 'ltr');
  },
};

/** English; read in the browser (no server data). */
export const English: Story = {
  globals: { locale: 'en' },
  args: { fields: { heading: 'Jaguar TCS Racing: Mexico City', header_tag: 'H2', url: 'results-1.json' }, data: undefined },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'Mexico City E-Prix results' })).toBeVisible();
  },
};

/** The file cannot be read: a message and a retry. */
export const HebrewError: Story = {
  globals: { locale: 'he' },
  args: { fields: { heading: 'תוצאות', url: 'results-2.json' }, data: undefined },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('לא הצלחנו לטעון את התוצאות');
  },
};

export const EnglishError: Story = {
  globals: { locale: 'en' },
  args: { fields: { heading: 'Results', url: 'results-2.json' }, data: undefined },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('We could not load the results');
  },
};
