import { isConsentScope, type ConsentScope } from './scopes';

export const ERROR_REPORTING_SETTING_KEYS = {
  scriptUrl: 'error_reporting.script_url',
  scope: 'error_reporting.consent_scope',
} as const;

/** A§7: the error-reporting script to inject, and the consent scope it waits for. */
export interface ErrorReportingScript {
  src: string;
  scope: ConsentScope;
}

/**
 * Reads the error-reporting setting: an https URL (a site path is allowed too). Nothing when unset;
 * an invalid URL or scope is a problem (logged by the caller) and the script is left out or the scope
 * defaults to `statistic` — error reporting records visitors' sessions, so it never runs unasked.
 */
export function errorReportingFromSettings(settings: Readonly<Record<string, unknown>>): {
  script: ErrorReportingScript | null;
  problems: string[];
} {
  const read = (key: string) => (typeof settings[key] === 'string' ? (settings[key] as string).trim() : '');
  const raw = read(ERROR_REPORTING_SETTING_KEYS.scriptUrl);
  const problems: string[] = [];
  if (raw === '') return { script: null, problems };
  let src: string | null = null;
  if (raw.startsWith('/') && !raw.startsWith('//')) src = raw;
  else {
    try {
      const url = new URL(raw);
      if (url.protocol === 'https:') src = url.href;
    } catch {
      src = null;
    }
  }
  if (src === null) {
    problems.push(`${ERROR_REPORTING_SETTING_KEYS.scriptUrl} is not an https URL or a site path; no error reporting`);
    return { script: null, problems };
  }
  const scopeText = read(ERROR_REPORTING_SETTING_KEYS.scope);
  let scope: ConsentScope = 'statistic';
  if (scopeText !== '') {
    if (isConsentScope(scopeText)) scope = scopeText;
    else problems.push(`${ERROR_REPORTING_SETTING_KEYS.scope} "${scopeText}" is not a consent scope; statistic used`);
  }
  return { script: { src, scope }, problems };
}
