import { describe, expect, it } from 'vitest';
import { buttonSize, isLinkShown } from './index';

describe('B§5 button rules', () => {
  const base = { url: '', link_text: '', type: 'internal' } as const;

  it('shows form and file links always, and internal or external ones with an address and a label', () => {
    expect(isLinkShown({ ...base, type: 'form' })).toBe(true);
    expect(isLinkShown({ ...base, type: 'file' })).toBe(true);
    expect(isLinkShown({ ...base, url: '/x' })).toBe(false);
    expect(isLinkShown({ ...base, link_text: 'Go' })).toBe(false);
    expect(isLinkShown({ ...base, type: 'external', url: 'https://example.org', link_text: 'Go' })).toBe(
      true,
    );
    expect(isLinkShown({ ...base, always_show: true })).toBe(true);
  });

  it('makes tertiary buttons small and others medium unless set', () => {
    expect(buttonSize({ ui_type: 'tertiary', size: 'medium' })).toBe('small');
    expect(buttonSize({ ui_type: 'primary' })).toBe('medium');
    expect(buttonSize({ ui_type: 'secondary', size: 'small' })).toBe('small');
  });
});
