import type { Meta, StoryObj } from '@storybook/react-vite';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  $searchConfig,
  disabledSearch,
  recentSearchesReadFx,
  recentSearchesWrittenFx,
  searchRequestFx,
  warningLoggedFx,
  type SearchResponse,
  type SearchResult,
} from '@lux/shell';
import { FooterSearch } from './FooterSearch';
import { SearchPopup } from './SearchPopup';
import { searchStrings } from './strings';

const hebrew = { locale: 'he', direction: 'auto' };
const english = { locale: 'en', direction: 'auto' };

const result = (type: SearchResult['type'], id: string, title: string, path: string, excerpt: string): SearchResult => ({
  type,
  id,
  title,
  path,
  href: `#${path}`,
  excerpt,
});

/** Canned answers of the content service, by query; anything else finds nothing. */
const answers: Record<string, SearchResponse> = {
  דיפנדר: {
    results: [
      result('page', '3', 'דיפנדר', '/models/defender', 'לנד רובר דיפנדר בגרסאות 90, 110 ו-130: יכולות שטח אגדיות, טכנולוגיה מתקדמת ומקום לעד שמונה נוסעים.'),
      result('model', 'defender-90', 'דיפנדר 90', '/models/defender', 'שלוש דלתות · הדיפנדר הקצר והזריז: בסיס גלגלים קצר ואופי שאין לטעות בו.'),
      result('model', 'defender-110', 'דיפנדר 110', '/models/defender', 'חמש דלתות · הדיפנדר המשפחתי: מקום לחמישה או לשבעה נוסעים.'),
      result('page', '1', 'לנד רובר ישראל', '/', 'לנד רובר ישראל: דיפנדר, דיסקברי וריינג׳ רובר. הכירו את הדגמים ותאמו נסיעת מבחן.'),
    ],
    total: 4,
  },
  defender: {
    results: [
      result('page', '13', 'Defender', '/models/defender', 'Land Rover Defender 90, 110 and 130: legendary off-road ability and room for up to eight.'),
      result('model', 'defender-90', 'Defender 90', '/models/defender', '3-door · The short, agile Defender.'),
      result('model', 'defender-110', 'Defender 110', '/models/defender', '5-door · The family Defender.'),
    ],
    total: 3,
  },
};

type Mode = 'answers' | 'error';

/** A scope per story: search on, requests answered from `answers` (or failing), storage untouched. */
function SearchStory({ locale, mode, recent, children }: { locale: 'he' | 'en'; mode: Mode; recent: string[]; children: ReactNode }) {
  const [scope] = useState(() =>
    fork({
      values: [[$searchConfig, { ...disabledSearch, enabled: true, locale }]],
      handlers: [
        [
          searchRequestFx,
          async ({ query }: { query: string }) => {
            if (mode === 'error') throw new Error('Search failed with status 502');
            return answers[query] ?? { results: [], total: 0 };
          },
        ],
        [recentSearchesReadFx, () => recent],
        [recentSearchesWrittenFx, () => undefined],
        [warningLoggedFx, () => undefined],
      ],
    }),
  );
  return <Provider value={scope}>{children}</Provider>;
}

const meta = {
  title: 'Chrome/SearchPopup',
  component: SearchPopup,
  // The host passes the texts of its page's language; here, the story's.
  args: { onNavigate: fn(), strings: searchStrings.he },
  render: (args, { parameters, globals }) => (
    <SearchStory locale={globals['locale'] === 'en' ? 'en' : 'he'} mode={(parameters['mode'] as Mode | undefined) ?? 'answers'} recent={(parameters['recent'] as string[] | undefined) ?? []}>
      <header style={{ display: 'flex', alignItems: 'center', gap: '1rem' }}>
        <strong>LAND ROVER</strong>
        <SearchPopup {...args} strings={searchStrings[globals['locale'] === 'en' ? 'en' : 'he']} />
      </header>
      <footer style={{ marginBlockStart: '2rem' }}>
        <FooterSearch strings={searchStrings[globals['locale'] === 'en' ? 'en' : 'he']} />
      </footer>
    </SearchStory>
  ),
} satisfies Meta<typeof SearchPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvas: ReturnType<typeof within>, buttonName: string) {
  const button = canvas.getByRole('button', { name: buttonName });
  button.focus();
  await userEvent.keyboard('{Enter}');
  const combobox = await canvas.findByRole('combobox');
  await waitFor(() => expect(combobox).toHaveFocus());
  return combobox;
}

