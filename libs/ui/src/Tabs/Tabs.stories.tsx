import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Tabs } from './Tabs';

const meta = { title: 'Components/Tabs' } satisfies Meta;
export default meta;
type Story = StoryObj;

function Example({ labels, listLabel }: { labels: [string, string, string]; listLabel: string }) {
  return (
    <Tabs>
      <Tabs.List aria-label={listLabel}>
        <Tabs.Tab id="details">{labels[0]}</Tabs.Tab>
        <Tabs.Tab id="pricing">{labels[1]}</Tabs.Tab>
        <Tabs.Tab id="media">{labels[2]}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel id="details">{`${labels[0]} …`}</Tabs.Panel>
      <Tabs.Panel id="pricing">{`${labels[1]} …`}</Tabs.Panel>
      <Tabs.Panel id="media">{`${labels[2]} …`}</Tabs.Panel>
    </Tabs>
  );
}

const hebrewLabels: [string, string, string] = ['פרטים', 'תמחור', 'מדיה'];
const englishLabels: [string, string, string] = ['Details', 'Pricing', 'Media'];

/** Under Hebrew the next tab is to the left, and ArrowLeft goes to it. */
export const HebrewKeyboard: Story = {
  globals: { locale: 'he', direction: 'auto' },
  render: () => <Example labels={hebrewLabels} listLabel="עריכת דגם" />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'פרטים' }));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'תמחור' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'תמחור' })).toBeVisible();
  },
};

export const EnglishKeyboard: Story = {
  globals: { locale: 'en', direction: 'auto' },
  render: () => <Example labels={englishLabels} listLabel="Edit model" />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Details' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Pricing' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const HebrewGreyTheme: Story = {
  globals: { locale: 'he', direction: 'auto', theme: 'grey' },
  render: () => <Example labels={hebrewLabels} listLabel="עריכת דגם" />,
};

export const EnglishDisabledTabDark: Story = {
  globals: { locale: 'en', direction: 'auto', theme: 'dark' },
  render: () => (
    <Tabs disabledKeys={['media']}>
      <Tabs.List aria-label="Edit model">
        <Tabs.Tab id="details">Details</Tabs.Tab>
        <Tabs.Tab id="media">Media</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel id="details">Details …</Tabs.Panel>
      <Tabs.Panel id="media">Media …</Tabs.Panel>
    </Tabs>
  ),
};
