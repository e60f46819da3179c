import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { declarationsFor, physicalDeclarations } from '@lux/ui/testing';
import { renderChrome } from '../testing/render';
import { ConsentBanner } from './ConsentBanner';
import { consentStrings } from './strings';

const strings = consentStrings.en;

function Page({ onAcceptAll = vi.fn(), onRejectAll = vi.fn(), onDismiss = vi.fn() }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <main id="main" tabIndex={-1}>
        <button type="button">Before</button>
      </main>
      {open ? (
        <ConsentBanner
          strings={strings}
          policyHref="/privacy"
          onAcceptAll={() => {
            onAcceptAll();
            setOpen(false);
          }}
          onRejectAll={() => {
            onRejectAll();
            setOpen(false);
          }}
          onCustomise={vi.fn()}
          onDismiss={() => {
            onDismiss();
            setOpen(false);
          }}
        />
      ) : null}
    </>
  );
}

describe('ConsentBanner', () => {
  it('is a labelled region that takes focus, with reject and accept as equal buttons', () => {
    renderChrome(<Page />);
    const banner = screen.getByRole('region', { name: strings.title });
    expect(document.activeElement).toBe(banner);
    const reject = screen.getByRole('button', { name: strings.rejectAll });
    const accept = screen.getByRole('button', { name: strings.acceptAll });
    expect(reject.getAttribute('data-variant')).toBe(accept.getAttribute('data-variant'));
    expect(reject.getAttribute('data-size')).toBe(accept.getAttribute('data-size'));
    expect(screen.getByRole('link', { name: strings.policyLink }).getAttribute('href')).toBe('/privacy');
  });

  it('gives focus back when a choice closes it', async () => {
    const onRejectAll = vi.fn();
    renderChrome(<Page onRejectAll={onRejectAll} />);
    await userEvent.click(screen.getByRole('button', { name: strings.rejectAll }));
    expect(onRejectAll).toHaveBeenCalledOnce();
    expect(screen.queryByRole('region', { name: strings.title })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('steps aside on Escape without a choice', async () => {
    const onDismiss = vi.fn();
    const onAcceptAll = vi.fn();
    renderChrome(<Page onDismiss={onDismiss} onAcceptAll={onAcceptAll} />);
    await userEvent.keyboard('{Escape}');
    expect(onDismiss).toHaveBeenCalledOnce();
    expect(onAcceptAll).not.toHaveBeenCalled();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('is styled with logical properties only', () => {
    renderChrome(<Page />);
    expect(physicalDeclarations(declarationsFor(screen.getByRole('region', { name: strings.title })))).toEqual([]);
  });
});

// The preferences dialog (react-aria Modal) runs in Chromium: see Consent.stories.tsx.
