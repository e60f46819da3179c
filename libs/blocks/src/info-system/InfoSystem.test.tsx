import { describe, expect, it } from 'vitest';
import { infoOptions, MAX_OPTIONS, modalTitle } from './options';

describe('info system', () => {
  it('fills {selectedOption} into the dialog title', () => {
    expect(modalTitle('דיפנדר {selectedOption}', '110')).toBe('דיפנדר 110');
    expect(modalTitle('{selectedOption} – {selectedOption}', 'A')).toBe('A – A');
    expect(modalTitle('  ', 'Velar')).toBe('Velar');
  });

  it('gives each option the next blocks_count blocks, unlabelled ones included but not offered', () => {
    const { options, owned } = infoOptions(
      [{ option_label: '90', blocks_count: 1 }, { option_label: '', blocks_count: 2 }, { option_label: '130', blocks_count: null }],
      4,
    );
    expect(options).toEqual([
      { label: '90', blocks: [5] },
      { label: '130', blocks: [8] },
    ]);
    expect(owned).toEqual([5, 6, 7, 8]);
  });

  it('offers at most 30 options (B§9)', () => {
    const groups = Array.from({ length: 40 }, (_, n) => ({ option_label: `O${n}`, blocks_count: 0 }));
    expect(infoOptions(groups, 0).options).toHaveLength(MAX_OPTIONS);
  });
});
