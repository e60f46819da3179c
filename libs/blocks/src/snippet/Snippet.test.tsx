import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UiProvider } from '@lux/ui';
import { snippetComponent as Snippet } from './Snippet';
import type { Fields } from './types';

afterEach(cleanup);

const fields: Fields = { block_scroll_id: '', heading: '', header_size: 'xl', header_tag: 'H2', paragraph: '', link: null, box_color: 'light' };

const renderSnippet = (f: Partial<Fields>) =>
  render(
    <UiProvider locale="he">
      <Snippet id={1} index={0} locale="he" fields={{ ...fields, ...f }} groups={[]} />
    </UiProvider>,
  );

describe('Snippet', () => {
  it('renders nothing when empty, including blank HTML and a hidden link (B§5)', () => {
    const { container } = renderSnippet({
      heading: '<p> </p>',
      paragraph: '<p>&nbsp;</p>',
      link: { url: '', type: 'external', target: '_self', link_text: 'לאתר', ui_type: 'primary' },
    });
    expect(container.innerHTML).toBe('');
  });

  it('renders the heading at the editor level with its rich text', () => {
    renderSnippet({ heading: 'דיפנדר <em>130</em>', header_tag: 'H1' });
    expect(screen.getByRole('heading', { level: 1, name: 'דיפנדר 130' })).toBeTruthy();
  });
});
