import { Fragment, useEffect, useId, type KeyboardEvent, type RefObject } from 'react';
import { useUnit } from 'effector-react';
import {
  $searchActiveIndex,
  $searchAnswer,
  $searchGroups,
  $searchQuery,
  $searchQueryProblem,
  $searchStatus,
  recentSearchesCleared,
  searchActiveMoved,
  searchActiveSet,
  searchHighlightParts,
  searchLimits,
  searchOptionChosen,
  searchQueryChanged,
  searchRetried,
  type SearchAnswer,
  type SearchOption,
  type SearchStatus,
} from '@lux/shell';
import { Glyph } from './Glyph';
import {
  Field,
  FieldLabel,
  Group,
  GroupLabel,
  Input,
  Instructions,
  Listbox,
  Message,
  Option,
  OptionExcerpt,
  OptionTitle,
  Panel,
  Status,
  TextButton,
} from './SearchPopup.styles';
import type { SearchStrings } from './strings';

/** Text with the query's words in `<mark>`. */
function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {searchHighlightParts(text, query).map((part) =>
        // A part is a slice of one string: where it starts is its identity.
        part.match ? <mark key={part.start}>{part.text}</mark> : <Fragment key={part.start}>{part.text}</Fragment>,
      )}
    </>
  );
}

function statusText(t: SearchStrings, status: SearchStatus, query: string, problem: string | null, answer: SearchAnswer | null): string {
  if (problem === 'too-long') return t.tooLong(searchLimits.maxQueryLength);
  switch (status) {
    case 'idle':
      return query.trim() === '' ? '' : t.tooShort(searchLimits.minQueryLength);
    case 'loading':
      return t.loading;
    case 'error':
      return t.error;
    case 'done': {
      const shown = answer?.response.results.length ?? 0;
      return shown === 0 ? t.noResults(answer?.query ?? query.trim()) : t.results(shown, answer?.response.total ?? shown);
    }
  }
}

export interface SearchPanelProps {
  strings: SearchStrings;
  /** The dialog focuses the field when it opens. */
  inputRef: RefObject<HTMLInputElement | null>;
}

/**
 * The popup's content: an ARIA 1.2 combobox (the field keeps focus; `aria-activedescendant` names the
 * active option) over a grouped listbox, a live status line ("8 results", "No results for …"), and
 * recovery actions. Every rule lives in the `@lux/shell` search model; this only renders it.
 */
export function SearchPanel({ strings: t, inputRef }: SearchPanelProps) {
  const [query, problem, status, answer, groups, active, changed, moved, activeSet, chosen, retried, recentCleared] = useUnit([
    $searchQuery,
    $searchQueryProblem,
    $searchStatus,
    $searchAnswer,
    $searchGroups,
    $searchActiveIndex,
    searchQueryChanged,
    searchActiveMoved,
    searchActiveSet,
    searchOptionChosen,
    searchRetried,
    recentSearchesCleared,
  ]);
  const id = useId();
  const inputId = `${id}-input`;
  const labelId = `${id}-label`;
  const listboxId = `${id}-listbox`;
  const instructionsId = `${id}-instructions`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const count = groups.reduce((total, group) => total + group.options.length, 0);
  const highlightQuery = answer?.query ?? '';
  const recentShown = groups.some((group) => group.kind === 'recent');

  useEffect(() => {
    if (active < 0) return;
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    // optionId depends only on the stable useId value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    // Up and Down are vertical in both directions: nothing to mirror under RTL.
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      moved(event.key === 'ArrowDown' ? 'next' : 'previous');
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (count > 0) chosen();
    }
  }

  const option = (index: number, item: SearchOption) => {
    const title = item.kind === 'result' ? item.result.title : item.query;
    const excerpt = item.kind === 'result' ? item.result.excerpt : '';
    return (
      <Option
        key={item.kind === 'result' ? `${item.result.type}:${item.result.id}` : `recent:${item.query}`}
        id={optionId(index)}
        role="option"
        aria-selected={index === active}
        // The field keeps focus: pressing an option must not move it.
        onMouseDown={(event) => event.preventDefault()}
        onMouseMove={() => index !== active && activeSet(index)}
        onClick={() => chosen(index)}
      >
        <Glyph name={item.kind === 'result' ? item.result.type : 'recent'} />
        <span>
          <OptionTitle>{item.kind === 'result' ? <Highlighted text={title} query={highlightQuery} /> : title}</OptionTitle>
          {excerpt ? (
            <OptionExcerpt>
              <Highlighted text={excerpt} query={highlightQuery} />
            </OptionExcerpt>
          ) : null}
        </span>
      </Option>
    );
  };

  const message = statusText(t, status, query, problem, answer);
  return (
    <Panel>
      <FieldLabel id={labelId} htmlFor={inputId}>
        {t.label}
      </FieldLabel>
      <Field>
        <Glyph name="search" />
        <Input
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={count > 0}
          aria-controls={listboxId}
          aria-activedescendant={active >= 0 && active < count ? optionId(active) : undefined}
          aria-describedby={instructionsId}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={searchLimits.maxQueryLength}
          placeholder={t.placeholder}
          value={query}
          onChange={(event) => changed(event.target.value)}
          onKeyDown={onKeyDown}
        />
      </Field>
      <Status role="status" data-tone={status === 'error' ? 'error' : undefined}>
        {message}
      </Status>
      <Listbox id={listboxId} role="listbox" aria-labelledby={labelId} aria-busy={status === 'loading'} hidden={count === 0}>
        {groups.map((group) => (
          <Group key={group.kind} role="group" aria-labelledby={`${id}-group-${group.kind}`}>
            <GroupLabel role="presentation" id={`${id}-group-${group.kind}`}>
              {t.groups[group.kind]}
            </GroupLabel>
            {group.options.map(({ index, option: item }) => option(index, item))}
          </Group>
        ))}
      </Listbox>
      {status === 'done' && count === 0 ? (
        <Message>
          <p>{t.noResultsTip}</p>
        </Message>
      ) : null}
      {status === 'error' ? (
        <TextButton type="button" onClick={() => retried()}>
          {t.retry}
        </TextButton>
      ) : null}
      {recentShown ? (
        <TextButton type="button" onClick={() => recentCleared()}>
          {t.clearRecent}
        </TextButton>
      ) : null}
      <Instructions id={instructionsId}>{t.instructions}</Instructions>
    </Panel>
  );
}
