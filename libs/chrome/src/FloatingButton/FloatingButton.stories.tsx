import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { $floatingButtonConfig, emptyFloatingButtonConfig, type FloatingButtonConfig } from '@lux/shell';
import { englishItems, hebrewItems } from '../testing/items';
import { StoryScope, value } from '../testing/StoryScope';
import { FloatingButton } from './FloatingButton';

const hebrew = { locale: 'he', direction: 'auto' };
const english = { locale: 'en', direction: 'auto' };

const meta = {
  title: 'Chrome/FloatingButton',
  component: FloatingButton,
  args: { label: 'פעולות מהירות', quickLinksLabel: 'קישורים מהירים' },
  render: (args, { parameters }) => (
    <StoryScope values={[value($floatingButtonConfig, parameters['fab'] as FloatingButtonConfig)]}>
      <FloatingButton {...args} />
    </StoryScope>
  ),
  parameters: { layout: 'fullscreen', fab: { ...emptyFloatingButtonConfig, adminItems: hebrewItems } },
} satisfies Meta<typeof FloatingButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The admin list without quick links: the plain floating button. */
export const HebrewAdminList: Story = {
  globals: hebrew,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'פעולות מהירות' })).toBeVisible();
  },
};

/** Quick links on: the quick-links tab instead. */
export const EnglishQuickLinks: Story = {
  globals: english,
  args: { label: 'Quick actions', quickLinksLabel: 'Quick links' },
  parameters: { fab: { ...emptyFloatingButtonConfig, adminItems: englishItems, quickLinksEnabled: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Quick links' })).toBeVisible();
  },
};

/** No admin list, no block, quick links off: disabled, nothing shows. */
export const EnglishDisabled: Story = {
  globals: english,
  args: { label: 'Quick actions', quickLinksLabel: 'Quick links' },
  parameters: { fab: emptyFloatingButtonConfig },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};
