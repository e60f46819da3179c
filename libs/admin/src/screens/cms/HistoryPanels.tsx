import { useState } from 'react';
import styled from 'styled-components';
import { now, type ZonedDateTime } from '@internationalized/date';
import { Button, DateField, Dialog, Select } from '@lux/ui';
import { findTemplate } from '@lux/block-catalogue';
import { templateName } from '@lux/editor';
import type { FieldChange, PageScheduleRow, PageVersionRow, VersionDiff } from '../../api/cmsTypes';
import type { CmsApi } from '../../api/cmsApi';
import type { CmsStrings } from '../../i18n/cmsStrings';
import type { AdminLocale } from '../../i18n/strings';
import { formatDateTime } from '../../shared/formatDate';
import { RowButton } from '../../shared/RowButton';
import { useSubmit } from '../../shared/useSubmit';

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25rem 0.75rem;
    padding-block: 0.375rem;
    border-block-end: 1px solid #ececec;
  }
`;

const Change = styled.li`
  padding-block: 0.5rem;
  border-block-end: 1px solid #ececec;

  code {
    direction: ltr;
    unicode-bidi: isolate;
  }

  ins {
    background: #d7f5dd;
    text-decoration: none;
  }

  del {
    background: #fbdcdc;
  }
`;

const Changes = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 0.75rem;
`;

const TIME_ZONE = 'Asia/Jerusalem';

const text = (value: unknown) => (value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value));

function FieldChangeView({ change, strings: s }: { change: FieldChange; strings: CmsStrings['page'] }) {
  return (
    <li>
      <code>{change.pointer}</code>{' '}
      {change.parts ? (
        <span>
          {change.parts.map((part, at) =>
            part.added ? <ins key={at}>{part.value}</ins> : part.removed ? <del key={at}>{part.value}</del> : <span key={at}>{part.value}</span>,
          )}
        </span>
      ) : (
        <span>
          {s.before}: <del>{text(change.before)}</del> · {s.after}: <ins>{text(change.after)}</ins>
        </span>
      )}
    </li>
  );
}



/** A readable diff (ADR 027 §3): page details, blocks added, removed, moved and changed, with their words. */
export function DiffView({ diff, strings: s, locale }: { diff: VersionDiff; strings: CmsStrings['page']; locale: AdminLocale }) {
  const nameOf = (key: string) => {
    const template = findTemplate(key);
    return template ? templateName(template, locale) : key;
  };
  if (diff.changes.length === 0) return <p>{s.noChanges}</p>;
  return (
    <Changes>
      {diff.changes.map((change, index) => {
        switch (change.kind) {
          case 'seo':
            return (
              <Change key={index}>
                <strong>{s.diffSeo}</strong>
                <ul>
                  <FieldChangeView change={change.field} strings={s} />
                </ul>
              </Change>
            );
          case 'added':
            return <Change key={index}>{s.diffAdded(nameOf(change.template), change.to_index)}</Change>;
          case 'removed':
            return <Change key={index}>{s.diffRemoved(nameOf(change.template), change.from_index)}</Change>;
          case 'moved':
            return <Change key={index}>{s.diffMoved(nameOf(change.template), change.from_index, change.to_index)}</Change>;
          case 'changed':
            return (
              <Change key={index}>
                <strong>{s.diffChanged(nameOf(change.template), change.to_index)}</strong>
                {change.moved ? <p>{s.diffMoved(nameOf(change.template), change.from_index, change.to_index)}</p> : null}
                <ul>
                  {change.fields.map((field) => (
                    <FieldChangeView key={field.pointer} change={field} strings={s} />
                  ))}
                </ul>
              </Change>
            );
          default:
            return null;
        }
      })}
    </Changes>
  );
}

