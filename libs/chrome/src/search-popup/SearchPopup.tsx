import { useEffect, useMemo, useRef, type ComponentPropsWithoutRef } from 'react';
import { useUnit } from 'effector-react';
import { $searchEnabled, $searchNavigation, $searchOpen, searchClosed, searchNavigationHandled, searchOpened } from '@lux/shell';
import { useUi } from '@lux/ui';
import { Glyph } from './Glyph';
import { SearchPanel } from './SearchPanel';
import { SearchButton, StyledSearchDialog } from './SearchPopup.styles';
import { searchStringsFor, type SearchStrings } from './strings';

export type SearchPopupProps = Omit<ComponentPropsWithoutRef<'button'>, 'type' | 'onClick' | 'children'> & {
  /**
   * Opens a chosen result (a site path in the visitor's locale). Defaults to `location.assign`;
   * pass the router's `navigate` for a client-side navigation.
   */
  onNavigate?: (href: string) => void;
  /** Overrides of the built-in texts (Hebrew, English, Arabic or Russian by the UI locale). */
  strings?: Partial<SearchStrings>;
};

const assign = (href: string) => window.location.assign(href);

/**
 * The search popup (A§2, A§4): a header icon button that opens a modal dialog with the site search.
 * Renders nothing unless `search.popup.enabled` is "true" (`searchConfigured`). The dialog is the
 * chrome's native modal: focus moves to the search field, stays inside, Escape closes it and focus
 * returns to the button.
 */
export function SearchPopup({ onNavigate = assign, strings, ...rest }: SearchPopupProps) {
  const { locale } = useUi();
  const t = useMemo(() => ({ ...searchStringsFor(locale), ...strings }), [locale, strings]);
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
