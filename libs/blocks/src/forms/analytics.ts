import { useCallback, useEffect, useRef } from 'react';
import { useUnit } from 'effector-react';
import type { FormModel } from '@lux/forms-client';
import { browserDataLayer, pushDataLayerEvent } from '@lux/consent';

/**
 * Issue 12: a form's data-layer events — `form_start` on the first change, `form_submit` when a lead is
 * accepted, and `form_error` for a submit press with invalid fields (`validation`, with their ids) or a
 * lead the service refused or never got (`submission`). Field values are never pushed.
 */
export function useFormAnalytics(
  model: FormModel,
  attempt: number,
  invalidFields: readonly string[],
): { started: () => void } {
  const { formId, status, touched } = useUnit({
    formId: model.$formId,
    status: model.$status,
    touched: model.$touched,
  });
  const id = formId === null ? '' : String(formId);
  const startedOnce = useRef(false);
  const reported = useRef(0);
  const invalid = useRef(invalidFields);
  invalid.current = invalidFields;

  const started = useCallback(() => {
    if (startedOnce.current) return;
    startedOnce.current = true;
    pushDataLayerEvent(browserDataLayer(), { event: 'form_start', form_id: id });
  }, [id]);
  // A field touched some other way (a blur after autofill) counts as the start too.
  useEffect(() => {
    if (Object.keys(touched).length > 0) started();
  }, [touched, started]);

  useEffect(() => {
    if (attempt <= reported.current) return;
    reported.current = attempt;
    if (invalid.current.length === 0) return;
    pushDataLayerEvent(browserDataLayer(), {
      event: 'form_error',
      form_id: id,
      error_type: 'validation',
      error_fields: [...invalid.current],
    });
  }, [attempt, id]);

  useEffect(() => {
    if (status === 'succeeded') pushDataLayerEvent(browserDataLayer(), { event: 'form_submit', form_id: id });
    if (status === 'failed')
      pushDataLayerEvent(browserDataLayer(), { event: 'form_error', form_id: id, error_type: 'submission' });
  }, [status, id]);

  return { started };
}
