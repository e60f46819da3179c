import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { UiProvider } from '@lux/ui';

/** Renders under the UI provider of a locale, as the /cms routes do. */
export function renderInLocale(ui: ReactElement, locale: 'he' | 'en' = 'he') {
  return render(<UiProvider locale={locale}>{ui}</UiProvider>);
}
