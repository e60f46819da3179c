import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useUnit } from 'effector-react';
import { createFormModel, resolveFormLocale } from '@lux/forms-client';
import type { Locale } from '@lux/content';
import { $priceSettings } from '@lux/pricing';
import { Button, Container, Heading } from '@lux/ui';
import {
  createRentalModel,
  isDateUnavailable,
  localIsoDate,
  parseRentalConfig,
  translate,
  type RentalConfig,
  type RentalInquiry,
} from '@lux/vehicle-tools';
import { fetchPublicForm, formIdOf, sendLead, type PublicForm } from '../forms/api';
import { Honeypot, LiveRegion } from '../forms/FormView.styles';
import { formStrings } from '../forms/strings';
import { formOfData } from '../forms/types';
import { stringsFor } from '../shared/strings';
import type { BlockComponent, BlockProps } from '../shared/types';
import { useComponentFetch } from '../shared/useComponentFetch';
import { ContactStep, useContactNext } from './contact';
import { dailyPrice, dateLocaleFor, rentalFormatters, rentalLead } from './lead';
import { Actions, Problems, Progress, Root, Total } from './RentACar.styles';
import { ResultView, SummaryStep } from './summary';
import { ExtrasStep, TripStep, VehicleStep } from './steps';
import { rentACarStrings, type RentACarStrings } from './strings';
import type { Fields, Group } from './types';

/** The catalogue's English defaults: an untouched field reads in the page's language instead. */
const TEMPLATE_DEFAULTS: Partial<Record<keyof Fields, string>> = {
  thank_you_heading: 'Thank you!',
  thank_you_text: 'Your inquiry has been sent. We will contact you soon.',
  error_heading: 'Oops! Something went wrong.',
  error_text: 'Your inquiry has not been sent. Please try again.',
  send_inquiry_label: 'Send inquiry',
};

function own(fields: Fields, key: keyof typeof TEMPLATE_DEFAULTS & keyof Fields, fallback: string): string {
  const value = typeof fields[key] === 'string' ? (fields[key] as string).trim() : '';
  return value && value !== TEMPLATE_DEFAULTS[key] ? value : fallback;
}

function Shell({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <Container>
      <Root aria-labelledby={labelledBy}>{children}</Root>
    </Container>
  );
}

interface EnquiryProps {
  id: number;
  index: number;
  locale: Locale;
  fields: Fields;
  config: RentalConfig;
  form: PublicForm | null;
  formFailed: boolean;
  t: RentACarStrings;
}

