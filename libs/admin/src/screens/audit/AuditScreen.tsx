import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button, Heading, type DataTableColumn } from '@lux/ui';
import type { AuditRow, ListResult } from '../../api/types';
import { useAdmin } from '../../layout/AdminContext';
import { createListModel } from '../../model/listModel';
import { auditListSpec } from '../../model/specs';
import { ListScreen } from '../../shared/ListScreen';

export const auditModel = createListModel(auditListSpec);

/** Entities and actions the API records (ADR 019 §6), for the filters. */
export const auditEntities = ['setting', 'location', 'dealer', 'redirect', 'user', 'orders', 'company_config'] as const;
export const auditActions = ['create', 'update', 'delete', 'cancel', 'refund', 'view'] as const;

const Sides = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr));
  gap: 1rem;

  pre {
    margin: 0;
    padding: 0.75rem;
    max-block-size: 24rem;
    overflow: auto;
    white-space: pre-wrap;
    word-break: break-word;
    background: var(--lux-color-surface, #f4f4f4);
  }
`;

const Details = styled.section`
  margin-block-start: 1.5rem;
  padding: 1rem;
  border: 1px solid var(--lux-color-border, #d9d9d9);
`;

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value, null, 2));

/** One entry's record before and after the write, side by side. */
export function AuditChanges({ row, id }: { row: AuditRow; id: string }) {
  const { strings } = useAdmin();
  const s = strings.audit;
  const headingId = `${id}-heading`;
  return (
    <Details id={id} aria-labelledby={headingId}>
      <Heading level={2} size="s" id={headingId}>
        {s.changesOf(row.entity, row.entity_id ?? '')}
      </Heading>
      <Sides>
        {(['before', 'after'] as const).map((side) => (
          <figure key={side} style={{ margin: 0 }}>
            <figcaption>{s[side]}</figcaption>
            {/* A scrollable region must be reachable by keyboard (axe scrollable-region-focusable). */}
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
            <pre dir="ltr" tabIndex={0}>{json(row[side]) ?? s.empty}</pre>
          </figure>
        ))}
      </Sides>
    </Details>
  );
}

/** `/admin/audit`: every back-office write, filtered on the server; a row opens its before and after. */
export function AuditScreen({ list }: { list: ListResult<AuditRow> }) {
  const { strings, locale } = useAdmin();
  const s = strings.audit;
  const [openId, setOpenId] = useState<string | null>(null);
  const open = list.data.find((row) => row.id === openId) ?? null;
  // The table re-renders a row only when its object changes: new objects when the open row changes.
  const rows = useMemo(() => list.data.map((row) => ({ ...row })), [list.data, openId]); // eslint-disable-line react-hooks/exhaustive-deps
  const detailsId = 'audit-changes';
  const formatDate = new Intl.DateTimeFormat(locale === 'he' ? 'he-IL' : 'en-GB', { dateStyle: 'short', timeStyle: 'medium' });
  const columns: DataTableColumn<AuditRow>[] = [
    { id: 'at', title: s.at, allowsSorting: true, isRowHeader: true, render: (row) => formatDate.format(new Date(row.at)) },
    { id: 'actor', title: s.actor, render: (row) => <bdi dir="ltr">{row.actor_email ?? '—'}</bdi> },
    { id: 'action', title: s.action },
    { id: 'entity', title: s.entity },
    { id: 'entity_id', title: s.entity_id },
    {
      id: 'changes',
      title: strings.common.actions,
      render: (row) => {
        const expanded = row.id === openId;
        return (
          <Button
            variant="tertiary"
            size="small"
            aria-expanded={expanded}
            aria-controls={expanded ? detailsId : undefined}
            onClick={() => setOpenId(expanded ? null : row.id)}
          >
            {expanded ? s.hideChanges : s.showChanges}
          </Button>
        );
      },
    },
  ];
  return (
    <ListScreen
      model={auditModel}
      title={strings.nav.audit}
      list={{ ...list, data: rows }}
      columns={columns}
      filters={[
        { name: 'entity', label: s.entity, kind: 'select', options: auditEntities.map((id) => ({ id, label: id })) },
        { name: 'actor', label: s.actor },
        { name: 'action', label: s.action, kind: 'select', options: auditActions.map((id) => ({ id, label: id })) },
        { name: 'from', label: s.from, kind: 'date' },
        { name: 'until', label: s.until, kind: 'date' },
      ]}
      after={open ? <AuditChanges row={open} id={detailsId} /> : null}
    />
  );
}
