import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { englishFooter, hebrewFooter } from '../testing/footer';
import { Footer } from './Footer';

const hebrew = { locale: 'he', direction: 'auto' };
const english = { locale: 'en', direction: 'auto' };

const hebrewLabels = { navigationLabel: 'קישורים באתר', secondaryNavigationLabel: 'מידע משפטי', newTabHint: '(נפתח בלשונית חדשה)' };
const englishLabels = { navigationLabel: 'Site links', secondaryNavigationLabel: 'Legal', newTabHint: '(opens in a new tab)' };

const meta = {
  title: 'Chrome/Footer',
  component: Footer,
  args: { content: hebrewFooter, ...hebrewLabels },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew: columns run from the right; social links are named for screen readers. */
export const Hebrew: Story = {
  globals: hebrew,
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole('heading', { level: 2 });
    const [first, second] = headings.map((heading) => heading.getBoundingClientRect());
    await expect(first!.left).toBeGreaterThan(second!.left);
    await expect(canvas.getByRole('link', { name: /^פייסבוק/ })).toBeVisible();
  },
};

/** English, with the retailers section and search bar slots filled. */
export const English: Story = {
  globals: english,
  args: {
    content: englishFooter,
    ...englishLabels,
    retailers: <p>Retailers: Tel Aviv · Haifa · Jerusalem</p>,
    search: (
      <form role="search" aria-label="Site search" onSubmit={(event) => event.preventDefault()}>
        <label>
          Search <input type="search" name="q" />
        </label>
      </form>
    ),
  },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.getBoundingClientRect());
    await expect(first!.left).toBeLessThan(second!.left);
    await expect(canvas.getByRole('search', { name: 'Site search' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Legal' })).toBeVisible();
  },
};

export const HebrewDarkTheme: Story = { globals: { ...hebrew, theme: 'dark' } };

/** With the site's sanitiser (here a stand-in that passes known-safe HTML through). */
export const EnglishSanitisedHtml: Story = {
  globals: { ...english, theme: 'grey' },
  args: {
    content: { ...englishFooter, middleHtml: '<p>Lux Motors Ltd. — <strong>official importer</strong></p>' },
    ...englishLabels,
    sanitizeHtml: (html: string) => html,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('official importer').tagName).toBe('STRONG');
  },
};
