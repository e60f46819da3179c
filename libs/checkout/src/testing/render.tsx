import { render } from '@testing-library/react';
import type { Scope } from 'effector';
import type { ReactNode } from 'react';
import { UiProvider } from '@lux/ui';
import type { CheckoutServices } from '../environment';
import type { CheckoutLocale } from '../strings';
import { JourneyFrame } from './fixtures';

/** Renders a screen as a journey page does: the locale's direction, the scope and the environment. */
export function renderJourney(ui: ReactNode, { scope, locale = 'he', services }: { scope: Scope; locale?: CheckoutLocale; services?: CheckoutServices }) {
  return render(
    <UiProvider locale={locale}>
      <JourneyFrame scope={scope} locale={locale} services={services}>
        {ui}
      </JourneyFrame>
    </UiProvider>,
  );
}
