import { useId, useState, type ReactNode } from 'react';
import { useUnit } from 'effector-react';
import {
  DEFAULT_INPUT_CONFIGURATION,
  DEFAULT_OUTPUT_CONFIGURATION,
  rateIsAdjustable,
  type FinanceCalculatorModel,
  type PriceSettings,
  type RangeInput,
} from '@lux/pricing';
import { Heading, type HeadingLevel } from '@lux/ui';
import { BlockLink } from '../shared/BlockLink';
import { RichText } from '../shared/RichText';
import type { Locale } from '@lux/content';
import type { ParsedGroup } from './FinanceCalculator';
import { Area, Buttons, Details, Layout, Monthly, Results, Small } from './FinanceCalculator.styles';
import { labelOr, money, percent, quoteDate, unitFormat } from './format';
import { RangeSlider } from './RangeSlider';
import type { FinanceStrings } from './strings';
import type { Fields } from './types';

export interface ProductPanelProps {
  item: ParsedGroup;
  model: FinanceCalculatorModel;
  fields: Fields;
  locale: Locale;
  t: FinanceStrings;
  settings: PriceSettings;
  level: HeadingLevel;
  style: 'default' | 'mena';
  /** The model choice (a radio group, or the single model's name). */
  picker: ReactNode;
  /** The chosen model's picture and free items. */
  visual: ReactNode;
}

/** One input: a slider when the visitor can move it, its fixed value otherwise. */
function Input(props: {
  range: RangeInput;
  label: string;
  value: number;
  locale: string;
  onChange(value: number): void;
}) {
  const { range, label, value, locale, onChange } = props;
  const formatOptions = unitFormat(range.unit);
  if (!(range.max > range.min) || !(range.interval > 0)) {
    return (
      <p>
        <strong>{label}:</strong> <bdi>{new Intl.NumberFormat(locale, formatOptions).format(value)}</bdi>
      </p>
    );
  }
  return (
    <RangeSlider
      label={label}
      value={value}
      min={range.min}
      max={range.max}
      step={range.interval}
      formatOptions={formatOptions}
      onChange={onChange}
    />
  );
}

