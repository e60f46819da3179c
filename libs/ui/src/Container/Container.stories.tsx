import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading } from '../Heading';
import { Container } from './Container';

const meta = {
  title: 'Layout/Container',
  component: Container,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

function Content({ title, body }: { title: string; body: string }) {
  return (
    <>
      <Heading size="l">{title}</Heading>
      <p>{body}</p>
    </>
  );
}

export const HebrewContainer: Story = {
  globals: { locale: 'he', direction: 'auto' },
  render: () => (
    <Container as="article">
      <Content title="מלאי רכבים" body="התוכן ממורכז ברוחב המרבי של האתר, עם ריווח צדדי שגדל עם המסך." />
    </Container>
  ),
};

export const EnglishContainer: Story = {
  globals: { locale: 'en', direction: 'auto' },
  render: () => (
    <Container as="article">
      <Content title="Stock" body="Content is centred at the site's maximum width, with padding that grows with the screen." />
    </Container>
  ),
};

export const EnglishGreyTheme: Story = {
  globals: { locale: 'en', direction: 'auto', theme: 'grey' },
  render: EnglishContainer.render,
};
