import { useId, useState } from 'react';
import styled from 'styled-components';
import { formatPrice, type PriceSettings } from '@lux/pricing';
import { calculatorLimits, monthlyPayment, type CalculatorConfig } from '@lux/stock-locator';
import { Heading } from '@lux/ui';
import { Note, Section } from './Showroom.styles';
import type { ShowroomStrings } from './strings';

const Form = styled.form`
  display: grid;
  gap: 1rem 1.5rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  padding: clamp(1.25rem, 3vw, 2rem);
  border: 1px solid var(--lux-color-border);
  border-radius: var(--lux-radius-m);
`;

const Field = styled.div`
  display: grid;
  gap: 0.375rem;

  label {
    font-size: var(--lux-font-size-small);
    font-weight: var(--lux-font-weight-bold);
  }
  input,
  select {
    inline-size: 100%;
    min-block-size: 3rem;
    padding-block: 0.5rem;
    padding-inline: 0.75rem;
    border: var(--lux-control-border-width) solid var(--lux-color-text-muted);
    border-radius: var(--lux-radius-none);
    background: var(--lux-color-bg);
    color: var(--lux-color-text);
    font: inherit;
  }
  input:focus-visible,
  select:focus-visible {
    outline: var(--lux-focus-width) solid var(--lux-color-focus);
    outline-offset: var(--lux-focus-offset);
  }
`;

const Result = styled.output`
  display: grid;
  gap: 0.25rem;
  grid-column: 1 / -1;
  padding-block-start: 1rem;
  border-block-start: 1px solid var(--lux-color-border);

  strong {
    font-size: var(--lux-font-size-heading-m);
  }
`;

const toNumber = (value: string): number => (value.trim() === '' ? Number.NaN : Number(value));

export interface MiniCalculatorProps {
  /** The vehicle's purchase price the calculator starts from. */
  price: number;
  config: CalculatorConfig;
  settings: PriceSettings;
  t: ShowroomStrings;
}

/**
 * A§4 mini calculator (new, used and approved vehicles): price, deposit, term and rate give the
 * estimated monthly instalment, announced politely as it changes. The amount is formatted through
 * @lux/pricing; impossible input shows what to fix instead of a number.
 */
export function MiniCalculator({ price: initialPrice, config, settings, t }: MiniCalculatorProps) {
  const id = useId();
  const [price, setPrice] = useState(String(Math.round(initialPrice)));
  const [deposit, setDeposit] = useState(String(Math.round((initialPrice * config.depositPercent) / 100)));
  const [months, setMonths] = useState(String(config.term));
  const [rate, setRate] = useState(String(config.annualRatePercent));
  const payment = monthlyPayment({
    price: toNumber(price),
    deposit: toNumber(deposit),
    months: toNumber(months),
    annualRatePercent: toNumber(rate),
  });
  const text = payment === null ? '' : formatPrice(payment, settings, 'price');
  const headingId = `${id}-heading`;

  return (
    <Section aria-labelledby={headingId}>
      <Heading level={2} size="m" id={headingId}>
        {t.calculator.heading}
      </Heading>
      <p>{t.calculator.intro}</p>
      <Form aria-labelledby={headingId} onSubmit={(event) => event.preventDefault()} noValidate>
        <Field>
          <label htmlFor={`${id}-price`}>{t.calculator.price}</label>
          <input
            id={`${id}-price`}
            type="number"
            inputMode="numeric"
            min={0}
            step={1000}
            value={price}
            onChange={(e) => setPrice(e.target.value)}
          />
        </Field>
        <Field>
          <label htmlFor={`${id}-deposit`}>{t.calculator.deposit}</label>
          <input
            id={`${id}-deposit`}
            type="number"
            inputMode="numeric"
            min={0}
            step={1000}
            value={deposit}
            onChange={(e) => setDeposit(e.target.value)}
          />
        </Field>
        <Field>
          <label htmlFor={`${id}-term`}>{t.calculator.term}</label>
          <select id={`${id}-term`} value={months} onChange={(e) => setMonths(e.target.value)}>
            {config.terms.map((term) => (
              <option key={term} value={String(term)}>
                {t.calculator.months(term)}
              </option>
            ))}
          </select>
        </Field>
        <Field>
          <label htmlFor={`${id}-rate`}>{t.calculator.rate}</label>
          <input
            id={`${id}-rate`}
            type="number"
            inputMode="decimal"
            min={0}
            max={calculatorLimits.maxAnnualRatePercent}
            step={0.1}
            value={rate}
            onChange={(e) => setRate(e.target.value)}
          />
        </Field>
        <Result htmlFor={`${id}-price ${id}-deposit ${id}-term ${id}-rate`} aria-live="polite">
          <span>{t.calculator.monthly}</span>
          {text ? (
            <strong>
              {text} {t.calculator.perMonth}
            </strong>
          ) : (
            <span>{t.calculator.invalid}</span>
          )}
        </Result>
      </Form>
      <Note>{t.calculator.disclaimer}</Note>
    </Section>
  );
}
