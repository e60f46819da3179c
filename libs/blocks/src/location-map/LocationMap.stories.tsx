import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { BlockPreview } from '../testing/BlockPreview';
import { MapTilesProvider } from './location';

const meta = {
  title: 'Blocks/Media/Location map',
  component: BlockPreview,
  // No tiles in stories: the map draws without reaching a remote host.
  decorators: [
    (Story) => (
      <MapTilesProvider value={null}>
        <Story />
      </MapTilesProvider>
    ),
  ],
  args: {
    template: 'location-map',
    index: 4,
    fields: {
      heading: 'אולם התצוגה בתל אביב',
      header_size: 'l',
      location_latitude: 32.0636,
      location_longitude: 34.7987,
      location_content:
        '<p>לנד רובר ישראל<br>דרך מנחם בגין 132, תל אביב</p><p>ראשון–חמישי 09:00–19:00, שישי 09:00–13:00</p><p>טלפון: <a href="tel:+97235551234">03-555-1234</a></p>',
      box_color: 'grey',
    },
  },
} satisfies Meta<typeof BlockPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew: the address and the map link render first; Leaflet loads lazily with Hebrew controls at the top right. */
export const Hebrew: Story = {
  globals: { locale: 'he' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/דרך מנחם בגין 132/)).toBeVisible();
    const link = canvas.getByRole('link', { name: /פתיחת המיקום במפה/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link.getAttribute('href')).toContain('mlat=32.0636');
    const zoomIn = await waitFor(() => canvas.getByRole('button', { name: 'הגדלת התצוגה' }), {
      timeout: 5000,
    });
    const map = canvas.getByRole('region', { name: /^מפה: לנד רובר ישראל/ });
    await expect(map).toBeVisible();
    // Controls sit at the reading start: the top right under RTL.
    const box = map.getBoundingClientRect();
    await expect(zoomIn.getBoundingClientRect().left).toBeGreaterThan(box.left + box.width / 2);
    await expect(canvas.getByRole('button', { name: /^לנד רובר ישראל/ })).toBeVisible();
    await userEvent.click(zoomIn);
    // No tile was requested from anywhere.
    const tiles = performance.getEntriesByType('resource').filter((entry) => /tile/i.test(entry.name));
    await expect(tiles).toHaveLength(0);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    fields: {
      heading: 'Visit our Haifa showroom',
      header_tag: 'H3',
      location_latitude: 32.794,
      location_longitude: 34.9896,
      location_content: '<p>Land Rover Haifa<br>Ha-Histadrut Blvd 55, Haifa</p><p>Sun–Thu 09:00–18:00</p>',
      box_color: 'light',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Visit our Haifa showroom' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Zoom out' })).toBeVisible(), {
      timeout: 5000,
    });
  },
};

/** No coordinates: only the content, no map and no link. */
export const WithoutCoordinates: Story = {
  globals: { locale: 'he' },
  args: { fields: { ...meta.args.fields, location_latitude: null, location_longitude: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/דרך מנחם בגין 132/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /פתיחת המיקום במפה/ })).toBeNull();
  },
};
