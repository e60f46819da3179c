import { useLocation } from 'react-router';
import styled from 'styled-components';
import { Button, type DataTableColumn } from '@lux/ui';
import { consentsExportHref } from '../../api/consentsApi';
import { consentActions, consentScopes, consentStatuses, type ConsentRecordRow, type ListResult } from '../../api/types';
import { useAdmin } from '../../layout/AdminContext';
import { createListModel } from '../../model/listModel';
import { consentsListSpec } from '../../model/specs';
import { formatDateTime } from '../../shared/formatDate';
import { ListScreen } from '../../shared/ListScreen';
import { VisuallyHidden } from '../../shared/RowButton';

export const consentsModel = createListModel(consentsListSpec);

/** How many characters of a consent id the table shows; the whole id is in the title and read aloud. */
const SHORT_ID = 8;

const Intro = styled.p`
  margin-block: 0 1rem;
  max-inline-size: 60rem;
`;

const Code = styled.code`
  font-family: var(--lux-font-mono, ui-monospace, monospace);
`;

/** A consent id, shortened: the visible prefix for the eye, the whole id for screen readers and on hover. */
function ConsentId({ id }: { id: string }) {
  return (
    <bdi dir="ltr" title={id}>
      <Code aria-hidden="true">{id.length > SHORT_ID ? `${id.slice(0, SHORT_ID)}…` : id}</Code>
      <VisuallyHidden>{id}</VisuallyHidden>
    </bdi>
  );
}

/** Left-to-right text (paths, addresses, versions) kept whole inside a right-to-left page. */
const Ltr = ({ text }: { text: string | null }) => (text ? <bdi dir="ltr">{text}</bdi> : '—');

export interface ConsentsScreenProps {
  /** The page of records the loader fetched for the URL's filters, sort and page. */
  list: ListResult<ConsentRecordRow>;
}

/**
 * `/admin/consents` (admins): proof of consent, newest first, filtered on the server by UTC days, consent
 * id, action, granted category and status; the CSV takes the same filters over every page.
 */
export function ConsentsScreen({ list }: ConsentsScreenProps) {
  const { strings, locale } = useAdmin();
  const s = strings.consents;
  const { search } = useLocation();
  const named = (names: Record<string, string>, id: string) => names[id] ?? id;
  const columns: DataTableColumn<ConsentRecordRow>[] = [
    { id: 'created_at', title: s.created_at, allowsSorting: true, isRowHeader: true, render: (row) => formatDateTime(locale, row.created_at, true) },
    { id: 'consent_id', title: s.consent_id, render: (row) => <ConsentId id={row.consent_id} /> },
    { id: 'action', title: s.action, render: (row) => named(s.actions, row.action) },
    { id: 'status', title: s.status, render: (row) => named(s.statuses, row.status) },
    { id: 'scopes', title: s.scopes, render: (row) => row.scopes.map((scope) => named(s.scopeNames, scope)).join(', ') },
    { id: 'policy_version', title: s.policy_version, render: (row) => <Ltr text={row.policy_version} /> },
    { id: 'page_path', title: s.page_path, render: (row) => <Ltr text={row.page_path} /> },
    { id: 'ip_truncated', title: s.ip, render: (row) => <Ltr text={row.ip_truncated} /> },
  ];
  const options = (ids: readonly string[], names: Record<string, string>) => ids.map((id) => ({ id, label: named(names, id) }));
  return (
    <ListScreen
      model={consentsModel}
      title={strings.nav.consents}
      list={list}
      columns={columns}
      emptyState={s.empty}
      actions={
        <Button variant="secondary" href={consentsExportHref(search)} download aria-label={s.downloadCsvLabel}>
          {s.downloadCsv}
        </Button>
      }
      filters={[
        { name: 'from', label: s.from, kind: 'date' },
        { name: 'until', label: s.until, kind: 'date' },
        { name: 'consent', label: s.consent_id },
        { name: 'action', label: s.action, kind: 'select', options: options(consentActions, s.actions) },
        { name: 'scope', label: s.scope, kind: 'select', options: options(consentScopes, s.scopeNames) },
        { name: 'status', label: s.status, kind: 'select', options: options(consentStatuses, s.statuses) },
      ]}
      before={<Intro>{s.intro}</Intro>}
    />
  );
}
