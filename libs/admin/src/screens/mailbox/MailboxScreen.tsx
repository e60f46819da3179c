import { Link } from 'react-router';
import type { DataTableColumn } from '@lux/ui';
import type { ListResult, MailboxRow } from '../../api/types';
import { useAdmin } from '../../layout/AdminContext';
import { createListModel } from '../../model/listModel';
import { mailboxListSpec } from '../../model/specs';
import { formatDateTime } from '../../shared/formatDate';
import { ListScreen } from '../../shared/ListScreen';

export const mailboxModel = createListModel(mailboxListSpec);

/** `/admin/mailbox`: what the local SMTP server received (the embedded default's "sent" mail), newest first. */
export function MailboxScreen({ list }: { list: ListResult<MailboxRow> }) {
  const { strings, locale, href } = useAdmin();
  const s = strings.mailbox;
  const columns: DataTableColumn<MailboxRow>[] = [
    { id: 'received_at', title: s.received_at, allowsSorting: true, render: (row) => formatDateTime(locale, row.received_at, true) },
    { id: 'from', title: s.from, render: (row) => <bdi dir="ltr">{row.mail_from}</bdi> },
    { id: 'to', title: s.to, render: (row) => <bdi dir="ltr">{row.rcpt_to.join(', ')}</bdi> },
    {
      id: 'subject',
      title: s.subject,
      isRowHeader: true,
      render: (row) => <Link to={href(`/mailbox/${encodeURIComponent(row.id)}`)}>{row.subject || s.noSubject}</Link>,
    },
  ];
  return (
    <ListScreen
      model={mailboxModel}
      title={strings.nav.mailbox}
      list={list}
      columns={columns}
      emptyState={s.empty}
    />
  );
}
