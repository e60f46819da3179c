import { forwardRef } from 'react';
import { resolveFormLocale } from '@lux/forms-client';
import { Button, Heading } from '@lux/ui';
import { fillTemplate, type ContactValues, type EnquiryFormatters, type RentalConfig, type RentalSelection, type RentalTotal } from '@lux/vehicle-tools';
import type { PublicForm } from '../forms/api';
import { RichText } from '../shared/RichText';
import { Actions } from './RentACar.styles';
import { summaryValues } from './lead';
import type { RentACarStrings } from './strings';

export interface SummaryStepProps {
  config: RentalConfig;
  form: PublicForm | null;
  selection: RentalSelection;
  contact: ContactValues;
  total: RentalTotal;
  formatters: EnquiryFormatters;
  t: RentACarStrings;
}

/** The enquiry before it is sent: the choices, then the editor's summary template (or the details typed). */
export function SummaryStep({ config, form, selection, contact, total, formatters, t }: SummaryStepProps) {
  const { data, values } = summaryValues(config, { selection, contact }, formatters);
  const formLocale = resolveFormLocale(formatters.locale);
  const filled = config.summaryTemplate.trim() ? fillTemplate(config.summaryTemplate, values, { html: true, yes: t.yes, no: t.no }).text : '';
  const rows: Array<[string, string]> = [
    [t.pickupLocation, data.pickup_location],
    [t.dropoffLocation, data.dropoff_location],
    [t.dates, `${data.pickup_date} – ${data.dropoff_date} (${t.days(total.days)})`],
    [t.vehicle, data.vehicle],
    [t.extras, data.extras || t.noExtras],
  ];
  return (
    <div>
      <dl>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div>
          <dt>{t.total}</dt>
          <dd>
            <bdi dir="ltr">{data.total}</bdi>
          </dd>
        </div>
      </dl>
      {filled ? (
        <RichText html={filled} />
      ) : (
        <dl aria-label={t.yourDetails}>
          {(form?.definition.fields ?? [])
            .filter((field) => field.type !== 'hidden' && contact[field.id] !== undefined && contact[field.id] !== '')
            .map((field) => (
              <div key={field.id}>
                <dt>{field.label[formLocale]}</dt>
                <dd>{typeof contact[field.id] === 'boolean' ? (contact[field.id] ? t.yes : t.no) : String(contact[field.id])}</dd>
              </div>
            ))}
        </dl>
      )}
    </div>
  );
}

export interface ResultViewProps {
  kind: 'sent' | 'failed';
  heading: string;
  text: string;
  t: RentACarStrings;
  onRetry: () => void;
  onBack: () => void;
}

/** B§8: the thank-you view, or the error view whose retry resends the same enquiry. */
export const ResultView = forwardRef<HTMLHeadingElement, ResultViewProps>(function ResultView({ kind, heading, text, t, onRetry, onBack }, ref) {
  return (
    <div role={kind === 'failed' ? 'alert' : 'status'}>
      <Heading level={3} size="m" ref={ref} tabIndex={-1}>
        {heading}
      </Heading>
      <p>{text}</p>
      {kind === 'failed' && (
        <Actions>
          <Button variant="secondary" onClick={onBack}>
            {t.backToSummary}
          </Button>
          <Button variant="primary" onClick={onRetry}>
            {t.tryAgain}
          </Button>
        </Actions>
      )}
    </div>
  );
});
