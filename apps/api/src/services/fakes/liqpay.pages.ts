import { createHash } from 'node:crypto';

/**
 * The local LiqPay's hosted checkout page: server-rendered, no script at all, one stylesheet allowed by its
 * hash in a CSP of its own. Hebrew (RTL) or English by the payment's `language`; every field labelled, errors
 * listed in a summary that takes focus order first and tied to their fields.
 */

export type PageLocale = 'he' | 'en';
const DIRECTION: Record<PageLocale, 'rtl' | 'ltr'> = { he: 'rtl', en: 'ltr' };

export const pageLocale = (language: unknown): PageLocale => (language === 'he' ? 'he' : 'en');

const STYLE = `
:root{color-scheme:light;font-family:system-ui,"Segoe UI",Arial,sans-serif;color:#1b1b1f;background:#eef1f4}
body{margin:0;line-height:1.5}
main{box-sizing:border-box;max-inline-size:28rem;margin:2rem auto;padding:2rem;background:#fff;border:1px solid #c9c9d1;border-radius:.5rem}
.brand{font-weight:700;color:#2e7d32;margin-block:0 .5rem}
h1{font-size:1.5rem;margin-block:0 1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin-block:0 1.5rem}
dt{font-weight:600}
dd{margin:0}
label{display:block;font-weight:600;margin-block-end:.25rem}
input{box-sizing:border-box;inline-size:100%;font:inherit;padding:.6rem .7rem;border:1px solid #5f5f6b;border-radius:.3rem;background:#fff;color:#1b1b1f}
input[aria-invalid=true]{border-color:#a4161a;border-width:2px}
.field{margin-block-end:1rem}
.row{display:flex;flex-wrap:wrap;gap:1rem}
.row .field{flex:1 1 8rem}
.hint{font-size:.9rem;color:#4a4a55;margin-block:.25rem 0}
.field-error{color:#a4161a;font-size:.9rem;margin-block:.25rem 0}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-block-start:1.5rem}
button{font:inherit;font-weight:600;min-block-size:2.75rem;padding-inline:1.25rem;border-radius:.3rem;border:2px solid #2e7d32;background:#2e7d32;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#2e7d32}
a{color:#0b3d91}
:focus-visible{outline:3px solid #b54708;outline-offset:2px}
.error-summary{border:2px solid #a4161a;border-radius:.3rem;padding:.75rem 1rem;margin-block-end:1rem;color:#6b0f12;background:#fff5f5}
.error-summary h2{font-size:1rem;margin:0 0 .25rem}
.error-summary ul{margin:0;padding-inline-start:1.25rem}
`;

