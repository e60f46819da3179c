import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, DataTable, DateField, Heading, Pagination, Select, TextField, type DataTableColumn } from '@lux/ui';
import type { ListResult } from '../api/types';
import { useAdmin } from '../layout/AdminContext';
import type { ListModel } from '../model/listModel';
import { useListQuery } from '../model/useListQuery';

/** One filter of a list, named as its URL parameter. */
export interface FilterDef {
  name: string;
  label: string;
  kind?: 'search' | 'select' | 'date';
  options?: ReadonlyArray<{ id: string; label: string }>;
}

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  margin-block-end: 1rem;
`;

const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 0.75rem;
  margin-block-end: 1rem;

  & > * {
    min-inline-size: min(100%, 12rem);
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  margin-block-start: 1rem;
`;

/** The list's filters; keyed by the URL's filters, so back and forward show what the list shows. */
function FilterForm({
  title,
  filters,
  current,
  onSubmit,
}: {
  title: string;
  filters: readonly FilterDef[];
  current: Record<string, string>;
  onSubmit: (filters: Record<string, string>) => void;
}) {
  const { strings } = useAdmin();
  const [draft, setDraft] = useState<Record<string, string>>(current);
  return (
    <Filters
      role="search"
      aria-label={`${strings.common.filter}: ${title}`}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(draft);
      }}
    >
      {filters.map((filter) => {
        const value = draft[filter.name] ?? '';
        const set = (next: string) => setDraft((state) => ({ ...state, [filter.name]: next }));
        if (filter.kind === 'select') {
          return (
            <Select key={filter.name} label={filter.label} value={value || '*'} onChange={(key) => set(key === '*' || key === null ? '' : String(key))}>
              {[{ id: '*', label: strings.common.any }, ...(filter.options ?? [])].map((option) => (
                <Select.Item key={option.id} id={option.id}>
                  {option.label}
                </Select.Item>
              ))}
            </Select>
          );
        }
        if (filter.kind === 'date') {
          // Uncontrolled: a DateField's value is an @internationalized/date object; the URL's date shows below it.
          return (
            <DateField
              key={filter.name}
              label={filter.label}
              granularity="day"
              description={current[filter.name]}
              onChange={(date) => set(date ? date.toString() : '')}
            />
          );
        }
        return <TextField key={filter.name} type="search" label={filter.label} value={value} onChange={set} />;
      })}
      <Button type="submit" variant="secondary">
        {strings.common.filter}
      </Button>
      {Object.keys(current).length > 0 ? (
        <Button variant="tertiary" onClick={() => onSubmit({})}>
          {strings.common.clear}
        </Button>
      ) : null}
    </Filters>
  );
}

export interface ListScreenProps<T extends { id: string }> {
  model: ListModel;
  title: string;
  /** The page the loader fetched for the URL's page, sort and filters. */
  list: ListResult<T>;
  columns: readonly DataTableColumn<T>[];
  filters?: readonly FilterDef[];
  /** Buttons beside the heading (add a record). */
  actions?: ReactNode;
  /** Dialogs and panels of the screen. */
  children?: ReactNode;
  /** Under the table (an expanded row's details). */
  after?: ReactNode;
  /** Shown in place of the rows when there are none (default: "Nothing here yet"). */
  emptyState?: ReactNode;
  /** Between the filters and the table (a notice, the export buttons). */
  before?: ReactNode;
}

/** A server-paged list: filters in a search form, sortable headers and pages, all through the URL. */
export function ListScreen<T extends { id: string }>({
  model,
  title,
  list,
  columns,
  filters = [],
  actions,
  children,
  after,
  emptyState,
  before,
}: ListScreenProps<T>) {
  const { strings } = useAdmin();
  const { query, sortDescriptor, sortChanged, pageChanged, filtersSubmitted } = useListQuery(model);
  const headingId = `${model.spec.name}-heading`;
  return (
    <section aria-labelledby={headingId}>
      <Top>
        <Heading level={1} size="l" id={headingId}>
          {title}
        </Heading>
        {actions}
      </Top>
      {filters.length > 0 ? (
        <FilterForm
          key={JSON.stringify(query.filters)}
          title={title}
          filters={filters}
          current={query.filters}
          onSubmit={filtersSubmitted}
        />
      ) : null}
      {before}
      <DataTable<T>
        aria-labelledby={headingId}
        columns={columns}
        rows={list.data}
        emptyState={emptyState ?? strings.common.noRows}
        {...(sortDescriptor ? { sortDescriptor } : {})}
        onSortChange={sortChanged}
      />
      <Bottom>
        <span>{strings.common.total(list.meta.total)}</span>
        <Pagination page={query.page} pageCount={Math.max(1, list.meta.pages)} onPageChange={pageChanged} />
      </Bottom>
      {after}
      {children}
    </section>
  );
}
