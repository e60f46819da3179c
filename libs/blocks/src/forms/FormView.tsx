import { useEffect, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useUnit } from 'effector-react';
import { resolveFormLocale, type FieldDefinition, type FormModel } from '@lux/forms-client';
import type { Locale } from '@lux/content';
import { Button, Heading, type ButtonVariant } from '@lux/ui';
import { stringsFor } from '../shared/strings';
import { FormField } from './FormField';
import {
  Actions,
  Failure,
  FormBox,
  Grid,
  Honeypot,
  LiveRegion,
  RequiredHint,
  Summary,
  ThankYouBox,
} from './FormView.styles';
import { formStrings } from './strings';
import { useFormAnalytics } from './analytics';

export type FormAlignment = 'left' | 'center' | 'right';

export interface FormViewProps {
  model: FormModel;
  honeypotRef: RefObject<HTMLInputElement | null>;
  locale: Locale;
  /** 2 lays the fields out in two columns from 768px (has_two_columns, a link's double_column). */
  columns: 1 | 2;
  /** Where the form sits in its row (form_position; left/right are the line's start/end). */
  formPosition?: FormAlignment;
  /** Where the submit button sits (button_position). */
  buttonPosition?: FormAlignment;
  /** The submit button's weight (button_color). */
  buttonColor?: ButtonVariant;
  /** More room above the button (has_button_margin). */
  hasButtonMargin?: boolean;
  /** The error view's text and retry label, when the block sets its own (offers-to-lead, B§4). */
  errorText?: string;
  retryText?: string;
  /** Level of the thank-you heading: one below the block's own heading. */
  thankYouLevel?: 2 | 3 | 4;
  /** Called when a lead was accepted (the modal form moves focus to its view). */
  onSucceeded?: () => void;
  /** Fields another part of the form renders (the trade-in vehicle section); they keep their errors. */
  exclude?: readonly string[];
  /** Controls rendered inside the form before the fields (wrap each in `data-field` for focus). */
  before?: ReactNode;
}

const focusableSelector = 'input, textarea, button, select, [role="spinbutton"]';

/** The control of a field to move focus to: the first one a keyboard user could reach. */
function focusField(form: HTMLFormElement | null, fieldId: string): void {
  const wrapper = form?.querySelector(`[data-field="${fieldId}"]`);
  if (!wrapper) return;
  const target = Array.from(wrapper.querySelectorAll<HTMLElement>(focusableSelector)).find(
    (element) =>
      element.tabIndex >= 0 &&
      !element.closest('[aria-hidden="true"]') &&
      !(element instanceof HTMLInputElement && element.type === 'hidden'),
  );
  target?.focus();
}

const isVisible = (field: FieldDefinition) => field.type !== 'hidden';

/**
 * Renders a form definition (B§3.3, B§5) bound to its Effector model: fields on the libs/ui controls,
 * one or two columns, an error summary announced with role=alert and focus on the first invalid field
 * after a submit, the sending state, the error view with "Try again" (values kept, same idempotency key)
 * and the thank-you view from the form's settings. Hidden fields hold their values without a control;
 * the honeypot `website` is out of sight and out of the tab order.
 */
