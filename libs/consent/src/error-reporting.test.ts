import { describe, expect, it } from 'vitest';
import { errorReportingFromSettings } from './error-reporting';

describe('error-reporting script setting', () => {
  it('is absent unless set', () => {
    expect(errorReportingFromSettings({})).toEqual({ script: null, problems: [] });
    expect(errorReportingFromSettings({ 'error_reporting.script_url': '  ' })).toEqual({ script: null, problems: [] });
  });

  it('waits for statistics by default, or the scope the setting names', () => {
    expect(errorReportingFromSettings({ 'error_reporting.script_url': 'https://errors.example.com/r.js' }).script).toEqual({
      src: 'https://errors.example.com/r.js',
      scope: 'statistic',
    });
    expect(
      errorReportingFromSettings({ 'error_reporting.script_url': '/vendor/errors.js', 'error_reporting.consent_scope': 'obligatory' }).script,
    ).toEqual({ src: '/vendor/errors.js', scope: 'obligatory' });
  });

  it('refuses anything but https or a site path, and reports a bad scope', () => {
    for (const bad of ['http://errors.example.com/r.js', 'javascript:alert(1)', '//evil.example/x.js', 'data:text/javascript,1']) {
      const result = errorReportingFromSettings({ 'error_reporting.script_url': bad });
      expect(result.script).toBeNull();
      expect(result.problems).toHaveLength(1);
    }
    const result = errorReportingFromSettings({ 'error_reporting.script_url': 'https://e.example/r.js', 'error_reporting.consent_scope': 'all' });
    expect(result.script?.scope).toBe('statistic');
    expect(result.problems[0]).toContain('not a consent scope');
  });
});
