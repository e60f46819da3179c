import { render } from '@testing-library/react';
import { fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import type { ReactNode } from 'react';
import { UiProvider } from '@lux/ui';

/** Renders inside an Effector scope and a UiProvider for the locale (English unless told); `rerender` keeps both. */
export function renderChrome(ui: ReactNode, { scope = fork(), locale = 'en' }: { scope?: Scope; locale?: string } = {}) {
  function Providers({ children }: { children: ReactNode }) {
    return (
      <Provider value={scope}>
        <UiProvider locale={locale}>{children}</UiProvider>
      </Provider>
    );
  }
  return { ...render(ui, { wrapper: Providers }), scope };
}
