import { annuityPayment, evenInstalments, percentOf, roundAgorot } from './money';
import { financeProduct, type FinanceProduct, type FinanceShape } from './products';

export interface FinanceQuoteInput {
  /** On-the-road price in agorot. */
  priceAgorot: number;
  /** Cash deposit as a percent of the price (0–100). */
  downPaymentPercent: number;
  /** Term in years; `months` wins when both are given. */
  years?: number;
  months?: number;
  /** Nominal annual rate; the product's default when absent or not a number. */
  annualRatePercent?: number;
  /** The product, or its `finance_product` key. */
  product: FinanceProduct | string;
}

/** Every figure of a quote; money in agorot, each rounded once, half away from zero. */
export interface FinanceQuote {
  productKey: string;
  shape: FinanceShape;
  onTheRoadPriceAgorot: number;
  cashDepositAgorot: number;
  /** Everything due at signing: the cash deposit and the opening fee. */
  totalDepositAgorot: number;
  /** Price less the cash deposit. */
  totalAmountOfCreditAgorot: number;
  /** The regular monthly instalment. */
  monthlyPaymentAgorot: number;
  /** The last monthly instalment: one agora more when a zero-rate schedule absorbs the rounding. */
  finalInstalmentAgorot: number;
  numberOfPayments: number;
  durationMonths: number;
  annualRatePercent: number;
  /** Final lump sum: the balloon (GMFV) or the lease's residual (the optional purchase); 0 when none. */
  balloonAgorot: number;
  /** Opening and closing fees. */
  feesAgorot: number;
  /** Total payable less the price: interest and fees. */
  totalChargeForCreditAgorot: number;
  /** Deposit, every instalment, the final lump sum and the fees. */
  totalPayableAgorot: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const finiteOr = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/** The term in months: `months`, else `years × 12`, kept within the product's limits. */
function termMonths(input: FinanceQuoteInput, product: FinanceProduct): number {
  const asked = input.months !== undefined ? finiteOr(input.months, NaN) : finiteOr(input.years, NaN) * 12;
  const months = Number.isFinite(asked) ? Math.round(asked) : product.minTermMonths;
  return clamp(
    months,
    Math.max(1, product.minTermMonths),
    Math.max(1, product.maxTermMonths, product.minTermMonths),
  );
}

/** Unrounded regular instalment for a rate > 0, per shape (see the README for the formulas). */
function levelPayment(
  shape: FinanceShape,
  credit: number,
  lump: number,
  rate: number,
  months: number,
): number {
  switch (shape) {
    case 'lease': {
      // Money-factor form: depreciation plus a finance charge on the average of cap cost and residual.
      const moneyFactor = (rate * 100) / 2400;
      return (credit - lump) / months + (credit + lump) * moneyFactor;
    }
    case 'hire-purchase':
    case 'spitzer':
    case 'balloon':
      return annuityPayment(credit, rate / 12, months, lump);
    case 'zero-interest':
      return (credit - lump) / months;
  }
}

/**
 * A finance quote (B§3.4). Never throws: a bad price counts as 0, a bad deposit as 0 %, a bad rate as
 * the product's default, a missing term as the product's shortest; the term stays within the product's
 * limits, the balloon or residual never exceeds the credit. At a zero rate (and always for the
 * zero-interest shape) the credit less any lump is divided evenly: the instalments add up to it exactly.
 */
export function quoteFinance(input: FinanceQuoteInput): FinanceQuote {
  const product = typeof input.product === 'string' ? financeProduct(input.product) : input.product;
  const price = Math.max(0, roundAgorot(finiteOr(input.priceAgorot, 0)));
  const downPercent = clamp(finiteOr(input.downPaymentPercent, 0), 0, 100);
  const annualRatePercent =
    product.shape === 'zero-interest'
      ? 0
      : clamp(finiteOr(input.annualRatePercent, product.defaultRatePercent), 0, 100);
  const months = termMonths(input, product);

  const cashDeposit = percentOf(price, downPercent);
  const credit = price - cashDeposit;
  const lump =
    product.shape === 'balloon' || product.shape === 'lease'
      ? Math.min(credit, percentOf(price, clamp(product.balloonPercent, 0, 100)))
      : 0;

  let monthly: number;
  let final: number;
  if (annualRatePercent === 0 || product.shape === 'zero-interest') {
    const split = evenInstalments(credit - lump, months);
    monthly = split.regular;
    final = split.last;
  } else {
    monthly = roundAgorot(levelPayment(product.shape, credit, lump, annualRatePercent / 100, months));
    final = monthly;
  }
  const instalments =
    annualRatePercent === 0 || product.shape === 'zero-interest' ? credit - lump : monthly * months;

  const opening = Math.max(0, roundAgorot(product.fees.openingAgorot));
  const closing = Math.max(0, roundAgorot(product.fees.closingAgorot));
  const totalPayable = cashDeposit + instalments + lump + opening + closing;

  return {
    productKey: product.key,
    shape: product.shape,
    onTheRoadPriceAgorot: price,
    cashDepositAgorot: cashDeposit,
    totalDepositAgorot: cashDeposit + opening,
    totalAmountOfCreditAgorot: credit,
    monthlyPaymentAgorot: monthly,
    finalInstalmentAgorot: final,
    numberOfPayments: months,
    durationMonths: months,
    annualRatePercent,
    balloonAgorot: lump,
    feesAgorot: opening + closing,
    totalChargeForCreditAgorot: totalPayable - price,
    totalPayableAgorot: totalPayable,
  };
}
