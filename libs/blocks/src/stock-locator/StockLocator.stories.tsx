import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StockServicesProvider } from '../stock-shared/services';
import { fakeLoaderContext, memoryStockServices, StockBlockPreview } from '../stock-shared/testing';
import { loadStockLocator } from './data';

const fields = {
  heading: 'מלאי רכבים',
  header_tag: 'H2',
  header_size: 'l',
  paragraph: '<p>רכבים חדשים, מאושרים ויד שנייה אצל משווקי לוקס מוטורס.</p>',
  ci_key_list: 'lux-il',
  filter_models: true,
  filter_states: true,
  filter_financing_options: true,
  filter_display_price: true,
  filter_mileage: true,
  filter_number_of_seats: true,
  filter_dealers: true,
  reset_button_theme: 'secondary',
};

type Loaded = { stock: ReturnType<typeof memoryStockServices>; data?: unknown };

const meta = {
  title: 'Blocks/Stock/Stock locator',
  component: StockBlockPreview,
  args: { template: 'stock-locator', fields, index: 1 },
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

/**
 * Hebrew, server-rendered from the loader (URL `?models=Defender`): facet counts, the filter drawer of
 * small screens (focus returns to its button), sort into the URL, saving a vehicle.
 */
export const Hebrew: Story = {
  globals: { locale: 'he', viewport: { value: 'mobile2', isRotated: false } },
  loaders: [
    async () => {
      const search = '?models=Defender';
      const { context } = fakeLoaderContext({ url: `http://site.test/stock${search}` });
      const data = await loadStockLocator(
        { id: 1, template: 'stock-locator', fields: { ...fields, filter_brands: false }, groups: [] } as never,
        context,
        { overseas: false },
      );
      return { stock: memoryStockServices({ search }), data };
    },
  ],
  play: async ({ canvas, loaded }) => {
    const { location } = (loaded as Loaded).stock;
    await expect(canvas.getByRole('heading', { level: 2, name: 'מלאי רכבים' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('4 רכבים');
    await expect(canvas.getAllByRole('article')).toHaveLength(4);

    const open = canvas.getByRole('button', { name: 'סינון (1)' });
    await userEvent.click(open);
    const drawer = within(document.body).getByRole('dialog', { name: 'סינון' });
    await expect(within(drawer).getByRole('checkbox', { name: 'Defender (4)' })).toBeChecked();
    await userEvent.click(within(drawer).getByRole('checkbox', { name: 'Discovery (4)' }));
    await waitFor(() => expect(location.search()).toBe('?models=Defender++Discovery'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(open.isConnected ? open : canvas.getByRole('button', { name: 'סינון (1)' })).toHaveFocus();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('8 רכבים'));

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'מיון לפי' }), 'priceAsc');
    await waitFor(() => expect(location.search()).toContain('sort=priceAsc'));

    const save = canvas.getAllByRole('button', { name: /^שמירת / })[0]!;
    await userEvent.click(save);
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('tab', { name: 'שמורים (1)' })).toBeVisible();
  },
};

/** English, loaded in the browser: the postcode search's rules (A§4, A§5) and its undismissable modal. */
export const EnglishPostcodeSearch: Story = {
  globals: { locale: 'en' },
  args: { fields: { ...fields, heading: 'Vehicles in stock', paragraph: '' } },
  play: async ({ canvas, loaded }) => {
    const { location } = (loaded as Loaded).stock;
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('12 vehicles'));
    await userEvent.click(canvas.getByRole('button', { name: 'Search by location' }));
    const dialog = within(document.body).getByRole('dialog', { name: 'Search by location' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
    await expect(within(dialog).getByText('State is required.')).toBeVisible();
    await expect(within(dialog).getByRole('combobox', { name: 'District' })).toHaveFocus();

    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'District' }), 'מחוז הדרום');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Postcode' }), '6701101');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Town' }), 'Haifa');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('No retailers were found'));
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(within(document.body).getByRole('dialog')).toBeVisible();
    await expect(dialog.contains(document.activeElement)).toBe(true);

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Retailer' }));
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Retailer' }), 'HFA01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('4 vehicles'));
    await expect(new URLSearchParams(location.search()).get('_retailer')).toBe('HFA01');
    await expect(canvas.getByText('Location: לוקס מוטורס חיפה')).toBeVisible();
  },
};

/** A§8: the list failed; the block says so and offers "Try again". */
export const ListFailed: Story = {
  globals: { locale: 'he' },
  loaders: [async () => ({ stock: memoryStockServices({ failing: true }) })],
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('משהו השתבש, אנא נסו שוב.');
    await expect(within(alert).getByRole('button', { name: 'נסו שוב' })).toBeVisible();
  },
};

/** No vehicle matches: the empty state offers to reset the filters, in the block's button theme. */
export const NoResults: Story = {
  globals: { locale: 'he' },
  args: { fields: { ...fields, reset_button_theme: 'primary' } },
  loaders: [async () => ({ stock: memoryStockServices({ search: '?display_price.from=5000000' }) })],
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByText('לא נמצאו רכבים שמתאימים לחיפוש.')).toBeVisible();
    const resets = canvas.getAllByRole('button', { name: 'איפוס סינון' });
    await userEvent.click(resets.at(-1)!);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('12 רכבים'));
    await expect((loaded as Loaded).stock.location.search()).toBe('');
  },
};

/** Saved vehicles (A§4): the saved list is read from storage and each vehicle fetched. */
export const SavedView: Story = {
  globals: { locale: 'he' },
  loaders: [
    async () => {
      const stock = memoryStockServices();
      stock.storage.write({ kind: 'localStorage', key: 'sl_saved_vehicles', value: JSON.stringify([{ id: '102', list: 'lux-il' }, { id: 'gone', list: 'lux-il' }]) });
      return { stock };
    },
  ],
  play: async ({ canvas }) => {
    const tab = await canvas.findByRole('tab', { name: 'שמורים (2)' });
    await userEvent.click(tab);
    const panel = canvas.getByRole('tabpanel');
    await waitFor(() => expect(within(panel).getAllByRole('article')).toHaveLength(1));
    // The id the API answers 404 for is dropped from the list (A§8).
    await expect(canvas.getByRole('tab', { name: 'שמורים (1)' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: /כל הרכבים/ })).toHaveFocus();
  },
};