/** Hebrew, right to left: models and pages grouped, the match highlighted, arrows move the active option. */
export const HebrewResults: Story = {
  globals: hebrew,
  play: async ({ canvas, args }) => {
    const combobox = await open(canvas, 'חיפוש באתר');
    await userEvent.type(combobox, 'דיפנדר');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('4 תוצאות'));
    const listbox = canvas.getByRole('listbox', { name: 'חיפוש דגמים ועמודים' });
    await expect(within(listbox).getAllByRole('group').map((group) => group.getAttribute('aria-labelledby') && document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent)).toEqual(['דגמים', 'עמודים']);
    await userEvent.keyboard('{ArrowDown}');
    const first = canvas.getByRole('option', { name: /^דיפנדר 90/ });
    await expect(combobox).toHaveAttribute('aria-activedescendant', first.id);
    await expect(first.querySelector('mark')).toHaveTextContent('דיפנדר');
    // RTL: the option's icon sits at the inline start, which is the right.
    const icon = first.querySelector('svg')!.getBoundingClientRect();
    const box = first.getBoundingClientRect();
    await expect(icon.left - box.left).toBeGreaterThan(box.width / 2);
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('#/models/defender');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'חיפוש באתר' })).toHaveFocus();
  },
};

/** Hebrew, results left open for the accessibility check of the open popup. */
export const HebrewOpen: Story = {
  globals: hebrew,
  play: async ({ canvas }) => {
    const combobox = await open(canvas, 'חיפוש באתר');
    await userEvent.type(combobox, "דיפנדר");
    await waitFor(() => expect(canvas.getAllByRole('option')).toHaveLength(4));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
  },
};

/** English, left to right; Escape closes and focus goes back to the button. */
export const EnglishResults: Story = {
  globals: english,
  play: async ({ canvas }) => {
    const combobox = await open(canvas, 'Search the site');
    await userEvent.type(combobox, 'defender');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('3 results'));
    const first = canvas.getByRole('option', { name: /^Defender 90/ });
    const icon = first.querySelector('svg')!.getBoundingClientRect();
    await expect(icon.left - first.getBoundingClientRect().left).toBeLessThan(first.getBoundingClientRect().width / 2);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Search the site' })).toHaveFocus();
  },
};

export const EnglishOpen: Story = {
  globals: { ...english, theme: 'grey' },
  play: async ({ canvas }) => {
    const combobox = await open(canvas, 'Search the site');
    await userEvent.type(combobox, 'defender');
    await waitFor(() => expect(canvas.getAllByRole('option')).toHaveLength(3));
    await userEvent.keyboard('{ArrowUp}');
  },
};

/** One character: the minimum-length hint. */
export const HebrewHint: Story = {
  globals: hebrew,
  play: async ({ canvas }) => {
    const combobox = await open(canvas, 'חיפוש באתר');
    await userEvent.type(combobox, 'ד');
    await expect(canvas.getByRole('status')).toHaveTextContent('הקלידו לפחות 2 תווים');
  },
};

/** Nothing found: the message names the query and suggests what to try. */
export const HebrewNoResults: Story = {
  globals: hebrew,
  play: async ({ canvas }) => {
    const combobox = await open(canvas, 'חיפוש באתר');
    await userEvent.type(combobox, 'טרקטור');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('אין תוצאות עבור „טרקטור”'));
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The service failed: said plainly, with a way to try again. */
export const EnglishError: Story = {
  globals: english,
  parameters: { mode: 'error' },
  play: async ({ canvas }) => {
    const combobox = await open(canvas, 'Search the site');
    await userEvent.type(combobox, 'defender');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Search is not available right now.'));
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Before typing: the recent searches, one Enter away. */
export const HebrewRecentSearches: Story = {
  globals: { ...hebrew, theme: 'dark' },
  parameters: { recent: ['דיפנדר', "ריינג' רובר ספורט"] },
  play: async ({ canvas }) => {
    await open(canvas, 'חיפוש באתר');
    await waitFor(() => expect(canvas.getByRole('group', { name: 'חיפושים אחרונים' })).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'ניקוי החיפושים האחרונים' })).toBeVisible();
  },
};

/** The footer's search bar opens the popup with its query. */
export const EnglishFooterBar: Story = {
  globals: english,
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('search', { name: 'Search the site' });
    await userEvent.type(within(bar).getByRole('searchbox'), 'defender');
    await userEvent.click(within(bar).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('3 results'));
  },
};
