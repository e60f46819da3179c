import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { Heading } from '../Heading';
import { themeNames } from '../tokens/themes';
import { Surface } from './Surface';

const meta = {
  title: 'Layout/Surface',
  component: Surface,
} satisfies Meta<typeof Surface>;

export default meta;
type Story = StoryObj<typeof meta>;

function Card({ title, action, label }: { title: string; action: string; label: string }) {
  return (
    <Surface as="article" variant="raised" aria-label={label}>
      <Heading size="m" level={3}>
        {title}
      </Heading>
      <p>{label}</p>
      <Button variant="tertiary" trailingIcon="arrow">
        {action}
      </Button>
    </Surface>
  );
}

/** stylis-plugin-rtl negates the literal shadow offset, so the shadow falls toward the inline end. */
export const HebrewRaisedCard: Story = {
  globals: { locale: 'he', direction: 'auto' },
  render: () => <Card title="דיסקברי ספורט" action="לפרטים" label="רכב במלאי" />,
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'רכב במלאי' });
    await expect(getComputedStyle(card).boxShadow).toMatch(/-12px 12px 32px/);
  },
};

export const EnglishRaisedCard: Story = {
  globals: { locale: 'en', direction: 'auto' },
  render: () => <Card title="Discovery Sport" action="Details" label="In stock" />,
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'In stock' });
    await expect(getComputedStyle(card).boxShadow).toMatch(/\) 12px 12px 32px/);
  },
};

const copy = {
  he: { title: 'ערכת נושא', body: 'כל תת-עץ יכול להחליף ערכת נושא עם מאפיין אחד.', action: 'לכל הדגמים' },
  en: { title: 'Theme', body: 'Any subtree can switch theme with one attribute.', action: 'All models' },
};

function Themes({ lang }: { lang: 'he' | 'en' }) {
  const text = copy[lang];
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {themeNames.map((theme) => (
        <Surface key={theme} theme={theme} aria-label={`${text.title}: ${theme}`} style={{ paddingInline: '1.5rem' }}>
          <Heading size="s" level={3}>{`${text.title}: ${theme}`}</Heading>
          <p>{text.body}</p>
          <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
            <Button>{text.action}</Button>
            <Button variant="secondary">{text.action}</Button>
            <Button variant="tertiary">{text.action}</Button>
          </div>
        </Surface>
      ))}
    </div>
  );
}

/** Every theme, each a `box_color` section: axe checks the contrast of all four in the browser. */
export const HebrewThemes: Story = { globals: { locale: 'he', direction: 'auto' }, render: () => <Themes lang="he" /> };
export const EnglishThemes: Story = { globals: { locale: 'en', direction: 'auto' }, render: () => <Themes lang="en" /> };

export const HebrewCardOnDark: Story = {
  globals: { locale: 'he', direction: 'auto', theme: 'dark' },
  render: () => <Card title="דיפנדר 110" action="לפרטים" label="זמין להזמנה" />,
};
