import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { $exitPopupConfig, $pendingExit, disabledExitPopup, type ExitPopupConfig, type PendingExit } from '@lux/shell';
import { StoryScope, value } from '../testing/StoryScope';
import { ExitPopup } from './ExitPopup';

const hebrew = { locale: 'he', direction: 'auto' };
const english = { locale: 'en', direction: 'auto' };

const hebrewConfig: ExitPopupConfig = {
  ...disabledExitPopup,
  enabled: true,
  title: 'אתם עוברים לאתר אחר',
  text: 'לאתר הסוכנות מדיניות פרטיות משלו.',
  whitelist: ['https://dealer.example/*'],
};
const englishConfig: ExitPopupConfig = { ...hebrewConfig, title: 'You are leaving our site', text: 'The dealer site has its own privacy policy.' };
const pending: PendingExit = { url: 'https://dealer.example/stock', target: '_self' };

const meta = {
  title: 'Chrome/ExitPopup',
  component: ExitPopup,
  args: { okLabel: 'המשך', cancelLabel: 'ביטול', onProceed: fn() },
  render: (args, { parameters }) => (
    <StoryScope
      values={[
        value($exitPopupConfig, parameters['exit'] as ExitPopupConfig),
        value($pendingExit, parameters['pending'] === undefined ? pending : (parameters['pending'] as PendingExit | null)),
      ]}
    >
      <p>
        <a href="https://dealer.example/stock">{parameters['linkText'] as string}</a>
      </p>
      <ExitPopup {...args} />
    </StoryScope>
  ),
  parameters: { exit: hebrewConfig, linkText: 'מלאי הסוכנות' },
} satisfies Meta<typeof ExitPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asking in Hebrew; focus starts on the safe choice. */
export const HebrewOpen: Story = {
  globals: hebrew,
  play: async ({ canvas }) => {
    // The dialog fades in over 0.35 s (A§9).
    await waitFor(() => expect(canvas.getByRole('alertdialog', { name: 'אתם עוברים לאתר אחר' })).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'ביטול' })).toHaveFocus();
  },
};

/** Following a whitelisted link asks first; OK goes on to the address. */
export const EnglishFollowingALink: Story = {
  globals: english,
  args: { okLabel: 'Continue', cancelLabel: 'Cancel' },
  parameters: { exit: englishConfig, pending: null, linkText: 'Dealer stock' },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('alertdialog')).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Dealer stock' }));
    await waitFor(() => expect(canvas.getByRole('alertdialog', { name: 'You are leaving our site' })).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onProceed).toHaveBeenCalledWith(pending);
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
  },
};

/** Escape cancels and focus goes back to where it was. */
export const EnglishEscape: Story = {
  globals: { ...english, theme: 'dark' },
  args: { okLabel: 'Continue', cancelLabel: 'Cancel' },
  parameters: { exit: { ...englishConfig, okText: 'Yes, leave', cancelText: 'Stay here' }, linkText: 'Dealer stock' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Stay here' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
    await expect(args.onProceed).not.toHaveBeenCalled();
  },
};

export const HebrewBlackTheme: Story = { globals: { ...hebrew, theme: 'black' } };
