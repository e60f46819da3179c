import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { validateBlocks } from '../validate';
import { htmlBoxComponent as HtmlBox } from './HtmlBox';

describe('html box', () => {
  it('is dropped by the validator when the HTML is blank (B§5)', () => {
    const { valid, problems } = validateBlocks([{ id: 1, template: 'html-box', sequence: 1, fields: { code: '  ' }, groups: [] }]);
    expect(valid).toEqual([]);
    expect(problems[0]?.reason).toMatch(/must not be empty/);
  });

  it('renders nothing for blank HTML even if it gets through', () => {
    const { container } = render(<HtmlBox id={1} index={0} locale="he" groups={[]} fields={{ block_scroll_id: '', code: ' \n ' }} />);
    expect(container.innerHTML).toBe('');
  });

  it('renders the sanitised HTML as is', () => {
    const { getByRole } = render(<HtmlBox id={1} index={0} locale="en" groups={[]} fields={{ block_scroll_id: '', code: '<p><a href="/offers">Offers</a></p>' }} />);
    expect(getByRole('link', { name: 'Offers' }).getAttribute('href')).toBe('/offers');
  });
});
