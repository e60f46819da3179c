import type { Meta, StoryObj } from '@storybook/react-vite';
import { headingSizes } from '../tokens/tokens';
import { Heading } from './Heading';

const meta = {
  title: 'Components/Heading',
  component: Heading,
  args: { children: 'ריינג׳ רובר ספורט החדש', size: 'xl', level: 2 },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HebrewDefault: Story = { globals: { locale: 'he', direction: 'auto' } };
export const EnglishDefault: Story = {
  globals: { locale: 'en', direction: 'auto' },
  args: { children: 'The new Range Rover Sport' },
};

function Sizes({ text }: { text: string }) {
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {headingSizes.map((size) => (
        // Same level throughout: the size changes the look, never the outline.
        <Heading key={size} size={size} level={3}>
          {`${size} · ${text}`}
        </Heading>
      ))}
    </div>
  );
}

export const HebrewSizes: Story = {
  globals: { locale: 'he', direction: 'auto' },
  render: () => <Sizes text="דיפנדר" />,
};
export const EnglishSizes: Story = {
  globals: { locale: 'en', direction: 'auto' },
  render: () => <Sizes text="Defender" />,
};
export const HebrewBlackTheme: Story = {
  globals: { locale: 'he', direction: 'auto', theme: 'black' },
  render: () => <Sizes text="דיסקברי" />,
};