/** The inputs, the live quote, the buttons and the disclaimer of one finance product. */
export function ProductPanel({
  item,
  model,
  fields: f,
  locale,
  t,
  settings,
  level,
  style,
  picker,
  visual,
}: ProductPanelProps) {
  const resultsId = useId();
  const monthlyId = useId();
  const [createdAt] = useState(() => new Date());
  const u = useUnit({
    downPayment: model.$downPayment,
    duration: model.$duration,
    rate: model.$rate,
    quote: model.$quote,
    downPaymentChanged: model.downPaymentChanged,
    durationChanged: model.durationChanged,
    rateChanged: model.rateChanged,
  });
  const { input } = item.entry;
  const out = item.output;
  const d = DEFAULT_OUTPUT_CONFIGURATION;
  const din = DEFAULT_INPUT_CONFIGURATION;
  const q = u.quote;
  const price = (agorot: number) => <bdi dir="ltr">{money(agorot, settings)}</bdi>;
  const label = (row: { label: string }, fallback: { label: string }, localized: string) =>
    labelOr(row.label, fallback.label, localized);
  const durationText = (n: number) =>
    out.duration_of_agreement.unit.trim() === d.duration_of_agreement.unit
      ? t.months(n)
      : `${n} ${out.duration_of_agreement.unit}`;
  const rateText = (value: number) =>
    out.interest_rate.unit.trim() === '%' ? percent(value, locale) : `${value} ${out.interest_rate.unit}`;
  const monthlyLabel = label(out.monthly_payment, d.monthly_payment, t.monthlyPayment);

  return (
    <Layout data-style={style}>
      <Area data-area="picker">
        <RichText html={item.group.description} />
        {picker}
      </Area>
      <Area data-area="visual">{visual}</Area>
      <Area data-area="inputs">
        <Input
          range={input.down_payment}
          label={labelOr(input.down_payment.label, din.down_payment.label, t.downPayment)}
          value={u.downPayment}
          locale={locale}
          onChange={u.downPaymentChanged}
        />
        <Input
          range={input.duration}
          label={labelOr(input.duration.label, din.duration.label, t.duration)}
          value={u.duration}
          locale={locale}
          onChange={u.durationChanged}
        />
        {rateIsAdjustable(input) && (
          <Input
            range={input.interest_rate}
            label={labelOr(input.interest_rate.label, din.interest_rate.label, t.interestRate)}
            value={u.rate}
            locale={locale}
            onChange={u.rateChanged}
          />
        )}
      </Area>
      {q && (
        <Results aria-labelledby={resultsId}>
          <Heading id={resultsId} level={level} size="s">
            {labelOr(f.results_label, 'Your quote', t.results)}
          </Heading>
          {!out.monthly_payment.hidden && (
            <Monthly role="status" aria-live="polite" aria-atomic="true" aria-labelledby={monthlyId}>
              <span id={monthlyId}>{monthlyLabel}</span>
              <strong>
                {price(q.monthlyPaymentAgorot)} {t.perMonth}
              </strong>
            </Monthly>
          )}
          <dl>
            {!out.on_the_road_price.hidden && (
              <>
                <dt>{label(out.on_the_road_price, d.on_the_road_price, t.onTheRoadPrice)}</dt>
                <dd>{price(q.onTheRoadPriceAgorot)}</dd>
              </>
            )}
            {!out.total_deposit.hidden && (
              <>
                <dt>{label(out.total_deposit, d.total_deposit, t.totalDeposit)}</dt>
                <dd>{price(q.totalDepositAgorot)}</dd>
                {!out.total_deposit.cash_deposit.hidden && (
                  <>
                    <dt data-nested="">
                      {label(out.total_deposit.cash_deposit, d.total_deposit.cash_deposit, t.cashDeposit)}
                    </dt>
                    <dd>{price(q.cashDepositAgorot)}</dd>
                  </>
                )}
              </>
            )}
            {!out.total_amount_of_credit.hidden && (
              <>
                <dt>{label(out.total_amount_of_credit, d.total_amount_of_credit, t.totalCredit)}</dt>
                <dd>{price(q.totalAmountOfCreditAgorot)}</dd>
              </>
            )}
            {!out.monthly_payments.hidden && (
              <>
                <dt>{label(out.monthly_payments, d.monthly_payments, t.monthlyPayments)}</dt>
                <dd>{new Intl.NumberFormat(locale).format(q.numberOfPayments)}</dd>
              </>
            )}
            {q.balloonAgorot > 0 && (
              <>
                <dt>{t.finalPayment}</dt>
                <dd>{price(q.balloonAgorot)}</dd>
              </>
            )}
            <dt>{t.totalPayable}</dt>
            <dd>{price(q.totalPayableAgorot)}</dd>
            {!out.duration_of_agreement.hidden && (
              <>
                <dt>{label(out.duration_of_agreement, d.duration_of_agreement, t.durationOfAgreement)}</dt>
                <dd>{durationText(q.durationMonths)}</dd>
              </>
            )}
            {!out.interest_rate.hidden && (
              <>
                <dt>{label(out.interest_rate, d.interest_rate, t.interestRate)}</dt>
                <dd>
                  <bdi>{rateText(q.annualRatePercent)}</bdi>
                </dd>
              </>
            )}
            {!out.created_at.hidden && (
              <>
                <dt>{label(out.created_at, d.created_at, t.createdAt)}</dt>
                <dd>
                  <time dateTime={createdAt.toISOString().slice(0, 10)} suppressHydrationWarning>
                    {quoteDate(createdAt, locale, out.created_at.date_style)}
                  </time>
                </dd>
              </>
            )}
          </dl>
        </Results>
      )}
      <Area data-area="actions">
        <Buttons>
          <BlockLink link={item.group.main_button} locale={locale} />
          <BlockLink link={item.group.link} locale={locale} />
          {(item.group.additional_buttons ?? []).map((link, position) => (
            <BlockLink key={`${link.url}-${position}`} link={link} locale={locale} />
          ))}
        </Buttons>
        {item.group.disclaimer_body.trim() &&
          (item.group.disclaimer_title.trim() ? (
            <Details>
              <summary>{item.group.disclaimer_title}</summary>
              <Small>
                <RichText html={item.group.disclaimer_body} />
              </Small>
            </Details>
          ) : (
            <Small>
              <RichText html={item.group.disclaimer_body} />
            </Small>
          ))}
      </Area>
    </Layout>
  );
}
