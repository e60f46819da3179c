import { useRef, useState } from 'react';
import {
  createFormModel,
  resolveFormLocale,
  type FormModel,
  type FormValues,
  type LeadSubmission,
} from '@lux/forms-client';
import type { Locale } from '@lux/content';
import { sendLead, type LeadExtras, type PublicForm } from './api';

export interface UseFormModelOptions {
  /** Unique per rendered form: `forms/block/<blockId>`, `forms/modal`. Prefixes every store's sid. */
  sidPrefix: string;
  form: PublicForm;
  locale: Locale;
  /** Starting values (query prefill and the block's mappings, see `prefillValues`). */
  values: Partial<FormValues>;
  /** Replaces the network call (stories and tests). */
  submit?: (submission: LeadSubmission, extras: LeadExtras) => Promise<unknown>;
}

export interface FormModelHandle {
  model: FormModel;
  /** The honeypot input: read when a lead is sent. */
  honeypotRef: React.RefObject<HTMLInputElement | null>;
}

/**
 * One form model per rendered form. A page holds any number of form blocks, so their models cannot all
 * be made at module level as ADR 020 §5 asks of fixed slots: each is made once, when its form first
 * renders (the component is keyed by the form, so a new form is a new model), and is collected with the
 * component. Its stores have sids but are never serialised: the server and the browser both start them
 * from the same definition and prefill, so hydration matches.
 */
export function useFormModel({ sidPrefix, form, locale, values, submit = sendLead }: UseFormModelOptions): FormModelHandle {
  const honeypotRef = useRef<HTMLInputElement | null>(null);
  const submitRef = useRef(submit);
  submitRef.current = submit;
  const [model] = useState(() =>
    createFormModel({
      sidPrefix,
      definition: form.definition,
      formId: form.id,
      locale: resolveFormLocale(locale),
      thankYou: form.thank_you,
      values,
      submit: (submission) => submitRef.current(submission, { website: honeypotRef.current?.value ?? '' }),
    }),
  );
  return { model, honeypotRef };
}
