import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { $basicPopupConfig, $basicPopupVisible, disabledBasicPopup, type BasicPopupConfig } from '@lux/shell';
import { StoryScope, value } from '../testing/StoryScope';
import { BasicPopup } from './BasicPopup';

const hebrew = { locale: 'he', direction: 'auto' };
const english = { locale: 'en', direction: 'auto' };

const hebrewPopup: BasicPopupConfig = {
  ...disabledBasicPopup,
  enabled: true,
  title: 'מבצע שירות חורף',
  text: 'בדיקת 30 נקודות ללא עלות.\nיש לתאם עד סוף נובמבר.',
  cta: { url: '#service', text: 'לתיאום טיפול', target: '_self' },
};

const englishPopup: BasicPopupConfig = {
  ...hebrewPopup,
  title: 'Winter service offer',
  text: 'A free 30-point check.\nBook before the end of November.',
  cta: { url: '#service', text: 'Book a service', target: '_self' },
};

const meta = {
  title: 'Chrome/BasicPopup',
  component: BasicPopup,
  args: { closeLabel: 'סגירה' },
  render: (args, { parameters }) => (
    <StoryScope values={[value($basicPopupConfig, parameters['popup'] as BasicPopupConfig), value($basicPopupVisible, true)]}>
      <BasicPopup {...args} />
    </StoryScope>
  ),
  parameters: { popup: hebrewPopup },
} satisfies Meta<typeof BasicPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open in Hebrew: the close button sits at the inline end, which is the left. */
export const HebrewOpen: Story = {
  globals: hebrew,
  play: async ({ canvas }) => {
    const dialog = canvas.getByRole('dialog', { name: 'מבצע שירות חורף' });
    const close = canvas.getByRole('button', { name: 'סגירה' });
    await expect(close).toHaveFocus();
    const box = dialog.getBoundingClientRect();
    await expect(close.getBoundingClientRect().left - box.left).toBeLessThan(box.width / 2);
  },
};

/** Open in English: the close button is at the right; Escape closes the popup. */
export const EnglishOpen: Story = {
  globals: english,
  args: { closeLabel: 'Close' },
  parameters: { popup: englishPopup },
  play: async ({ canvas }) => {
    const dialog = canvas.getByRole('dialog', { name: 'Winter service offer' });
    const close = canvas.getByRole('button', { name: 'Close' });
    const box = dialog.getBoundingClientRect();
    await expect(close.getBoundingClientRect().left - box.left).toBeGreaterThan(box.width / 2);
    // The dialog fades in over 0.35 s (A§9).
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Book a service' })).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

export const HebrewDarkTheme: Story = { globals: { ...hebrew, theme: 'dark' } };

export const EnglishWithoutCallToAction: Story = {
  globals: { ...english, theme: 'grey' },
  args: { closeLabel: 'Close' },
  parameters: { popup: { ...englishPopup, cta: null } },
};
