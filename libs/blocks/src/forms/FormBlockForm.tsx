import { useEffect, useMemo } from 'react';
import { useUnit } from 'effector-react';
import { applyHiddenFieldMapping, formColumns, parseMapping, prefillValues, type LeadSubmission } from '@lux/forms-client';
import type { Locale } from '@lux/content';
import { Button } from '@lux/ui';
import { openModalForm } from '../shared/BlockLink';
import { stringsFor } from '../shared/strings';
import { useComponentFetch } from '../shared/useComponentFetch';
import { fetchPublicForm, formIdOf, type LeadExtras, type PublicForm } from './api';
import { Actions } from './FormView.styles';
import { FormView } from './FormView';
import { formStrings } from './strings';
import { formOfData, type FormBlockFields } from './types';
import { useFormModel } from './useFormModel';

export interface FormBlockFormProps {
  blockId: number;
  locale: Locale;
  fields: FormBlockFields;
  /** The server loader's data (`formBlockLoader`); undefined → the form is fetched in the browser. */
  data: unknown;
  /** The error view's own text and retry label (offers-to-lead, B§4). */
  errorText?: string;
  retryText?: string;
  thankYouLevel?: 2 | 3 | 4;
  /** The label of the button that opens the form in the modal (modal_form). */
  modalLabel?: string;
  /** Replaces the network call (stories and tests). */
  submit?: (submission: LeadSubmission, extras: LeadExtras) => Promise<unknown>;
}

interface InlineFormProps extends Omit<FormBlockFormProps, 'data' | 'modalLabel'> {
  form: PublicForm;
}

/** The form on the page, prefilled (B§5 query, the four B§3.3 mappings) and bound to its model. */
function InlineForm({ blockId, form, locale, fields, submit, ...view }: InlineFormProps) {
  // Fixed values need no page address, so they are in the server's render too.
  const fixed = useMemo(() => applyHiddenFieldMapping(form.definition, fields.form_hidden_field_mapping).values, [form, fields]);
  const { model, honeypotRef } = useFormModel({ sidPrefix: `forms/block/${blockId}`, form, locale, values: fixed, submit });
  const changed = useUnit(model.fieldChanged);
  // The query and the page address are the browser's: applied once the form is on screen.
  useEffect(() => {
    const { values } = prefillValues(form.definition, {
      block: fields,
      query: new URLSearchParams(window.location.search),
      page: window.location,
    });
    for (const [field, value] of Object.entries(values)) if (value !== undefined && value !== fixed[field]) changed({ field, value });
  }, [form, fields, fixed, changed]);
  return (
    <FormView
      model={model}
      honeypotRef={honeypotRef}
      locale={locale}
      columns={formColumns(form.definition, { hasTwoColumns: fields.has_two_columns })}
      formPosition={fields.form_position}
      buttonPosition={fields.button_position}
      buttonColor={fields.button_color}
      hasButtonMargin={fields.has_button_margin}
      {...view}
    />
  );
}

/**
 * The form part of every form block: the form from the server loader (or fetched in the browser when
 * the loader could not reach the service), inline or — with `modal_form` — behind a button that opens
 * the modal form popup (A§4). No form id, or no such form: nothing renders (the loader logged it).
 */
export function FormBlockForm({ data, modalLabel, ...props }: FormBlockFormProps) {
  const { fields, locale } = props;
  const formId = formIdOf(fields.form_id);
  const serverForm = formOfData(data);
  const fetched = useComponentFetch(serverForm === undefined && formId !== null ? () => fetchPublicForm(formId) : null, [formId]);
  const form = serverForm !== undefined ? serverForm : fetched.data;
  useEffect(() => {
    if (fetched.status === 'error') console.warn(`form block ${props.blockId}: form ${formId} could not be loaded; block hidden (${fetched.error})`);
  }, [fetched.status, fetched.error, formId, props.blockId]);
  if (formId === null || !form) return null;
  if (fields.modal_form) {
    const t = stringsFor(formStrings, locale);
    const hidden = parseMapping(fields.form_hidden_field_mapping, 'form_hidden_field_mapping').mapping;
    return (
      <Actions data-position={fields.button_position}>
        <Button
          variant={fields.button_color}
          onClick={() =>
            openModalForm({
              url: '',
              type: 'form',
              target: '_self',
              link_text: modalLabel || t.openForm,
              ui_type: fields.button_color,
              rdx_forms_form_id: formId,
              hidden_fields: JSON.stringify(hidden),
              form_layout: fields.has_two_columns ? 'double_column' : '',
            })
          }
        >
          {modalLabel || t.openForm}
        </Button>
      </Actions>
    );
  }
  return <InlineForm key={form.id} form={form} {...props} />;
}