export function VersionsPanel({
  api,
  pageId,
  versions,
  revision,
  locale,
  strings: s,
  onRolledBack,
}: {
  api: CmsApi;
  pageId: string;
  versions: PageVersionRow[];
  revision: number;
  locale: AdminLocale;
  strings: CmsStrings['page'];
  /** The draft now holds the version's content: the form loads it. */
  onRolledBack: () => Promise<void>;
}) {
  const [diff, setDiff] = useState<{ title: string; diff: VersionDiff } | null>(null);
  const { submit } = useSubmit();
  if (versions.length === 0) return <p>{s.noVersions}</p>;
  const latest = versions[0]!.version;
  return (
    <>
      <Rows>
        {versions.map((version) => {
          const name = s.version(version.version);
          return (
            <li key={version.version}>
              <strong>{name}</strong>
              <span>{formatDateTime(locale, version.created_at)}</span>
              {version.created_by_email ? <span>{s.by(version.created_by_email)}</span> : null}
              {version.kind === 'rollback' && version.from_version !== null ? <span>{s.rollbackOf(version.from_version)}</span> : null}
              <RowButton
                label={s.compare}
                name={name}
                onClick={() => void api.diff(pageId, version.version, 'draft').then((result) => setDiff({ title: s.diffTitle(name, s.draftName), diff: result }))}
              />
              {version.version === latest ? null : (
                <RowButton
                  label={s.rollback}
                  name={name}
                  onClick={() =>
                    void submit(
                      async () => {
                        const result = await api.rollback(pageId, version.version, revision);
                        await onRolledBack();
                        return result;
                      },
                      s.rolledBack(latest + 1),
                    )
                  }
                />
              )}
            </li>
          );
        })}
      </Rows>
      {diff ? (
        <Dialog title={diff.title} size="large" isOpen onOpenChange={(open) => (open ? undefined : setDiff(null))} closeLabel={s.close}>
          <DiffView diff={diff.diff} strings={s} locale={locale} />
        </Dialog>
      ) : null}
    </>
  );
}

export function SchedulesPanel({ api, pageId, schedules, locale, strings: s }: { api: CmsApi; pageId: string; schedules: PageScheduleRow[]; locale: AdminLocale; strings: CmsStrings['page'] }) {
  const [action, setAction] = useState<'publish' | 'unpublish'>('unpublish');
  const [when, setWhen] = useState<ZonedDateTime | null>(() => now(TIME_ZONE).add({ hours: 1 }).set({ second: 0, millisecond: 0 }));
  const { submit, pending, errors } = useSubmit();
  return (
    <>
      <Row>
        <Select label={s.scheduleAction} value={action} onChange={(key) => setAction(key === 'publish' ? 'publish' : 'unpublish')}>
          <Select.Item id="publish">{s.scheduleActions['publish']}</Select.Item>
          <Select.Item id="unpublish">{s.scheduleActions['unpublish']}</Select.Item>
        </Select>
        <DateField label={s.runAt} granularity="second" hourCycle={24} value={when} onChange={setWhen} errorMessage={errors['run_at']} isInvalid={Boolean(errors['run_at'])} />
        <Button loading={pending} disabled={!when} onClick={() => when && void submit(() => api.schedule(pageId, action, when.toAbsoluteString()), s.scheduled, undefined, ['run_at'])}>
          {s.addSchedule}
        </Button>
      </Row>
      {schedules.length === 0 ? (
        <p>{s.noSchedules}</p>
      ) : (
        <Rows>
          {schedules.map((schedule) => {
            const name = `${s.scheduleActions[schedule.action] ?? schedule.action} ${formatDateTime(locale, schedule.run_at)}`;
            return (
              <li key={schedule.id} data-schedule-state={schedule.done_at ? (schedule.error ? 'failed' : 'done') : 'pending'}>
                <strong>{s.scheduleActions[schedule.action] ?? schedule.action}</strong>
                <span>{formatDateTime(locale, schedule.run_at, true)}</span>
                <span>{schedule.done_at ? (schedule.error ? s.scheduleFailed(schedule.error) : s.scheduleDone) : s.schedulePending}</span>
                {schedule.done_at ? null : <RowButton label={s.cancelSchedule} name={name} onClick={() => void submit(() => api.cancelSchedule(pageId, schedule.id), s.cancelSchedule)} />}
              </li>
            );
          })}
        </Rows>
      )}
    </>
  );
}

