import { fork } from 'effector';
import { describe, expect, it } from 'vitest';
import {
  $basicPopupConfig,
  $basicPopupVisible,
  $exitPopupConfig,
  $pendingExit,
  disabledBasicPopup,
  disabledExitPopup,
} from '@lux/shell';
import { GlobalStyle } from '@lux/ui';
import { BasicPopup } from './BasicPopup';
import { ExitPopup } from './ExitPopup';
import { FloatingActionButton } from './FloatingActionButton';
import { Footer } from './Footer';
import { QuickLinks } from './QuickLinks';
import { declarationsOf, injectedCss, physicalDeclarations } from '@lux/ui/testing';
import { englishFooter } from './testing/footer';
import { englishItems } from './testing/items';
import { renderChrome } from './testing/render';

describe('the chrome CSS', () => {
  it('uses logical properties only, so one stylesheet serves both directions', () => {
    const scope = fork({
      values: [
        [$basicPopupConfig, { ...disabledBasicPopup, enabled: true, title: 'T', cta: { url: '/', text: 'Go', target: '_self' } }],
        [$basicPopupVisible, true],
        [$exitPopupConfig, { ...disabledExitPopup, enabled: true, title: 'Leaving' }],
        [$pendingExit, { url: 'https://example.com/', target: '_self' }],
      ],
    });
    renderChrome(
      <>
        <GlobalStyle />
        <Footer content={englishFooter} navigationLabel="Links" secondaryNavigationLabel="Legal" />
        <FloatingActionButton items={englishItems} label="Actions" defaultExpanded />
        <QuickLinks items={englishItems} label="Quick links" defaultExpanded />
        <BasicPopup closeLabel="Close" />
        <ExitPopup okLabel="OK" cancelLabel="Cancel" />
      </>,
      { scope },
    );
    const declarations = declarationsOf(injectedCss());
    expect(declarations.length).toBeGreaterThan(100);
    expect(physicalDeclarations(declarations)).toEqual([]);
  });
});
