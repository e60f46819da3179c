import { useEffect, useRef, type ComponentPropsWithoutRef } from 'react';
import { useUnit } from 'effector-react';
import { $searchEnabled, $searchNavigation, $searchOpen, searchClosed, searchNavigationHandled, searchOpened } from '@lux/shell';
import { Glyph } from './Glyph';
import { SearchPanel } from './SearchPanel';
import { SearchButton, StyledSearchDialog } from './SearchPopup.styles';
import type { SearchStrings } from './strings';

export type SearchPopupProps = Omit<ComponentPropsWithoutRef<'button'>, 'type' | 'onClick' | 'children'> & {
  /**
   * Opens a chosen result (a site path in the visitor's locale). Defaults to `location.assign`;
   * pass the router's `navigate` for a client-side navigation.
   */
  onNavigate?: (href: string) => void;
  /**
   * The texts in the page's language (`searchStrings[language]`, or the host's own copy): the host passes
   * them, so a page's bundle holds only its language's (ADR 031).
   */
  strings: SearchStrings;
};

const assign = (href: string) => window.location.assign(href);

/**
 * The search popup (A§2, A§4): a header icon button that opens a modal dialog with the site search.
 * Renders nothing unless `search.popup.enabled` is "true" (`searchConfigured`). The dialog is the
 * chrome's native modal: focus moves to the search field, stays inside, Escape closes it and focus
 * returns to the button.
 */
export function SearchPopup({ onNavigate = assign, strings: t, ...rest }: SearchPopupProps) {
  const [enabled, open, navigation, opened, closed, handled] = useUnit([
    $searchEnabled,
    $searchOpen,
    $searchNavigation,
    searchOpened,
    searchClosed,
    searchNavigationHandled,
  ]);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (navigation === null) return;
    handled();
    onNavigate(navigation);
  }, [navigation, handled, onNavigate]);

  if (!enabled) return null;
  return (
    <>
      <SearchButton {...rest} type="button" aria-label={t.open} title={t.open} aria-haspopup="dialog" onClick={() => opened()}>
        <Glyph name="search" />
      </SearchButton>
      <StyledSearchDialog open={open} title={t.title} closeLabel={t.close} onDismiss={closed} initialFocus={inputRef}>
        <SearchPanel strings={t} inputRef={inputRef} />
      </StyledSearchDialog>
    </>
  );
}