function Enquiry({ id, index, locale, fields, config, form, formFailed, t }: EnquiryProps) {
  const settings = useUnit($priceSettings);
  const formatters = useMemo(() => rentalFormatters(config, locale, settings), [config, locale, settings]);
  const honeypotRef = useRef<HTMLInputElement | null>(null);
  // The lead is made when it is sent, from the form and words of that moment.
  const sendRef = useRef<((inquiry: RentalInquiry) => Promise<unknown>) | null>(null);
  useEffect(() => {
    sendRef.current = (inquiry) => {
      if (!form) return Promise.reject(new Error('no contact form'));
      const lead = rentalLead(config, form, inquiry, formatters, { yes: t.yes, no: t.no });
      return sendLead(lead, { website: honeypotRef.current?.value ?? '' });
    };
  }, [form, config, formatters, t]);
  // The ref is read when the enquiry is sent (an effect's handler), never during render; the rule cannot
  // see through the model factory. Same pattern as forms/useFormModel.
  // eslint-disable-next-line react-hooks/refs
  const [rental] = useState(() =>
    createRentalModel({
      sidPrefix: `rental/${id}`,
      config,
      today: localIsoDate(new Date()),
      send: (inquiry) => sendRef.current?.(inquiry) ?? Promise.reject(new Error('not ready')),
    }),
  );
  const [contact] = useState(() =>
    createFormModel({
      sidPrefix: `rental/${id}/contact`,
      definition: form?.definition,
      formId: form?.id ?? null,
      locale: resolveFormLocale(locale),
      thankYou: form?.thank_you,
    }),
  );
  const loadForm = useUnit(contact.formLoaded);
  const loadedForm = useRef(form);
  useEffect(() => {
    if (form && loadedForm.current !== form) {
      loadedForm.current = form;
      loadForm({ definition: form.definition, formId: form.id, locale: resolveFormLocale(locale), thankYou: form.thank_you });
    }
  }, [form, locale, loadForm]);

  const state = useUnit({
    step: rental.$step,
    stepIndex: rental.$stepIndex,
    status: rental.$status,
    selection: rental.$selection,
    contactValues: rental.$contact,
    today: rental.$today,
    total: rental.$total,
    vehicles: rental.$vehicles,
    problems: rental.$visibleProblems,
  });
  const on = useUnit({
    pickup: rental.pickupChosen,
    dropoff: rental.dropoffChosen,
    dates: rental.datesChosen,
    vehicle: rental.vehicleChosen,
    extra: rental.extraChanged,
    next: rental.nextPressed,
    back: rental.backPressed,
    retry: rental.retried,
  });
  const contactNext = useContactNext(contact, rental);

  // Focus moves to the heading of each new step and of the thank-you / error view (not on first render).
  const headingRef = useRef<HTMLHeadingElement>(null);
  const view = state.status === 'sent' || state.status === 'failed' ? state.status : `step-${state.stepIndex}`;
  const shownView = useRef(view);
  useEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    headingRef.current?.focus();
  }, [view]);

  const dateLocale = dateLocaleFor(config, locale);
  const titles = rental.steps.map((step) =>
    step.kind === 'trip'
      ? translate(config, locale, 'trip_step', t.tripStep)
      : step.kind === 'vehicle'
        ? translate(config, locale, 'vehicle_step', t.vehicleStep)
        : step.kind === 'extras'
          ? config.steps[step.index]?.heading || t.extrasStep
          : step.kind === 'contact'
            ? translate(config, locale, 'contact_step', t.contactStep)
            : translate(config, locale, 'summary_step', t.summaryStep),
  );
  const heading = translate(config, locale, 'heading', t.heading);
  const headingId = `rent-a-car-${id}-heading`;

  if (state.status === 'sent' || state.status === 'failed') {
    const sent = state.status === 'sent';
    return (
      <Shell labelledBy={headingId}>
        <Heading level={2} size="l" id={headingId}>
          {heading}
        </Heading>
        <ResultView
          ref={headingRef}
          kind={sent ? 'sent' : 'failed'}
          heading={sent ? own(fields, 'thank_you_heading', t.thankYouHeading) : own(fields, 'error_heading', t.errorHeading)}
          text={sent ? own(fields, 'thank_you_text', t.thankYouText) : own(fields, 'error_text', t.errorText)}
          t={t}
          onRetry={on.retry}
          onBack={on.back}
        />
      </Shell>
    );
  }

  const { step } = state;
  const sending = state.status === 'sending';
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    if (step.kind === 'contact') contactNext();
    else on.next();
  };
  const money = formatters.formatMoney;
  const totalText = state.total.total > 0 ? `${t.total}: ${money(state.total.total)} (${t.days(state.total.days)})` : '';

  return (
    <Shell labelledBy={headingId}>
      <Heading level={2} size="l" id={headingId}>
        {heading}
      </Heading>
      <Progress aria-label={t.stepOf(state.stepIndex + 1, titles.length)}>
        {titles.map((title, i) => (
          <li key={`${i}-${title}`} aria-current={i === state.stepIndex ? 'step' : undefined}>
            {title}
          </li>
        ))}
      </Progress>
      <form noValidate onSubmit={onSubmit} aria-busy={sending}>
        <Heading level={3} size="m" ref={headingRef} tabIndex={-1}>
          {t.stepOf(state.stepIndex + 1, titles.length)}: {titles[state.stepIndex]}
        </Heading>
        {state.problems.length > 0 && (
          <Problems role="alert">
            <p>{t.fixProblems}</p>
            <ul>
              {state.problems.map((problem) => (
                <li key={problem}>{t.problems[problem]}</li>
              ))}
            </ul>
          </Problems>
        )}
        {step.kind === 'trip' && (
          <TripStep
            config={config}
            locale={locale}
            dateLocale={dateLocale}
            today={state.today}
            selection={state.selection}
            problems={state.problems}
            isUnavailable={(iso) => isDateUnavailable(iso, state.today, config.settings.disabledWeekdays)}
            t={t}
            onPickup={on.pickup}
            onDropoff={on.dropoff}
            onDates={on.dates}
          />
        )}
        {step.kind === 'vehicle' && (
          <VehicleStep
            vehicles={state.vehicles}
            selected={state.selection.vehicleKey}
            problems={state.problems}
            label={titles[state.stepIndex] ?? t.vehicleStep}
            index={index}
            t={t}
            price={(agorot) => dailyPrice(agorot, settings)}
            onChange={on.vehicle}
          />
        )}
        {step.kind === 'extras' && config.steps[step.index] && (
          <ExtrasStep step={config.steps[step.index]!} selection={state.selection} t={t} money={money} onChange={(extraId, value) => on.extra({ id: extraId, value })} />
        )}
        {step.kind === 'contact' && <ContactStep model={contact} locale={locale} form={form} failed={formFailed} t={t} />}
        {step.kind === 'summary' && (
          <SummaryStep config={config} form={form} selection={state.selection} contact={state.contactValues} total={state.total} formatters={formatters} t={t} />
        )}
        <Honeypot aria-hidden="true">
          <label>
            {stringsFor(formStrings, locale).honeypot}
            <input ref={honeypotRef} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </Honeypot>
        <Total aria-live="polite">{totalText}</Total>
        <Actions>
          {state.stepIndex > 0 ? (
            <Button variant="secondary" onClick={() => on.back()} disabled={sending}>
              {t.back}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" variant="primary" loading={sending} disabled={step.kind === 'contact' && !form}>
            {step.kind === 'summary' ? own(fields, 'send_inquiry_label', t.sendInquiry) : t.next}
          </Button>
        </Actions>
        <LiveRegion role="status">{sending ? t.sending : ''}</LiveRegion>
      </form>
    </Shell>
  );
}

/**
 * Rent a car (B§2, B§3.4, B§4): locations and dates, vehicle, the editor's extras steps, contact details
 * (the forms-service form `contact_form_id`), summary whose button sends the enquiry as a lead (ADR 028
 * §4: hidden-field mapping, idempotency key, honeypot), then the thank-you or the error view with retry.
 * Content that cannot work (bad JSON, no vehicles, no form) says the enquiry is unavailable; the
 * problems go to the log.
 */
function RentACar({ id, index, fields, groups, locale, data }: BlockProps<Fields, Group>) {
  const t = stringsFor(rentACarStrings, locale);
  const parsed = useMemo(() => parseRentalConfig(fields as unknown as Record<string, unknown>, groups), [fields, groups]);
  useEffect(() => {
    if (parsed.problems.length > 0) console.warn(`rent-a-car ${id}: ${parsed.problems.join('; ')}`);
  }, [parsed, id]);
  const formId = formIdOf(fields.contact_form_id);
  const serverForm = formOfData(data);
  const fetched = useComponentFetch(serverForm === undefined && formId !== null ? () => fetchPublicForm(formId) : null, [formId]);
  const form = serverForm !== undefined ? serverForm : fetched.data;
  const noForm = formId === null || serverForm === null || (fetched.status === 'ready' && fetched.data === null);
  if (!parsed.config || noForm) {
    return (
      <Shell labelledBy={`rent-a-car-${id}-heading`}>
        <Heading level={2} size="l" id={`rent-a-car-${id}-heading`}>
          {t.heading}
        </Heading>
        <p role="status">{t.unavailable}</p>
      </Shell>
    );
  }
  return <Enquiry id={id} index={index} locale={locale} fields={fields} config={parsed.config} form={form} formFailed={fetched.status === 'error'} t={t} />;
}

export const rentACarComponent = RentACar satisfies BlockComponent<Fields, Group>;