const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/** No script; the form may post here and, through the redirect after it, to `result_url`'s origin. */
export function checkoutCsp(resultUrl: string | null): string {
  let target = '';
  try {
    if (resultUrl) target = new URL(resultUrl).origin;
  } catch {
    target = '';
  }
  return [
    "default-src 'none'",
    `style-src ${STYLE_HASH}`,
    `form-action 'self' ${target}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const TEXT = {
  he: {
    brand: 'LiqPay (סביבת בדיקה מקומית)',
    title: 'תשלום מאובטח',
    merchantLine: 'עבור',
    amount: 'סכום לחסימה',
    order: 'מספר הזמנה',
    card: 'מספר כרטיס',
    cardHint: 'לבדיקה: 4242 4242 4242 4242 מאושר, 4000 0000 0000 0002 נדחה.',
    expiry: 'תוקף (MM/YY)',
    cvv: 'קוד אבטחה (CVV)',
    pay: 'לתשלום',
    cancel: 'ביטול',
    errorHeading: 'לא ניתן להשלים את התשלום',
    doneTitle: 'התשלום התקבל',
    failedTitle: 'התשלום נדחה',
    cancelledTitle: 'התשלום בוטל',
    back: 'חזרה לאתר',
  },
  en: {
    brand: 'LiqPay (local test mode)',
    title: 'Secure payment',
    merchantLine: 'For',
    amount: 'Amount to hold',
    order: 'Order number',
    card: 'Card number',
    cardHint: 'Test cards: 4242 4242 4242 4242 is approved, 4000 0000 0000 0002 is declined.',
    expiry: 'Expiry date (MM/YY)',
    cvv: 'Security code (CVV)',
    pay: 'Pay',
    cancel: 'Cancel',
    errorHeading: 'The payment could not be made',
    doneTitle: 'Payment received',
    failedTitle: 'Payment declined',
    cancelledTitle: 'Payment cancelled',
    back: 'Back to the shop',
  },
} as const;

export const FIELD_ERRORS = {
  he: {
    card: 'מספר הכרטיס אינו תקין.',
    expiry: 'תוקף הכרטיס אינו תקין או שפג.',
    cvv: 'קוד האבטחה צריך להיות 3 ספרות.',
  },
  en: {
    card: 'The card number is not valid.',
    expiry: 'The expiry date is not valid or has passed.',
    cvv: 'The security code must be 3 digits.',
  },
} as const;
export type FieldName = keyof (typeof FIELD_ERRORS)['en'];

function page(locale: PageLocale, title: string, body: string): string {
  return `<!doctype html>
<html lang="${locale}" dir="${DIRECTION[locale]}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} — LiqPay</title><style>${STYLE}</style></head>
<body><main>${body}</main></body>
</html>`;
}

function formatAmount(amount: number, currency: string, locale: PageLocale): string {
  try {
    return new Intl.NumberFormat(locale === 'he' ? 'he-IL' : 'en-US', { style: 'currency', currency }).format(
      amount,
    );
  } catch {
    return `${amount} ${currency}`;
  }
}

export interface CheckoutView {
  locale: PageLocale;
  data: string;
  signature: string;
  description: string;
  amount: number;
  currency: string;
  orderId: string;
  errors?: Partial<Record<FieldName, string>>;
  values?: { card?: string; expiry?: string };
}

export function checkoutPage(view: CheckoutView): string {
  const t = TEXT[view.locale];
  const errors = view.errors ?? {};
  const names = Object.keys(errors) as FieldName[];
  const amount = formatAmount(view.amount, view.currency, view.locale);
  const summary =
    names.length === 0
      ? ''
      : `<div class="error-summary" role="alert" aria-labelledby="error-heading"><h2 id="error-heading">${t.errorHeading}</h2><ul>${names
          .map((name) => `<li><a href="#${name}">${escapeHtml(errors[name]!)}</a></li>`)
          .join('')}</ul></div>`;
  const field = (name: FieldName, label: string, autocomplete: string, extra: string, hint?: string) => {
    const describedBy = [hint ? `${name}-hint` : '', errors[name] ? `${name}-error` : '']
      .filter(Boolean)
      .join(' ');
    const value =
      name === 'card' ? (view.values?.card ?? '') : name === 'expiry' ? (view.values?.expiry ?? '') : '';
    return `<div class="field"><label for="${name}">${label}</label><input id="${name}" name="${name}" type="text" inputmode="numeric" autocomplete="${autocomplete}" dir="ltr" required ${extra}${
      describedBy ? ` aria-describedby="${describedBy}"` : ''
    } aria-invalid="${errors[name] ? 'true' : 'false'}" value="${escapeHtml(value)}">${hint ? `<p class="hint" id="${name}-hint">${hint}</p>` : ''}${
      errors[name] ? `<p class="field-error" id="${name}-error">${escapeHtml(errors[name]!)}</p>` : ''
    }</div>`;
  };
  return page(
    view.locale,
    t.title,
    `<p class="brand">${t.brand}</p><h1>${t.title}</h1>${summary}
<dl><dt>${t.merchantLine}</dt><dd>${escapeHtml(view.description)}</dd><dt>${t.amount}</dt><dd>${escapeHtml(amount)}</dd><dt>${t.order}</dt><dd dir="ltr">${escapeHtml(view.orderId)}</dd></dl>
<form method="post" action="checkout/pay" novalidate>
<input type="hidden" name="data" value="${escapeHtml(view.data)}"><input type="hidden" name="signature" value="${escapeHtml(view.signature)}">
${field('card', t.card, 'cc-number', 'maxlength="23"', t.cardHint)}
<div class="row">${field('expiry', t.expiry, 'cc-exp', 'maxlength="7" placeholder="MM/YY"')}${field('cvv', t.cvv, 'cc-csc', 'maxlength="4"')}</div>
<div class="actions"><button type="submit" name="decision" value="pay">${t.pay} ${escapeHtml(amount)}</button><button type="submit" name="decision" value="cancel" class="secondary" formnovalidate>${t.cancel}</button></div>
</form>`,
  );
}

/** After the payment when there is no `result_url` to go back to. */
export function resultPage(
  locale: PageLocale,
  outcome: 'done' | 'failed' | 'cancelled',
  resultUrl: string | null,
  message?: string,
): string {
  const t = TEXT[locale];
  const title = outcome === 'done' ? t.doneTitle : outcome === 'failed' ? t.failedTitle : t.cancelledTitle;
  return page(
    locale,
    title,
    `<p class="brand">${t.brand}</p><h1>${title}</h1>${message ? `<p role="alert">${escapeHtml(message)}</p>` : ''}${resultUrl ? `<p><a href="${escapeHtml(resultUrl)}">${t.back}</a></p>` : ''}`,
  );
}
