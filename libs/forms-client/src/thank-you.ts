import type { FormLocale } from './definition';
import { submissionTexts } from './messages';

/**
 * The thank-you view shown after a lead is accepted, from the form's `settings/thank_you` (B§3.5, B§7):
 * `{ title, text, redirect_url? }`, where `title` and `text` are text or `{ he, en }`. Blank parts fall
 * back to the default texts (B§8 "Thank you!").
 */
export interface ThankYou {
  title: string;
  text: string;
  /** Where to send the visitor instead of showing the view; only http(s) or a same-site path. */
  redirectUrl: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function localised(value: unknown, locale: FormLocale): string {
  const text = isRecord(value) ? value[locale] : value;
  return typeof text === 'string' ? text.trim() : '';
}

/** A redirect the browser may follow: `/path` (not `//host`) or an absolute http(s) address. */
export function safeRedirectUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  if (url.startsWith('/')) return /^\/[/\\]/.test(url) ? null : url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * The forms service stores the texts flat (`title`/`title_en`, `message`/`message_en`: Hebrew in the
 * plain keys, B§7 `settings/thank_you`). A blank English text falls back to the default English text,
 * never to the Hebrew one.
 */
function isFlat(source: Record<string, unknown>): boolean {
  return 'title_en' in source || 'message_en' in source;
}

export function thankYouFromSettings(settings: unknown, locale: FormLocale): ThankYou {
  const texts = submissionTexts[locale] ?? submissionTexts.en;
  const source = isRecord(settings) ? settings : {};
  if (isFlat(source)) {
    const suffix = locale === 'en' ? '_en' : '';
    return {
      title: localised(source[`title${suffix}`], locale) || texts.thankYouTitle,
      text: localised(source[`message${suffix}`], locale) || texts.thankYouText,
      redirectUrl: safeRedirectUrl(source.redirect_url),
    };
  }
  return {
    title: localised(source.title, locale) || texts.thankYouTitle,
    text: localised(source.text, locale) || texts.thankYouText,
    redirectUrl: safeRedirectUrl(source.redirect_url),
  };
}
