import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ConsentBanner } from './ConsentBanner';
import { ConsentPreferences } from './ConsentPreferences';
import { consentStringsFor } from './strings';

const hebrew = { locale: 'he', direction: 'auto' };
const english = { locale: 'en', direction: 'auto' };

/** The banner, and the preferences it opens, as the site wires them. */
function ConsentDemo({ locale, onSave, onAcceptAll, onRejectAll }: { locale: string; onSave: (scopes: string[]) => void; onAcceptAll: () => void; onRejectAll: () => void }) {
  const strings = consentStringsFor(locale);
  const [banner, setBanner] = useState(true);
  const [open, setOpen] = useState(false);
  const [granted, setGranted] = useState<string[]>(['obligatory']);
  const decide = (scopes: string[]) => {
    setGranted(['obligatory', ...scopes]);
    setBanner(false);
    setOpen(false);
  };
  return (
    <div style={{ minBlockSize: '24rem' }}>
      <main id="main" tabIndex={-1}>
        <button type="button" onClick={() => setOpen(true)}>
          {strings.footerLink}
        </button>
      </main>
      {banner && !open ? (
        <ConsentBanner
          strings={strings}
          policyHref="#privacy"
          onAcceptAll={() => {
            onAcceptAll();
            decide(['optional', 'statistic', 'marketing', 'unclassified']);
          }}
          onRejectAll={() => {
            onRejectAll();
            decide([]);
          }}
          onCustomise={() => setOpen(true)}
          onDismiss={() => setBanner(false)}
        />
      ) : null}
      <ConsentPreferences
        isOpen={open}
        strings={strings}
        granted={granted}
        onSave={(scopes) => {
          onSave(scopes);
          decide(scopes);
        }}
        onAcceptAll={() => decide(['optional', 'statistic', 'marketing', 'unclassified'])}
        onRejectAll={() => decide([])}
        onClose={() => setOpen(false)}
      />
    </div>
  );
}

const meta = {
  title: 'Chrome/Consent',
  component: ConsentDemo,
  args: { locale: 'he', onSave: fn(), onAcceptAll: fn(), onRejectAll: fn() },
} satisfies Meta<typeof ConsentDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hebrew: the banner takes focus; reject and accept are the same kind of button. */
export const HebrewBanner: Story = {
  globals: hebrew,
  play: async ({ canvas, args }) => {
    const banner = canvas.getByRole('region', { name: 'עוגיות ופרטיות' });
    await expect(banner).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'דחיית הכול' }));
    await expect(args.onRejectAll).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.queryByRole('region')).toBeNull());
  },
};

/** English: customise, tick statistics only, save. */
export const EnglishSaveStatisticsOnly: Story = {
  globals: english,
  args: { locale: 'en' },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Customise' }));
    const body = canvasElement.ownerDocument.body;
    const dialog = await waitFor(() => {
      const found = body.querySelector('[role="dialog"]');
      if (!found) throw new Error('no dialog yet');
      return found as HTMLElement;
    });
    const statistics = dialog.querySelector<HTMLInputElement>('input[name="statistic"]');
    await expect(statistics).not.toBeChecked();
    await userEvent.click(statistics as HTMLInputElement);
    await userEvent.click([...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Save my choice') as HTMLElement);
    await expect(args.onSave).toHaveBeenCalledWith(['statistic']);
  },
};

/** Hebrew preferences, open (axe checks the dialog in RTL). */
export const HebrewPreferences: Story = {
  globals: hebrew,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'התאמה אישית' }));
  },
};

export const EnglishDarkTheme: Story = { globals: { ...english, theme: 'dark' }, args: { locale: 'en' } };
