import { useEffect, useId, useRef, type ComponentPropsWithoutRef } from 'react';
import { Button } from '@lux/ui';
import { BannerActions, BannerRoot, PreferencesError } from './ConsentBanner.styles';
import type { ConsentStrings } from './strings';

export type ConsentBannerProps = Omit<ComponentPropsWithoutRef<'section'>, 'children'> & {
  /** Texts in the page's language (`consentStringsFor(locale)`). */
  strings: ConsentStrings;
  /** The privacy policy page; no link when empty. */
  policyHref?: string;
  onAcceptAll: () => void;
  onRejectAll: () => void;
  /** Opens the preferences. */
  onCustomise: () => void;
  /** Escape: the banner steps aside for this page without a choice (nothing non-obligatory runs). */
  onDismiss: () => void;
  /** The last choice failed to save. */
  error?: string | null;
};

/**
 * The pending banner of the basic strategy (B§4). A labelled, non-modal region: when it appears focus
 * moves into it, so keyboard and screen-reader users meet it first; when it goes (a choice, or Escape)
 * focus returns where it was. Accept and reject are equal buttons; nothing is pre-ticked anywhere.
 */
export function ConsentBanner({ strings, policyHref, onAcceptAll, onRejectAll, onCustomise, onDismiss, error, ...rest }: ConsentBannerProps) {
  const titleId = useId();
  const rootRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    rootRef.current?.focus({ preventScroll: true });
    return () => {
      // Back where the visitor was; if that is gone (or was the page itself), the main content.
      const target = previous?.isConnected ? previous : document.getElementById('main');
      target?.focus({ preventScroll: true });
    };
  }, []);
  return (
    <BannerRoot
      {...rest}
      ref={rootRef}
      tabIndex={-1}
      aria-labelledby={titleId}
      data-consent-banner=""
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onDismiss();
        }
      }}
    >
      <div>
        <h2 id={titleId}>{strings.title}</h2>
        <p>
          {strings.text.map((sentence) => (
            <span key={sentence}>{sentence} </span>
          ))}
          {policyHref ? <a href={policyHref}>{strings.policyLink}</a> : null}
        </p>
        <BannerActions>
          <Button variant="secondary" size="small" onClick={onRejectAll}>
            {strings.rejectAll}
          </Button>
          <Button variant="secondary" size="small" onClick={onAcceptAll}>
            {strings.acceptAll}
          </Button>
          <Button variant="secondary" size="small" onClick={onCustomise}>
            {strings.customise}
          </Button>
        </BannerActions>
        {error ? <PreferencesError role="alert">{error}</PreferencesError> : null}
      </div>
    </BannerRoot>
  );
}
