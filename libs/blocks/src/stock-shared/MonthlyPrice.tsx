import { useId } from 'react';
import { useUnit } from 'effector-react';
import styled from 'styled-components';
import type { Locale } from '@lux/content';
import {
  $monthlyPriceOffer,
  formatPrice,
  monthlyQuoteFor,
  type MonthlyPriceOffer,
  type MonthlyQuote,
  type PriceSettings,
} from '@lux/pricing';
import { stringsFor } from '../shared/strings';
import { stockCardStrings } from './strings';

const Line = styled.p`
  margin: 0;
  font-variant-numeric: tabular-nums;
`;

const Assumptions = styled.small`
  display: block;
  color: var(--lux-color-text-muted);
  font-size: var(--lux-font-size-small);
  line-height: 1.4;
`;

/**
 * The "from ₪X a month" quote for a purchase price under the editor's offer (`finance.monthly_price`,
 * `$monthlyPriceOffer` of the scope unless given), or null when the offer is off or there is no price.
 */
export function useMonthlyQuote(
  price: number | null | undefined,
  offer?: MonthlyPriceOffer,
): MonthlyQuote | null {
  const scoped = useUnit($monthlyPriceOffer);
  return monthlyQuoteFor(price, offer ?? scoped);
}

export interface MonthlyPriceProps {
  quote: MonthlyQuote;
  locale: Locale;
  settings: PriceSettings;
  className?: string;
}

/**
 * "From ₪X a month" with its assumptions (down payment, payments, rate) as a visible footnote that also
 * describes the line. The amount is an LTR island (`<bdi>`) inside Hebrew and Arabic text.
 */
export function MonthlyPrice({ quote, locale, settings, className }: MonthlyPriceProps) {
  const noteId = useId();
  const t = stringsFor(stockCardStrings, locale).monthly;
  const amount = formatPrice(quote.monthlyAgorot / 100, settings, 'price');
  if (!amount) return null;
  return (
    <div className={className} data-price="monthly">
      <Line aria-describedby={noteId}>
        {t.before}
        <bdi dir="ltr">{amount}</bdi>
        {t.after}
      </Line>
      <Assumptions id={noteId}>
        {t.assumptions({
          downPayment: String(quote.downPaymentPercent),
          months: quote.months,
          rate: String(quote.annualRatePercent),
        })}
      </Assumptions>
    </div>
  );
}
