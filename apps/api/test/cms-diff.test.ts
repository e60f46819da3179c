import { describe, expect, it } from 'vitest';
import { diffContent } from '../src/services/content/cms/diff.js';
import type { PageContent } from '../src/db/schema.js';

const page = (heading: string): PageContent => ({
  title: 'עמוד',
  meta_title: null,
  meta_description: null,
  canonical_url: null,
  external_meta_image: null,
  image_id: null,
  disable_seo_tracking: false,
  blocks: [{ template: 'sign-post', fields: { heading }, groups: [], active_positions: ['desktop', 'mobile'] }],
});

describe('the version diff', () => {
  it('compares Hebrew text word by word, not letter by letter', () => {
    const [change] = diffContent(page('גלגלים חדשים לקיץ'), page('גלגלים ישנים לקיץ'));
    expect(change?.kind).toBe('changed');
    const parts = change?.kind === 'changed' ? change.fields[0]?.parts : undefined;
    expect(parts).toEqual([
      { value: 'גלגלים ' },
      { value: 'חדשים', removed: true },
      { value: 'ישנים', added: true },
      { value: ' לקיץ' },
    ]);
  });
});
