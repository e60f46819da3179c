import { useCallback, useEffect, useRef, useState } from 'react';
import { useUnit } from 'effector-react';
import { resolveFormLocale, validateLead, type FormModel } from '@lux/forms-client';
import type { Locale } from '@lux/content';
import type { RentalModel } from '@lux/vehicle-tools';
import type { PublicForm } from '../forms/api';
import { FormField } from '../forms/FormField';
import { Grid } from '../forms/FormView.styles';
import { Hint } from './RentACar.styles';
import type { RentACarStrings } from './strings';

const focusable = 'input, textarea, button, [role="spinbutton"]';

/**
 * Next on the contact step: every field is marked touched (so its message shows); when the form's lead
 * schema (@lux/forms-client, the same the API checks) passes, the cleaned values go to the enquiry and
 * the summary follows; otherwise focus goes to the first invalid field.
 */
export function useContactNext(contact: FormModel, rental: RentalModel): () => void {
  const { definition, schema, values, blurred, completed } = useUnit({
    definition: contact.$definition,
    schema: contact.$schema,
    values: contact.$values,
    blurred: contact.fieldBlurred,
    completed: rental.contactCompleted,
  });
  return useCallback(() => {
    for (const field of definition.fields) blurred(field.id);
    const result = validateLead(schema, values);
    if (result.ok) {
      completed(result.values);
      return;
    }
    const first = definition.fields.find((field) => field.type !== 'hidden' && result.errors[field.id] !== undefined);
    // After React has shown the messages.
    if (first) requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-rental-field="${first.id}"] :is(${focusable})`)?.focus());
  }, [definition, schema, values, blurred, completed]);
}

export interface ContactStepProps {
  model: FormModel;
  locale: Locale;
  form: PublicForm | null;
  failed: boolean;
  t: RentACarStrings;
}

/** The forms-service form's visible fields (its hidden ones carry the rental data when sending). */
export function ContactStep({ model, locale, form, failed, t }: ContactStepProps) {
  const formLocale = resolveFormLocale(locale);
  const { definition, values, errors, changed, blurred } = useUnit({
    definition: model.$definition,
    values: model.$values,
    errors: model.$errors,
    changed: model.fieldChanged,
    blurred: model.fieldBlurred,
  });
  // The loading note waits a moment so a quick answer does not flash it.
  const [slow, setSlow] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    timer.current = setTimeout(() => setSlow(true), 300);
    return () => clearTimeout(timer.current);
  }, []);
  if (!form) return <Hint role="status">{failed ? t.formUnavailable : slow ? t.loadingForm : ''}</Hint>;
  const columns = definition.layout?.columns === 2 ? 2 : 1;
  return (
    <Grid data-columns={columns}>
      {definition.fields
        .filter((field) => field.type !== 'hidden')
        .map((field) => (
          <div key={field.id} data-field={field.id} data-rental-field={field.id} data-width={columns === 2 && field.width === 'half' ? 'half' : 'full'}>
            <FormField
              field={field}
              value={values[field.id] ?? ''}
              error={errors[field.id]}
              locale={formLocale}
              onChange={(value) => changed({ field: field.id, value })}
              onBlur={() => blurred(field.id)}
            />
          </div>
        ))}
    </Grid>
  );
}
