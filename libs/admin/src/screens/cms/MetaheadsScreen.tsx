import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { localisedPath } from '@lux/content';
import { Button, Dialog, Heading, TextField } from '@lux/ui';
import {
  METAHEAD_CONSENT_SCOPES,
  METAHEAD_LANGUAGES,
  metaheadsApi,
  type MetaheadBody,
  type MetaheadCsp,
  type MetaheadRow,
} from '../../api/metaheadsApi';
import { cmsStrings, type CmsStrings } from '../../i18n/cmsStrings';
import { useAdmin } from '../../layout/AdminContext';
import { DeleteButton } from '../../shared/DeleteButton';
import { bodyOfFormValues, formValuesOf, type FieldDef, type FormValues } from '../../shared/fields';
import { RecordForm } from '../../shared/RecordForm';
import { RowButton } from '../../shared/RowButton';
import { ScreenHeader } from '../../shared/ScreenHeader';
import { useSubmit } from '../../shared/useSubmit';

type Strings = CmsStrings['metaheads'];

const Filter = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 0.5rem 1rem;
  margin-block-end: 1rem;
`;

const List = styled.ol`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: grid;
  gap: 0.75rem;
  padding: 1rem;
  border: 1px solid var(--lux-color-border, #d9d9d9);
  border-radius: 0.25rem;
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1.5rem;
  margin: 0;

  div {
    display: flex;
    gap: 0.5rem;
  }

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
  }
