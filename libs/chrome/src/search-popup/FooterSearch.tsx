import { useId, useState, type ComponentPropsWithoutRef } from 'react';
import { useUnit } from 'effector-react';
import { $searchEnabled, searchLimits, searchOpened } from '@lux/shell';
import { VisuallyHidden } from '../shared/VisuallyHidden';
import { Glyph } from './Glyph';
import { BarButton, BarForm, Field, Input } from './SearchPopup.styles';
import type { SearchStrings } from './strings';

export type FooterSearchProps = Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'children' | 'role'> & {
  /** The texts in the page's language, as for `SearchPopup`. */
  strings: SearchStrings;
};

/**
 * The footer's search bar (A§5): submitting opens the search popup with the query, so there is one
 * search experience. Give it to `Footer` as `search`; it renders nothing while search is off.
 */
export function FooterSearch({ strings: t, ...rest }: FooterSearchProps) {
  const [enabled, opened] = useUnit([$searchEnabled, searchOpened]);
  const [query, setQuery] = useState('');
  const id = useId();
  if (!enabled) return null;
  return (
    <BarForm
      {...rest}
      role="search"
      aria-label={t.title}
      onSubmit={(event) => {
        event.preventDefault();
        opened(query);
        setQuery('');
      }}
    >
      <VisuallyHidden as="label" htmlFor={id}>
        {t.label}
      </VisuallyHidden>
      <Field>
        <Glyph name="search" />
        <Input
          id={id}
          type="search"
          value={query}
          maxLength={searchLimits.maxQueryLength}
          placeholder={t.placeholder}
          enterKeyHint="search"
          onChange={(event) => setQuery(event.target.value)}
        />
      </Field>
      <BarButton type="submit">{t.submit}</BarButton>
    </BarForm>
  );
}
