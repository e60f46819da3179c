import { createHash } from 'node:crypto';

/**
 * The identity service's own pages (ADR 019): server-rendered, Hebrew RTL by default with English, no
 * script at all, one static stylesheet allowed by its hash in a CSP of their own.
 */
export const LOCALES = ['he', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** Direction comes from the locale, in this one place. */
const DIRECTION: Record<Locale, 'rtl' | 'ltr'> = { he: 'rtl', en: 'ltr' };

/** `?lang=` wins, then the first supported tag of the request's `ui_locales`, then Hebrew. */
export function pickLocale(lang?: unknown, uiLocales?: unknown): Locale {
  if (lang === 'he' || lang === 'en') return lang;
  if (typeof uiLocales === 'string') {
    for (const tag of uiLocales.split(/\s+/)) {
      const base = tag.toLowerCase().split('-')[0];
      if (base === 'he' || base === 'iw') return 'he';
      if (base === 'en') return 'en';
    }
  }
  return 'he';
}

const STYLE = `
:root{color-scheme:light;font-family:system-ui,"Segoe UI",Arial,sans-serif;color:#1b1b1f;background:#f4f4f6}
body{margin:0;line-height:1.5}
main{box-sizing:border-box;max-inline-size:26rem;margin:3rem auto;padding:2rem;background:#fff;border:1px solid #c9c9d1;border-radius:.5rem}
h1{font-size:1.6rem;margin-block:0 1rem}
h2{font-size:1.1rem;margin-block:0 .25rem}
p{margin-block:0 1rem}
label{display:block;font-weight:600;margin-block-end:.25rem}
input{box-sizing:border-box;inline-size:100%;font:inherit;padding:.6rem .7rem;margin-block-end:1rem;border:1px solid #5f5f6b;border-radius:.3rem;background:#fff;color:#1b1b1f}
input[aria-invalid=true]{border-color:#a4161a;border-width:2px}
button{font:inherit;font-weight:600;padding:.65rem 1.2rem;border-radius:.3rem;border:2px solid #0b3d91;background:#0b3d91;color:#fff;cursor:pointer;margin-block-end:.5rem}
button.secondary{background:#fff;color:#0b3d91}
a{color:#0b3d91}
:focus-visible{outline:3px solid #b54708;outline-offset:2px}
.error-summary{border:2px solid #a4161a;border-radius:.3rem;padding:.75rem 1rem;margin-block-end:1rem;color:#6b0f12;background:#fff5f5}
.actions{display:flex;flex-wrap:wrap;gap:.5rem}
.lang{text-align:end;margin-block-end:0}
`;

const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/**
 * The pages' CSP. `form-action` lists the site origins because Chrome applies it to every redirect after a
 * form post (login → provider → /auth-exchange on the site). `script-src 'report-sample'` allows nothing,
 * but gives oidc-provider's auto-submitting form_post page a directive to append its one script hash to.
 */
export function pageCsp(siteOrigins: readonly string[]): string {
  return [
    "default-src 'none'",
    "script-src 'report-sample'",
    `style-src ${STYLE_HASH}`,
    `form-action 'self' ${siteOrigins.join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const TEXT = {
  he: {
    signInTitle: 'כניסה לחשבון',
    signInIntro: 'הכניסה מיועדת לצוות Lux.',
    email: 'כתובת דוא״ל',
    password: 'סיסמה',
    submit: 'כניסה',
    errorHeading: 'הכניסה לא הצליחה',
    otherLanguage: { code: 'en' as Locale, label: 'English' },
    logoutTitle: 'התנתקות',
    logoutQuestion: 'האם להתנתק מהחשבון?',
    logoutYes: 'כן, להתנתק',
    logoutNo: 'לא, להישאר מחובר',
    loggedOutTitle: 'התנתקת',
    loggedOut: 'ההתנתקות הושלמה. אפשר לסגור את החלון.',
    errorTitle: 'משהו השתבש',
    siteName: 'Lux',
  },
  en: {
    signInTitle: 'Sign in',
    signInIntro: 'Sign-in is for Lux staff.',
    email: 'Email address',
    password: 'Password',
    submit: 'Sign in',
    errorHeading: 'Sign-in failed',
    otherLanguage: { code: 'he' as Locale, label: 'עברית' },
    logoutTitle: 'Sign out',
    logoutQuestion: 'Do you want to sign out?',
    logoutYes: 'Yes, sign me out',
    logoutNo: 'No, stay signed in',
    loggedOutTitle: 'Signed out',
    loggedOut: 'You have signed out. You can close this window.',
    errorTitle: 'Something went wrong',
    siteName: 'Lux',
  },
} as const;

/** What can go wrong, in words a person can act on. */
export const MESSAGES = {
  he: {
    invalidCredentials: 'כתובת הדוא״ל או הסיסמה שגויים.',
    missingFields: 'יש למלא כתובת דוא״ל וסיסמה.',
    tooManyAttempts: (minutes: number) =>
      `בוצעו יותר מדי ניסיונות כניסה שגויים, ולכן הכניסה חסומה זמנית. אפשר לנסות שוב בעוד ${minutes} דקות.`,
    formExpired: 'תוקף הטופס פג. יש לטעון את הדף מחדש ולנסות שוב.',
    interactionExpired: 'תהליך הכניסה הסתיים או שפג תוקפו. יש לחזור לאתר ולהתחבר מחדש.',
    providerError: 'לא ניתן להשלים את הבקשה. יש לחזור לאתר ולנסות שוב.',
  },
  en: {
    invalidCredentials: 'The email address or password is incorrect.',
    missingFields: 'Enter your email address and password.',
    tooManyAttempts: (minutes: number) =>
      `Too many failed sign-in attempts, so sign-in is blocked for now. Try again in ${minutes} minutes.`,
    formExpired: 'This form has expired. Reload the page and try again.',
    interactionExpired: 'This sign-in has ended or expired. Go back to the site and sign in again.',
    providerError: 'The request could not be completed. Go back to the site and try again.',
  },
} as const;

function layout(locale: Locale, title: string, body: string, languageLink?: string): string {
  const text = TEXT[locale];
  const other = text.otherLanguage;
  const switcher = languageLink
    ? `<p class="lang"><a href="${escapeHtml(languageLink)}" lang="${other.code}" hreflang="${other.code}">${other.label}</a></p>`
    : '';
  return `<!DOCTYPE html>
<html lang="${locale}" dir="${DIRECTION[locale]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)} — ${text.siteName}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${switcher}
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}

function errorSummary(locale: Locale, message: string | undefined): string {
  if (!message) return '';
  return `<div class="error-summary" role="alert" id="error-summary"><h2>${TEXT[locale].errorHeading}</h2><p>${escapeHtml(message)}</p></div>`;
}

export interface LoginPageOptions {
  locale: Locale;
  /** Where the form posts (path and query). */
  action: string;
  /** This page in the other language. */
  languageLink: string;
  csrfToken: string;
  email?: string;
  error?: string;
  /** The fields themselves are wrong (not, say, the rate limit). */
  invalidFields?: boolean;
}

export function loginPage(options: LoginPageOptions): string {
  const text = TEXT[options.locale];
  const invalid = options.invalidFields ? ' aria-invalid="true" aria-describedby="error-summary"' : '';
  const body = `<p>${text.signInIntro}</p>
${errorSummary(options.locale, options.error)}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
<input type="hidden" name="csrf" value="${escapeHtml(options.csrfToken)}">
<label for="email">${text.email}</label>
<input id="email" name="email" type="email" dir="ltr" autocomplete="username" inputmode="email" autocapitalize="none" spellcheck="false" required maxlength="254" value="${escapeHtml(options.email ?? '')}"${invalid}>
<label for="password">${text.password}</label>
<input id="password" name="password" type="password" dir="ltr" autocomplete="current-password" required maxlength="1024"${invalid}>
<button type="submit">${text.submit}</button>
</form>`;
  return layout(options.locale, text.signInTitle, body, options.languageLink);
}

export function messagePage(locale: Locale, message: string, title: string = TEXT[locale].errorTitle): string {
  return layout(locale, title, `<p role="alert">${escapeHtml(message)}</p>`);
}

/** oidc-provider's confirmation form (hidden xsrf field) with our question and buttons. */
export function logoutPage(locale: Locale, providerForm: string): string {
  const text = TEXT[locale];
  const body = `<p>${text.logoutQuestion}</p>
${providerForm}
<div class="actions">
<button type="submit" form="op.logoutForm" name="logout" value="yes">${text.logoutYes}</button>
<button type="submit" form="op.logoutForm" class="secondary">${text.logoutNo}</button>
</div>`;
  return layout(locale, text.logoutTitle, body);
}

export function logoutSuccessPage(locale: Locale): string {
  const text = TEXT[locale];
  return layout(locale, text.loggedOutTitle, `<p>${text.loggedOut}</p>`);
}
