import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MapTilesProvider } from '../location-map/location';
import { RetailerEnvironmentProvider, type RetailerEnvironment } from '../retailer-cards/environment';
import { BlockPreview } from '../testing/BlockPreview';
import { fixtureEnvironment, sampleLocatorData } from './fixtures';

/** Answers from the fixtures, never the network; the map draws without tiles (no remote host). */
const withEnvironment =
  (environment: RetailerEnvironment): Decorator =>
  (Story) => (
    <RetailerEnvironmentProvider value={environment}>
      <MapTilesProvider value={null}>
        <Story />
      </MapTilesProvider>
    </RetailerEnvironmentProvider>
  );

const meta = {
  title: 'Blocks/Retailers/Retailer locator',
  component: BlockPreview,
  decorators: [withEnvironment(fixtureEnvironment({ geolocation: 'granted' }))],
  args: {
    template: 'retailer-locator',
    index: 0,
    fields: {
      heading: 'איתור סוכנויות',
      header_tag: 'H1',
      header_size: 'xl',
      paragraph: '<p>כל הסוכנויות המורשות של לנד רובר בישראל: מכירות, שירות ונסיעות מבחן.</p>',
      variant: 'list-and-map',
      distance_unit: 'km',
      box_color: 'light',
    },
    data: sampleLocatorData('he'),
  },
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Hebrew, list beside the map: search narrows the list and the markers; "Show on map" moves focus to the
 * retailer's marker, and Enter on a marker brings focus back to its card.
 */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'סוכנויות' });
    await expect(within(list).getAllByRole('article')).toHaveLength(6);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'חיפוש סוכנות לפי עיר, מיקוד או שם' }), 'חיפה');
    await userEvent.keyboard('{Enter}');
    await expect(within(list).getAllByRole('article')).toHaveLength(2);
    await expect(canvas.getByText('נמצאו 2 סוכנויות עבור „חיפה”.')).toBeVisible();
    await expect(within(list).getAllByRole('link', { name: /^טלפון:/ })[0]).toHaveAttribute('href', 'tel:+97248417700');

    const map = await waitFor(() => canvas.getByRole('region', { name: 'מפת הסוכנויות' }), { timeout: 5000 });
    await waitFor(() => expect(within(map).getAllByRole('button', { name: /^לוקס מוטורס/ })).toHaveLength(2), { timeout: 5000 });
    // Controls sit at the reading start: the top right under RTL; the list is at the right of the map.
    const zoomIn = within(map).getByRole('button', { name: 'הגדלת התצוגה' });
    const box = map.getBoundingClientRect();
    await expect(zoomIn.getBoundingClientRect().left).toBeGreaterThan(box.left + box.width / 2);
    await expect(list.getBoundingClientRect().left).toBeGreaterThanOrEqual(box.right - 1);

    const haifa = canvas.getByRole('article', { name: 'לוקס מוטורס חיפה' });
    await userEvent.click(within(haifa).getByRole('button', { name: 'הצגה במפה' }));
    const marker = within(map).getByRole('button', { name: 'לוקס מוטורס חיפה' });
    await waitFor(() => expect(marker).toHaveFocus());
    await expect(haifa).toHaveAttribute('data-selected', 'true');
    const checkPost = within(map).getByRole('button', { name: "לוקס מוטורס צ'ק פוסט" });
    checkPost.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('article', { name: "לוקס מוטורס צ'ק פוסט" })).toHaveFocus());
  },
};

/** English, list only, distances in miles once the visitor shares their location. */
export const English: Story = {
  globals: { locale: 'en' },
  decorators: [withEnvironment(fixtureEnvironment({ locale: 'en', geolocation: 'granted' }))],
  args: {
    fields: { heading: 'Find a retailer', header_tag: 'H1', variant: 'list', distance_unit: 'mi', search_placeholder: 'City or postcode' },
    data: sampleLocatorData('en'),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Find a retailer by city, postcode or name' })).toHaveAttribute('placeholder', 'City or postcode');
    await expect(canvas.queryByRole('region', { name: 'Map of retailers' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Use my location' }));
    await expect(await canvas.findByText('Retailers are sorted by distance from you.')).toBeVisible();
    const [first] = canvas.getAllByRole('article');
    await expect(first).toHaveAccessibleName('Lux Motors Haifa');
    await expect(within(first!).getByText(/^[\d.]+ mi from you$/)).toBeVisible();
  },
};

/** A postcode goes to the dealers endpoint; the answer is nearest first with distances from it. */
export const PostcodeSearch: Story = {
  globals: { locale: 'he' },
  args: { fields: { ...meta.args.fields, variant: 'map' } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox'), '4951100');
    await userEvent.click(canvas.getByRole('button', { name: 'חיפוש' }));
    await expect(await canvas.findByText('נמצאו 2 סוכנויות עבור „4951100”.')).toBeVisible();
    await expect(canvas.getByText('7.4 ק״מ מהמיקוד 4951100')).toBeVisible();
  },
};

/** The visitor refused to share their location: a message, and the list stays as it was. */
export const LocationDenied: Story = {
  globals: { locale: 'he' },
  decorators: [withEnvironment(fixtureEnvironment({ geolocation: 'denied' }))],
  args: { fields: { ...meta.args.fields, variant: 'list' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'שימוש במיקום שלי' }));
    await expect(await canvas.findByText(/לא ניתנה הרשאה לגשת למיקום שלך/)).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(6);
  },
};

/** The loader failed and so does the browser: the A§8 message with "Try again". */
export const LoadFailed: Story = {
  globals: { locale: 'he' },
  decorators: [withEnvironment(fixtureEnvironment({ fail: true }))],
  args: { data: undefined },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('משהו השתבש, אנא נסו שוב.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'נסו שוב' })).toBeVisible();
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};

/** Retailers too close to tell apart share a numbered marker; choosing it zooms in and focuses the first. */
export const ClusteredMarkers: Story = {
  globals: { locale: 'he' },
  args: { fields: { ...meta.args.fields, variant: 'map' } },
  play: async ({ canvas }) => {
    const map = await waitFor(() => canvas.getByRole('region', { name: 'מפת הסוכנויות' }), { timeout: 5000 });
    const cluster = await waitFor(() => within(map).getByRole('button', { name: /^2 סוכנויות באזור: לוקס מוטורס צ'ק פוסט, לוקס מוטורס חיפה$/ }), { timeout: 5000 });
    cluster.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(map).getByRole('button', { name: "לוקס מוטורס צ'ק פוסט" })).toHaveFocus());
    await expect(within(map).getByRole('button', { name: 'לוקס מוטורס חיפה' })).toBeVisible();
  },
};