`;

const Excerpt = styled.code`
  display: block;
  padding: 0.5rem;
  overflow-wrap: anywhere;
  white-space: pre-wrap;
  background: var(--lux-color-surface-subtle, #f4f4f4);
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
`;

const Notice = styled.div`
  padding-block: 0.5rem;
  padding-inline: 0.75rem;
  border-inline-start: 4px solid #1d5fd1;
  background: #eef3fc;
  color: #0c121c;

  &[data-tone='blocked'] {
    border-inline-start-color: #a4161a;
    background: #fdf0f0;
  }

  p,
  ul {
    margin-block: 0.25rem;
  }

  ul {
    padding-inline-start: 1.25rem;
  }
`;

const Code = styled.div`
  grid-column: 1 / -1;

  textarea {
    direction: ltr;
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/** Page ids as the content service numbers them. */
const PAGE_ID = /^[1-9]\d{0,9}$/;
const pageIdOf = (text: string) => (PAGE_ID.test(text) && Number(text) <= 2_147_483_647 ? Number(text) : null);

const excerptOf = (content: string) => {
  const text = content.replace(/\s+/g, ' ').trim();
  return text.length > 140 ? `${text.slice(0, 140)}…` : text;
};

const nameOf = (s: Strings, row: Pick<MetaheadRow, 'language' | 'sequence' | 'id'>) => s.rowName(row.language, row.sequence, row.id);

/**
 * What the site's Content-Security-Policy does to a snippet, as the API works it out: the origins it will
 * block, then the API's notes (English, marked as such so screen readers say them right).
 */
export function CspNotice({ csp, strings: s }: { csp: MetaheadCsp; strings: Strings }) {
  const blocked = csp.blocked_hosts.length > 0;
  return (
    <Notice role="note" aria-label={s.cspTitle} data-tone={blocked ? 'blocked' : 'info'}>
      {blocked ? (
        <>
          <p>
            <strong>{s.cspBlocked}</strong>
          </p>
          <ul>
            {csp.blocked_hosts.map((host) => (
              <li key={host}>
                <code dir="ltr">{host}</code>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{s.cspClear}</p>
      )}
      {csp.notes.length > 0 ? (
        <>
          <p>{s.cspNotes}</p>
          <ul lang="en" dir="ltr">
            {csp.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </>
      ) : null}
    </Notice>
  );
}

function fieldsOf(s: Strings): FieldDef[] {
  return [
    { name: 'language', label: s.language, kind: 'select', required: true, description: s.languageHelp, options: METAHEAD_LANGUAGES.map((id) => ({ id, label: s.languages[id] ?? id })) },
    {
      name: 'consent_scope',
      label: s.consentScope,
      kind: 'select',
      required: true,
      description: s.consentHelp,
      options: METAHEAD_CONSENT_SCOPES.map((id) => ({ id, label: s.consentScopes[id] ?? id })),
    },
    { name: 'sequence', label: s.sequence, kind: 'number', description: s.sequenceHelp },
    { name: 'page_id', label: s.pageId, kind: 'number', description: s.pageIdHelp },
    { name: 'in_body', label: s.inBody, kind: 'checkbox', description: s.inBodyHelp },
    { name: 'reload_on_each_page', label: s.reload, kind: 'checkbox', description: s.reloadHelp },
  ];
}

/** Code reads left to right whatever the page's direction (an attribute, so the bidi algorithm knows too). */
const leftToRight = (element: HTMLElement | null) => element?.setAttribute('dir', 'ltr');

/** The content is a field of its own (below the others, full width, left to right, monospace). */
const contentField = (s: Strings): FieldDef => ({ name: 'content', label: s.content, kind: 'textarea', required: true });

function MetaheadDialog({ record, pageId, onSaved, onClose }: { record: MetaheadRow | null; pageId: number | null; onSaved: (row: MetaheadRow) => void; onClose: () => void }) {
  const { client, locale, strings } = useAdmin();
  const s = cmsStrings(locale).metaheads;
  const api = metaheadsApi(client);
  const formId = useId();
  const fields = fieldsOf(s);
  const all = [...fields, contentField(s)];
  const blank = { language: 'javascript', consent_scope: 'unclassified', sequence: 0, page_id: pageId, in_body: false, reload_on_each_page: false, content: '' };
  const [values, setValues] = useState<FormValues>(() => formValuesOf(record ?? blank, all));
  const { submit, pending, errors, setErrors } = useSubmit();
  const language = typeof values['language'] === 'string' ? values['language'] : '';

  function send() {
    const { body, errors: local } = bodyOfFormValues(values, all, strings.common);
    if (Object.keys(local).length > 0) return setErrors(local);
    // The content is sent as written (a leading space may matter to HTML); a blank sequence is the first place.
    const sent = { ...body, content: String(values['content'] ?? ''), sequence: body['sequence'] ?? 0 } as unknown as MetaheadBody;
    void submit(
      async () => onSaved(record ? await api.update(record.id, sent, record.content_hash) : await api.create(sent)),
      record ? s.saved : s.created,
      onClose,
      all.map((field) => field.name),
    );
  }

  return (
    <Dialog
      title={record ? s.editTitle(nameOf(s, record)) : s.newMetahead}
      size="large"
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      closeLabel={strings.common.cancel}
      footer={(close) => (
        <>
          <Button variant="secondary" onClick={close}>
            {strings.common.cancel}
          </Button>
          <Button type="submit" form={formId} loading={pending}>
            {strings.common.save}
          </Button>
        </>
      )}
    >
      <RecordForm
        id={formId}
        fields={fields}
        values={values}
        errors={errors}
        onChange={(name, value) => {
          setValues((current) => ({ ...current, [name]: value }));
          if (errors[name]) setErrors(({ [name]: _gone, ...rest }) => rest);
        }}
        onSubmit={send}
      >
        <Code>
          <TextField
            name="content"
            label={s.content}
            description={s.contentHelp[language]}
            isRequired
            multiline
            rows={language === 'js-src' ? 2 : 12}
            spellCheck="false"
            autoComplete="off"
            inputRef={leftToRight}
            value={typeof values['content'] === 'string' ? values['content'] : ''}
            onChange={(next) => {
              setValues((current) => ({ ...current, content: next }));
              if (errors['content']) setErrors(({ content: _gone, ...rest }) => rest);
            }}
          />
        </Code>
      </RecordForm>
    </Dialog>
  );
}

function PageFilter({ pageId, strings: s }: { pageId: number | null; strings: Strings }) {
  const [, setSearchParams] = useSearchParams();
  const [text, setText] = useState(pageId === null ? '' : String(pageId));
  const [error, setError] = useState<string | undefined>();
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (value === '') return setSearchParams({});
    const id = pageIdOf(value);
    if (id === null) return setError(s.filterInvalid);
    setError(undefined);
    setSearchParams({ page_id: String(id) });
  };
  return (
    <Filter role="search" aria-label={s.filterLabel} onSubmit={apply}>
      <TextField
        label={s.filterLabel}
        description={s.filterHelp}
        inputMode="numeric"
        value={text}
        onChange={(next) => {
          setText(next);
          setError(undefined);
        }}
        isInvalid={Boolean(error)}
        errorMessage={error}
      />
      <Button type="submit" variant="secondary">
        {s.filterShow}
      </Button>
      {pageId === null ? null : (
        <Button
          variant="tertiary"
          onClick={() => {
            setText('');
            setSearchParams({});
          }}
        >
          {s.filterClear}
        </Button>
      )}
    </Filter>
  );
}

export interface MetaheadsScreenProps {
  /** In sequence order, as the API lists them. */
  metaheads: MetaheadRow[];
  /** The page whose own metaheads are listed; null for the global ones. */
  pageId: number | null;
}

/**
 * `/cms/metaheads` (ADR 027 §5, B§3.5): the global metaheads or one page's, each with what the site's CSP does
 * to it; add, edit and delete for developers and admins (the route lets no one else in).
 */
export function MetaheadsScreen({ metaheads, pageId }: MetaheadsScreenProps) {
  const { client, locale } = useAdmin();
  const s = cmsStrings(locale).metaheads;
  const api = metaheadsApi(client);
  const [open, setOpen] = useState<{ record: MetaheadRow | null } | null>(null);
  const [lastSaved, setLastSaved] = useState<MetaheadRow | null>(null);
  const yesNo = (value: boolean) => (value ? s.yes : s.no);
  return (
    <>
      <ScreenHeader id="cms-metaheads-title" title={s.title} actions={<Button onClick={() => setOpen({ record: null })}>{s.newMetahead}</Button>} />
      <p>{s.intro}</p>
      <PageFilter key={pageId ?? 'global'} pageId={pageId} strings={s} />
      <p>
        {pageId === null ? s.showingGlobal : s.showingPage(pageId)}{' '}
        {pageId === null ? null : <Link to={localisedPath(locale, `/cms/pages/${pageId}`)}>{s.openPage}</Link>}
      </p>
      <div role="status" aria-label={s.lastSaved}>
        {lastSaved ? (
          <Notice data-tone={lastSaved.csp.blocked_hosts.length > 0 ? 'blocked' : 'info'}>
            <p>
              <strong>{s.savedNotice(nameOf(s, lastSaved))}</strong>
            </p>
            <CspNotice csp={lastSaved.csp} strings={s} />
            <Button variant="tertiary" size="small" onClick={() => setLastSaved(null)}>
              {s.dismiss}
            </Button>
          </Notice>
        ) : null}
      </div>
      {metaheads.length === 0 ? (
        <p>{s.empty}</p>
      ) : (
        <List aria-label={s.listLabel}>
          {metaheads.map((row) => {
            const name = nameOf(s, row);
            const titleId = `metahead-${row.id}-title`;
            return (
              <Card key={row.id} aria-labelledby={titleId}>
                <Heading level={2} size="s" id={titleId}>
                  {name}
                </Heading>
                <Facts>
                  <div>
                    <dt>{s.language}</dt>
                    <dd>{s.languages[row.language] ?? row.language}</dd>
                  </div>
                  <div>
                    <dt>{s.sequence}</dt>
                    <dd>{row.sequence}</dd>
                  </div>
                  <div>
                    <dt>{s.inBody}</dt>
                    <dd>{yesNo(row.in_body)}</dd>
                  </div>
                  <div>
                    <dt>{s.reload}</dt>
                    <dd>{yesNo(row.reload_on_each_page)}</dd>
                  </div>
                  <div>
                    <dt>{s.consentScope}</dt>
                    <dd>{s.consentScopes[row.consent_scope] ?? row.consent_scope}</dd>
                  </div>
                  {row.page_id === null ? null : (
                    <div>
                      <dt>{s.pageId}</dt>
                      <dd>{s.pageScope(row.page_id)}</dd>
                    </div>
                  )}
                </Facts>
                <div>
                  <span>{s.excerpt}</span>
                  <Excerpt dir="ltr">{excerptOf(row.content)}</Excerpt>
                </div>
                <CspNotice csp={row.csp} strings={s} />
                <Actions>
                  <RowButton label={s.edit} name={name} onClick={() => setOpen({ record: row })} />
                  <DeleteButton name={name} remove={() => api.remove(row.id)} />
                </Actions>
              </Card>
            );
          })}
        </List>
      )}
      {open ? <MetaheadDialog record={open.record} pageId={pageId} onSaved={setLastSaved} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