export function FormView({
  model,
  honeypotRef,
  locale,
  columns,
  formPosition = 'center',
  buttonPosition = 'center',
  buttonColor = 'primary',
  hasButtonMargin = false,
  errorText,
  retryText,
  thankYouLevel = 2,
  onSucceeded,
  exclude = [],
  before,
}: FormViewProps) {
  const t = stringsFor(formStrings, locale);
  const formLocale = resolveFormLocale(locale);
  const { definition, values, errors, status, submitAttempted, submitError, thankYou, texts } = useUnit({
    definition: model.$definition,
    values: model.$values,
    errors: model.$errors,
    status: model.$status,
    submitAttempted: model.$submitAttempted,
    submitError: model.$submitError,
    thankYou: model.$thankYou,
    texts: model.$texts,
  });
  const { fieldChanged, fieldBlurred, submitted, retried, reset } = useUnit({
    fieldChanged: model.fieldChanged,
    fieldBlurred: model.fieldBlurred,
    submitted: model.submitted,
    retried: model.retried,
    reset: model.reset,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const thankYouRef = useRef<HTMLHeadingElement>(null);
  const [attempt, setAttempt] = useState(0);

  const visible = definition.fields.filter(isVisible);
  const fields = visible.filter((field) => !exclude.includes(field.id));
  const invalid = visible.filter((field) => errors[field.id] !== undefined);
  const firstInvalid = invalid[0]?.id;
  const focusedAttempt = useRef(0);
  const analytics = useFormAnalytics(
    model,
    attempt,
    invalid.map((field) => field.id),
  );

  // After each submit press: focus the first invalid field (the summary above is announced as an alert).
  useEffect(() => {
    if (attempt <= focusedAttempt.current) return;
    focusedAttempt.current = attempt;
    if (firstInvalid) focusField(formRef.current, firstInvalid);
  }, [attempt, firstInvalid]);

  const succeeded = status === 'succeeded';
  useEffect(() => {
    if (!succeeded) return;
    if (thankYou.redirectUrl) {
      window.location.assign(thankYou.redirectUrl);
      return;
    }
    thankYouRef.current?.focus();
    onSucceeded?.();
  }, [succeeded, thankYou.redirectUrl, onSucceeded]);

  if (succeeded) {
    return (
      <FormBox data-position={formPosition} data-columns={columns}>
        <ThankYouBox role="status">
          <Heading level={thankYouLevel} size="m" ref={thankYouRef} tabIndex={-1}>
            {thankYou.title}
          </Heading>
          <p>{thankYou.text}</p>
          <Button variant="secondary" onClick={() => reset()}>
            {t.sendAnother}
          </Button>
        </ThankYouBox>
      </FormBox>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted();
    setAttempt((count) => count + 1);
  };

  const sending = status === 'submitting';
  const showSummary = submitAttempted && status === 'editing' && invalid.length > 0;
  const hasRequired = visible.some((field) => field.rules?.required === true);

  return (
    <FormBox data-position={formPosition} data-columns={columns}>
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={sending}>
        {showSummary && (
          <Summary key={attempt} role="alert">
            <h3>{t.errorSummary(invalid.length)}</h3>
            <ul>
              {invalid.map((field) => (
                <li key={field.id}>
                  <a
                    href={`#${field.id}`}
                    onClick={(event) => {
                      event.preventDefault();
                      focusField(formRef.current, field.id);
                    }}
                  >
                    {field.label[formLocale]}: {errors[field.id]}
                  </a>
                </li>
              ))}
            </ul>
          </Summary>
        )}
        {hasRequired && <RequiredHint>{t.requiredHint}</RequiredHint>}
        {before}
        <Grid data-columns={columns}>
          {fields.map((field) => (
            <div
              key={field.id}
              data-field={field.id}
              data-width={columns === 2 && field.width === 'half' ? 'half' : 'full'}
            >
              <FormField
                field={field}
                value={values[field.id] ?? ''}
                error={errors[field.id]}
                locale={formLocale}
                onChange={(value) => {
                  analytics.started();
                  fieldChanged({ field: field.id, value });
                }}
                onBlur={() => fieldBlurred(field.id)}
              />
            </div>
          ))}
        </Grid>
        <Honeypot aria-hidden="true">
          <label>
            {t.honeypot}
            <input
              ref={honeypotRef}
              type="text"
              name="website"
              tabIndex={-1}
              autoComplete="off"
              defaultValue=""
            />
          </label>
        </Honeypot>
        {status === 'failed' && (
          <Failure role="alert">
            <p>
              <strong>{texts.errorTitle}</strong> {errorText || submitError || texts.errorText}
            </p>
            <Button variant="secondary" onClick={() => retried()}>
              {retryText || texts.retry}
            </Button>
          </Failure>
        )}
        <Actions data-position={buttonPosition} data-margin={hasButtonMargin}>
          <Button type="submit" variant={buttonColor} loading={sending}>
            {t.submit}
          </Button>
        </Actions>
        <LiveRegion role="status">{sending ? t.sending : ''}</LiveRegion>
      </form>
    </FormBox>
  );
}
