import { useMemo } from 'react';
import { formColumns, prefillValues, type LeadSubmission } from '@lux/forms-client';
import type { Locale } from '@lux/content';
import { Dialog } from '@lux/ui';
import type { ModalFormRequest } from '../shared/BlockLink';
import { stringsFor } from '../shared/strings';
import { useComponentFetch } from '../shared/useComponentFetch';
import { fetchPublicForm, formIdOf, type LeadExtras, type PublicForm } from './api';
import { FormView } from './FormView';
import { formStrings } from './strings';
import { useFormModel } from './useFormModel';

export interface ModalFormProps {
  /** What the form link asked for (A§4): form id, hidden fields, title, layout and CI data. */
  request: ModalFormRequest;
  locale: Locale;
  /** The visitor closed the popup (Escape, the close button): the caller clears its state. */
  onClose: () => void;
  /** The form, when the caller already has it (stories); otherwise it is fetched. */
  form?: PublicForm | null;
  /** Replaces the network call (stories and tests). */
  submit?: (submission: LeadSubmission, extras: LeadExtras) => Promise<unknown>;
}

function ModalFormBody({ request, locale, form, submit }: Omit<ModalFormProps, 'onClose' | 'form'> & { form: PublicForm }) {
  // The link's hidden fields and CI data win over the query (they are what this link is about).
  const values = useMemo(() => {
    const query = typeof window === 'undefined' ? {} : new URLSearchParams(window.location.search);
    return prefillValues(form.definition, { query, linkHiddenFields: { ...request.ciData, ...request.hiddenFields } }).values;
  }, [form, request]);
  const { model, honeypotRef } = useFormModel({ sidPrefix: 'forms/modal', form, locale, values, submit });
  return (
    <FormView
      model={model}
      honeypotRef={honeypotRef}
      locale={locale}
      columns={formColumns(form.definition, { layout: request.layout })}
      thankYouLevel={3}
    />
  );
}

/**
 * The modal form popup (A§4): opened by a form link's event with the form id, hidden fields, title,
 * layout (`double_column` → two columns) and CI data. A react-aria modal dialog (focus moves in and is
 * trapped, Escape closes, focus returns to the link); its module loads only when a form link is used.
 */
export function ModalForm({ request, locale, onClose, form: given, submit }: ModalFormProps) {
  const t = stringsFor(formStrings, locale);
  const formId = formIdOf(request.formId);
  const fetched = useComponentFetch(given === undefined && formId !== null ? () => fetchPublicForm(formId) : null, [formId]);
  const form = given !== undefined ? given : fetched.data;
  const failed = formId === null || given === null || fetched.status === 'error' || (fetched.status === 'ready' && !form);
  const twoColumns = form ? formColumns(form.definition, { layout: request.layout }) === 2 : request.layout === 'double_column';
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={request.title || t.openForm}
      closeLabel={t.close}
      size={twoColumns ? 'large' : 'medium'}
      isDismissable
    >
      {form ? (
        <ModalFormBody key={form.id} request={request} locale={locale} form={form} submit={submit} />
      ) : failed ? (
        <p role="alert">{t.loadFailed}</p>
      ) : (
        <p role="status">{t.loading}</p>
      )}
    </Dialog>
  );
}
