import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Form } from 'react-aria-components';
import styled from 'styled-components';
import { Button, Checkbox, Heading, Select, TextField } from '@lux/ui';
import { formsApi } from '../../api/formsApi';
import type { FormRecord } from '../../api/types';
import { useAdmin } from '../../layout/AdminContext';
import { canEditFormScreen } from '../../layout/screens';
import { ScreenHeader } from '../../shared/ScreenHeader';
import { useSubmit } from '../../shared/useSubmit';
import { checkDraft, draftOf, moved, newField, type FieldDraft, type FormDraft } from './editorDraft';
import { Card, FieldEditor } from './FieldEditor';

const Sections = styled(Form)`
  display: grid;
  gap: 1.5rem;
`;

const Summary = styled.div`
  padding: 1rem;
  border: 2px solid var(--lux-color-danger, #b00020);

  &:focus {
    outline: var(--lux-focus-width, 2px) solid var(--lux-color-focus, currentColor);
    outline-offset: var(--lux-focus-offset, 2px);
  }

  ul {
    margin: 0.5rem 0 0;
    padding-inline-start: 1.25rem;
  }
`;

const Bar = styled.div`
  position: sticky;
  inset-block-end: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  padding-block: 0.75rem;
  background: var(--lux-color-bg, #fff);
  border-block-start: 1px solid var(--lux-color-border, #d9d9d9);
`;

/** A section of the editor: an h2 and its controls. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Heading level={2} size="m" id={id}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

/**
 * `/admin/forms/:formId`: the form's definition (fields, rules, options, layout) and its three settings and
 * integrations, checked with forms-client's `validateFormDefinition` before one PUT saves it all.
 */
