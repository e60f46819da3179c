import { useState, type ReactNode } from 'react';
import type { Scope } from 'effector';
import type { CheckoutServices } from '../environment';
import type { CheckoutLocale } from '../strings';
import { JourneyFrame } from './fixtures';

/** Stories in both directions: Hebrew (the site's language, RTL) and English (LTR). */
export const hebrew = { locale: 'he', direction: 'auto' } as const;
export const english = { locale: 'en', direction: 'auto' } as const;

export interface JourneyStoryProps {
  locale: CheckoutLocale;
  /** Makes the story's scope once, when it mounts (each story starts fresh). */
  makeScope: () => Scope;
  makeServices?: () => CheckoutServices;
  children: ReactNode;
}

/** A screen in a fresh scope with the environment a journey page gives it. */
export function JourneyStory({ locale, makeScope, makeServices, children }: JourneyStoryProps) {
  const [scope] = useState(makeScope);
  const [services] = useState(() => makeServices?.());
  return (
    <JourneyFrame scope={scope} locale={locale} services={services}>
      {children}
    </JourneyFrame>
  );
}
