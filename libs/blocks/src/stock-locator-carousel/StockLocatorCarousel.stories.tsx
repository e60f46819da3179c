import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StockServicesProvider } from '../stock-shared/services';
import { fakeLoaderContext, memoryStockServices, StockBlockPreview } from '../stock-shared/testing';
import { loadStockCarousel } from './data';

const fields = {
  heading: 'הגיעו לאחרונה למלאי',
  header_tag: 'H2',
  header_size: 'm',
  ci_key_list: 'lux-il',
  link: { url: '/stock', type: 'internal', target: '_self', link_text: 'לכל המלאי', ui_type: 'tertiary' },
  box_color: 'grey',
};

type Loaded = { stock: ReturnType<typeof memoryStockServices>; data?: unknown };

const meta = {
  title: 'Blocks/Stock/Stock locator carousel',
  component: StockBlockPreview,
  args: { template: 'stock-locator-carousel', fields, index: 2 },
  decorators: [
    (Story, { loaded }) => (
      <StockServicesProvider services={(loaded as Loaded).stock.services}>
        <Story />
      </StockServicesProvider>
    ),
  ],
  loaders: [async () => ({ stock: memoryStockServices() })],
  render: (args, { loaded }) => <StockBlockPreview {...args} data={(loaded as Loaded).data} />,
} satisfies Meta<typeof StockBlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew, server-rendered: the newest cards of the listing in the shared carousel, RTL arrows. */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  loaders: [
    async () => {
      const { context } = fakeLoaderContext();
      const data = await loadStockCarousel({ id: 1, template: 'stock-locator-carousel', fields, groups: [] } as never, context);
      return { stock: memoryStockServices(), data };
    },
  ],
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'הגיעו לאחרונה למלאי' });
    // Twelve cards; those out of view are inert and hidden from assistive technology.
    await expect(within(region).getAllByRole('article', { hidden: true })).toHaveLength(12);
    await expect(within(region).getAllByRole('article').length).toBeLessThan(12);
    await expect(canvas.getByRole('link', { name: 'לכל המלאי' })).toHaveAttribute('href', '/stock');
    await userEvent.click(within(region).getByRole('button', { name: 'הבא' }));
    await waitFor(() => expect(within(region).getAllByRole('group', { hidden: true })[0]).toHaveAttribute('aria-hidden', 'true'));
  },
};

/** English, loaded in the browser when the server had no data for it. */
export const EnglishLoadedInBrowser: Story = {
  globals: { locale: 'en' },
  args: { fields: { ...fields, heading: 'Just arrived', link: { ...fields.link, link_text: 'All vehicles in stock' } } },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: 'Just arrived' });
    await expect(within(region).getAllByRole('article', { hidden: true })).toHaveLength(12);
    await expect(within(region).getAllByRole('link')[0]!.getAttribute('href')).toMatch(/^\/en\/showroom\//);
  },
};

/** A§8: the listing failed in the browser too: a clear message and "Try again". */
export const Failed: Story = {
  globals: { locale: 'he' },
  loaders: [async () => ({ stock: memoryStockServices({ failing: true }) })],
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('משהו השתבש, אנא נסו שוב.');
    await expect(within(alert).getByRole('button', { name: 'נסו שוב' })).toBeVisible();
  },
};