export function FormEditorScreen({ form }: { form: FormRecord }) {
  const { strings, client, href, user } = useAdmin();
  const s = strings.editor;
  const readOnly = !canEditFormScreen(user, 'editor');
  const [draft, setDraft] = useState<FormDraft>(() => draftOf(form));
  const [version, setVersion] = useState(form.updated_at);
  const [problems, setProblems] = useState<Record<string, string[]>>({});
  /** The id of the control to focus after the next render (a moved field's button, or "add a field"). */
  const focusNext = useRef<string | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const { submit, pending, errors, setErrors } = useSubmit();

  // After a move or a removal, focus follows the field (or goes to "add a field").
  useEffect(() => {
    if (focusNext.current === null) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const update = (patch: Partial<FormDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const setField = (key: string, next: FieldDraft) => update({ fields: draft.fields.map((field) => (field.key === key ? next : field)) });
  const allProblems = Object.values(problems).flat();

  function save() {
    const check = checkDraft(draft, { invalidNumber: s.invalidNumber, invalidEmail: s.invalidEmail, required: strings.common.required });
    setProblems(check.problems);
    setErrors(check.errors);
    if (Object.keys(check.problems).length > 0 || Object.keys(check.errors).length > 0) {
      // The summary names every problem and is read out (each also shows beside its field); otherwise
      // focus goes to the first field refused, whose error is read with it.
      const hasProblems = Object.keys(check.problems).length > 0;
      requestAnimationFrame(() => {
        if (hasProblems) summaryRef.current?.focus();
        else document.querySelector<HTMLElement>('[data-form-editor] [aria-invalid="true"]')?.focus();
      });
      return;
    }
    const names = ['name', 'type', 'locale', 'notifications.recipients'];
    void submit(
      async () => {
        const saved = await formsApi(client).updateForm(form.id, { ...check.body, ...(version ? { expected_updated_at: version } : {}) });
        setVersion(saved.updated_at);
      },
      s.saved,
      undefined,
      names,
    );
  }

  const ty = draft.thankYou;
  const co = draft.confirmations;
  const headingId = 'form-editor-heading';
  return (
    <article aria-labelledby={headingId}>
      <ScreenHeader id={headingId} title={s.title(form.name ?? form.type)} back={{ to: href('/forms'), label: s.backToForms }} />
      <Sections
        data-form-editor=""
        validationBehavior="aria"
        validationErrors={errors}
        onSubmit={(event) => {
          event.preventDefault();
          if (!readOnly) save();
        }}
      >
        {allProblems.length > 0 ? (
          <Summary ref={summaryRef} tabIndex={-1} role="alert" aria-labelledby="form-editor-problems">
            <strong id="form-editor-problems">{s.problems}</strong>
            <ul>
              {allProblems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </Summary>
        ) : null}
        <Section id="editor-general" title={s.general}>
          <Card>
            <legend>{s.general}</legend>
            <TextField name="name" label={strings.forms.name} value={draft.name} onChange={(name) => update({ name })} isRequired isReadOnly={readOnly} />
            <TextField name="type" label={strings.forms.type} value={draft.type} onChange={(type) => update({ type })} isReadOnly={readOnly} spellCheck="false" />
            <Select name="locale" label={strings.forms.locale} value={draft.locale} isDisabled={readOnly} onChange={(key) => update({ locale: String(key) })}>
              {['he', 'en'].map((locale) => (
                <Select.Item key={locale} id={locale}>
                  {strings.forms.localeNames[locale] ?? locale}
                </Select.Item>
              ))}
            </Select>
            <Select name="columns" label={s.columns} value={String(draft.columns)} isDisabled={readOnly} onChange={(key) => update({ columns: key === '2' ? 2 : 1 })}>
              <Select.Item id="1">{s.oneColumn}</Select.Item>
              <Select.Item id="2">{s.twoColumns}</Select.Item>
            </Select>
          </Card>
        </Section>
        <Section id="editor-fields" title={s.fieldsTab}>
          {draft.fields.map((field, index) => (
            <FieldEditor
              key={field.key}
              field={field}
              index={index}
              count={draft.fields.length}
              problems={problems[field.key] ?? []}
              readOnly={readOnly}
              onChange={(next) => setField(field.key, next)}
              onMove={(delta) => {
                update({ fields: moved(draft.fields, index, delta) });
                focusNext.current = `${field.key}-${delta < 0 ? 'up' : 'down'}`;
              }}
              onRemove={() => {
                update({ fields: draft.fields.filter((item) => item.key !== field.key) });
                focusNext.current = 'editor-add-field';
              }}
            />
          ))}
          {readOnly ? null : (
            <Button id="editor-add-field" variant="secondary" onClick={() => update({ fields: [...draft.fields, newField(draft.fields)] })}>
              {s.addField}
            </Button>
          )}
        </Section>
        <Section id="editor-thank-you" title={s.thankYouTab}>
          <Card>
            <legend>{s.thankYouTab}</legend>
            <TextField name="thank_you.title" label={s.thankTitle} value={ty.title} onChange={(title) => update({ thankYou: { ...ty, title } })} isReadOnly={readOnly} />
            <TextField name="thank_you.title_en" label={s.thankTitleEn} value={ty.title_en} onChange={(title_en) => update({ thankYou: { ...ty, title_en } })} isReadOnly={readOnly} />
            <div data-wide="">
              <TextField name="thank_you.message" label={s.thankMessage} multiline rows={3} value={ty.message} onChange={(message) => update({ thankYou: { ...ty, message } })} isReadOnly={readOnly} />
            </div>
            <div data-wide="">
              <TextField name="thank_you.message_en" label={s.thankMessageEn} multiline rows={3} value={ty.message_en} onChange={(message_en) => update({ thankYou: { ...ty, message_en } })} isReadOnly={readOnly} />
            </div>
            <TextField name="thank_you.redirect_url" label={s.redirectUrl} value={ty.redirect_url} onChange={(redirect_url) => update({ thankYou: { ...ty, redirect_url } })} isReadOnly={readOnly} spellCheck="false" />
          </Card>
        </Section>
        <Section id="editor-notifications" title={s.notificationsTab}>
          <Card>
            <legend>{s.notificationsTab}</legend>
            <div data-wide="">
              <TextField name="notifications.recipients" label={s.recipients} value={draft.recipients} onChange={(recipients) => update({ recipients })} isReadOnly={readOnly} spellCheck="false" />
            </div>
            <TextField name="notifications.subject" label={s.subject} value={draft.subject} onChange={(subject) => update({ subject })} isReadOnly={readOnly} />
          </Card>
        </Section>
        <Section id="editor-confirmations" title={s.confirmationsTab}>
          <Card>
            <legend>{s.confirmationsTab}</legend>
            <Checkbox isSelected={co.enabled} onChange={(enabled) => update({ confirmations: { ...co, enabled } })} isReadOnly={readOnly}>
              {s.confirmEnabled}
            </Checkbox>
            <TextField name="confirmations.subject" label={s.subject} value={co.subject} onChange={(subject) => update({ confirmations: { ...co, subject } })} isReadOnly={readOnly} />
            <TextField name="confirmations.subject_en" label={s.subjectEn} value={co.subject_en} onChange={(subject_en) => update({ confirmations: { ...co, subject_en } })} isReadOnly={readOnly} />
            <div data-wide="">
              <TextField name="confirmations.body" label={s.body} multiline rows={4} value={co.body} onChange={(body) => update({ confirmations: { ...co, body } })} isReadOnly={readOnly} />
            </div>
            <div data-wide="">
              <TextField name="confirmations.body_en" label={s.bodyEn} multiline rows={4} value={co.body_en} onChange={(body_en) => update({ confirmations: { ...co, body_en } })} isReadOnly={readOnly} />
            </div>
          </Card>
        </Section>
        <Section id="editor-integrations" title={s.integrationsTab}>
          <Card>
            <legend>{s.integrationsTab}</legend>
            <Checkbox
              isSelected={draft.integrations.crm.enabled}
              onChange={(enabled) => update({ integrations: { crm: { ...draft.integrations.crm, enabled } } })}
              isReadOnly={readOnly}
            >
              {s.crmEnabled}
            </Checkbox>
            <TextField
              name="integrations.crm.system"
              label={s.crmSystem}
              value={draft.integrations.crm.system}
              onChange={(system) => update({ integrations: { crm: { ...draft.integrations.crm, system } } })}
              isReadOnly={readOnly}
              spellCheck="false"
            />
          </Card>
        </Section>
        {readOnly ? null : (
          <Bar>
            <Button type="submit" loading={pending}>
              {strings.common.save}
            </Button>
          </Bar>
        )}
      </Sections>
    </article>
  );
}
