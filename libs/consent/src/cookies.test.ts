import { describe, expect, it } from 'vitest';
import { cookieDeletions, cookieNamesOf, cookiesToDelete, withdrawnScopes } from './cookies';

describe('cookies a withdrawal removes', () => {
  const names = ['_ga', '_ga_ABC123', '_gid', '_fbp', '_gcl_au', 'campaign', 'lux_basic_popup', 'cookieConsentStatus'];

  it('removes statistics and marketing cookies when only obligatory is left', () => {
    expect(cookiesToDelete(names, ['obligatory'])).toEqual(['_ga', '_ga_ABC123', '_gid', '_fbp', '_gcl_au', 'campaign']);
  });

  it('keeps what is still granted', () => {
    expect(cookiesToDelete(names, ['obligatory', 'statistic'])).toEqual(['_fbp', '_gcl_au', 'campaign']);
    expect(cookiesToDelete(names, ['obligatory', 'statistic', 'marketing'])).toEqual([]);
  });

  it('takes a site’s own patterns', () => {
    expect(cookiesToDelete(['my_tracker'], ['obligatory'], { statistic: [/^my_/] })).toEqual(['my_tracker']);
  });

  it('reads names from document.cookie and deletes on every parent domain', () => {
    expect(cookieNamesOf('a=1; _ga=GA1.2; b=')).toEqual(['a', '_ga', 'b']);
    expect(cookieDeletions('_ga', 'www.example.co.il')).toEqual([
      '_ga=; Path=/; Max-Age=0; SameSite=Lax',
      '_ga=; Path=/; Max-Age=0; SameSite=Lax; Domain=www.example.co.il',
      '_ga=; Path=/; Max-Age=0; SameSite=Lax; Domain=example.co.il',
      '_ga=; Path=/; Max-Age=0; SameSite=Lax; Domain=co.il',
    ]);
    expect(cookieDeletions('_ga', '127.0.0.1')).toEqual(['_ga=; Path=/; Max-Age=0; SameSite=Lax']);
  });

  it('knows which scopes were taken back', () => {
    expect(withdrawnScopes(['obligatory', 'statistic', 'marketing'], ['obligatory', 'statistic'])).toEqual(['marketing']);
    expect(withdrawnScopes(['obligatory'], ['obligatory', 'statistic'])).toEqual([]);
  });
});
