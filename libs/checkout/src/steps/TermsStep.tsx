import { useUnit } from 'effector-react';
import styled from 'styled-components';
import { $orderOnlineData, $stepsPage, orderOnlineDataChanged } from '@lux/order-online';
import { Checkbox } from '@lux/ui';
import { useCheckoutEnvironment, useCheckoutStrings } from '../environment';
import { useStepValidation, type StepComponentProps } from './types';

const TermsText = styled.div`
  max-block-size: 20rem;
  overflow-y: auto;
  margin-block-end: var(--lux-space-4);
  padding-block: var(--lux-space-3);
  padding-inline: var(--lux-space-4);
  border: 1px solid var(--lux-color-border);
  border-radius: var(--lux-radius-m);

  &:focus-visible {
    outline: var(--lux-focus-width) solid var(--lux-color-focus);
    outline-offset: var(--lux-focus-offset);
  }
  & > :first-child {
    margin-block-start: 0;
  }
  & > :last-child {
    margin-block-end: 0;
  }
`;

/**
 * The order terms (ADR 026 §3 `terms_html`, sanitised on the server before it reaches the page) in a
 * scrollable region a keyboard can scroll, and the box the buyer ticks; when ticked, the time is kept for
 * the order (`terms_accepted_at`). The terms are written in the site's default language.
 */
export function TermsStep({ step, attempt }: StepComponentProps) {
  const t = useCheckoutStrings();
  const { locale } = useCheckoutEnvironment();
  const { page, data, changed } = useUnit({ page: $stepsPage, data: $orderOnlineData, changed: orderOnlineDataChanged });
  const html = typeof page['terms_html'] === 'string' ? page['terms_html'].trim() : '';
  const accepted = data.termsAndConditionsData?.['accepted'] === true;
  useStepValidation('terms', step, accepted);
  return (
    <div>
      {html ? (
        <TermsText
          role="region"
          aria-label={t.termsLabel}
          // Scrollable content must be reachable from the keyboard (WCAG 2.1.1).
          tabIndex={0}
          lang={locale === 'he' ? undefined : 'he'}
          dir={locale === 'he' ? undefined : 'rtl'}
          dangerouslySetInnerHTML={{ __html: html }}
        />
      ) : (
        <p>{t.noTerms}</p>
      )}
      <Checkbox
        isRequired
        validationBehavior="aria"
        isSelected={accepted}
        isInvalid={attempt > 0 && !accepted}
        errorMessage={t.acceptTermsError}
        onChange={(selected) =>
          changed({ termsAndConditionsData: selected ? { accepted: true, accepted_at: new Date().toISOString() } : null })
        }
      >
        {t.acceptTerms}
      </Checkbox>
    </div>
  );
}
