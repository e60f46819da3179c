/**
 * Stripe's test cards, as its test mode answers them (https://docs.stripe.com/testing): 4242 4242 4242 4242
 * is authorised, 4000 0000 0000 0002 declined, and so on. Any other number is refused like a real card in
 * test mode. The stand-in never stores a full number, only brand and last four.
 */

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type CardOutcome =
  | { ok: true; brand: string; last4: string }
  | { ok: false; code: string; declineCode?: string; message: string; param?: string };

const DECLINED = 'Your card was declined.';

const TEST_CARDS: Record<
  string,
  { brand: string } | { code: string; declineCode?: string; message: string }
> = {
  '4242424242424242': { brand: 'visa' },
  '4000056655665556': { brand: 'visa' },
  '5555555555554444': { brand: 'mastercard' },
  '378282246310005': { brand: 'amex' },
  '4000000000000002': { code: 'card_declined', declineCode: 'generic_decline', message: DECLINED },
  '4000000000009995': {
    code: 'card_declined',
    declineCode: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  '4000000000009987': { code: 'card_declined', declineCode: 'lost_card', message: DECLINED },
  '4000000000000069': { code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  '4000000000000119': {
    code: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
};

/** Stripe's server-side test payment methods. */
export const TEST_PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_mastercard: '5555555555554444',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_visa_chargeDeclinedInsufficientFunds: '4000000000009995',
};

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

export function judgeCard(card: CardInput, now = new Date()): CardOutcome {
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number))
    return {
      ok: false,
      code: 'incorrect_number',
      message: 'Your card number is incorrect.',
      param: 'number',
    };
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) {
    return {
      ok: false,
      code: 'invalid_expiry_month',
      message: "Your card's expiration month is invalid.",
      param: 'exp_month',
    };
  }
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  if (!Number.isInteger(year) || year < now.getUTCFullYear() || year > now.getUTCFullYear() + 50) {
    return {
      ok: false,
      code: 'invalid_expiry_year',
      message: "Your card's expiration year is invalid.",
      param: 'exp_year',
    };
  }
  if (year === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1)
    return { ok: false, code: 'expired_card', message: 'Your card has expired.', param: 'exp_month' };
  if (!/^\d{3,4}$/.test(card.cvc))
    return { ok: false, code: 'invalid_cvc', message: "Your card's security code is invalid.", param: 'cvc' };
  const known = TEST_CARDS[number];
  if (!known) {
    return {
      ok: false,
      code: 'card_declined',
      declineCode: 'test_mode_live_card',
      message:
        'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
    };
  }
  if ('brand' in known) return { ok: true, brand: known.brand, last4: number.slice(-4) };
  return { ok: false, ...known };
}
