import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UiProvider } from '@lux/ui';
import { accordionComponent as Accordion } from './Accordion';
import { faqJsonLd, labelOr, visibleItems } from './faq';
import type { Fields, Group } from './types';

afterEach(cleanup);

const fields: Fields = {
  block_scroll_id: '',
  heading: 'שאלות נפוצות',
  header_size: 'xl',
  header_tag: 'H2',
  open_all_label: 'Open all',
  close_all_label: 'Close all',
  has_schema: false,
  box_color: 'light',
};
const pair = (question: string, answer: string): Group => ({ question, answer });

function renderAccordion(f: Partial<Fields>, groups: Group[], locale: 'he' | 'en' = 'he') {
  return render(
    <UiProvider locale={locale}>
      <Accordion id={1} index={2} locale={locale} fields={{ ...fields, ...f }} groups={groups} />
    </UiProvider>,
  );
}

describe('accordion FAQ schema', () => {
  it('builds FAQPage JSON-LD from the pairs, answers as plain text', () => {
    const json = faqJsonLd([pair('מה האחריות?', '<p>שלוש שנים &amp; <strong>100,000</strong> ק&quot;מ</p>')]);
    expect(JSON.parse(json!)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'מה האחריות?', acceptedAnswer: { '@type': 'Answer', text: 'שלוש שנים & 100,000 ק"מ' } }],
    });
  });

  it('cannot be closed from inside an answer', () => {
    const json = faqJsonLd([pair('</script><script>alert(1)</script>', '<p>&lt;/script&gt;</p>')])!;
    expect(json).not.toContain('<');
    expect(JSON.parse(json).mainEntity[0].name).toBe('</script><script>alert(1)</script>');
  });

  it('decodes numeric references and has no schema without pairs', () => {
    expect(JSON.parse(faqJsonLd([pair('It&#39;s', '<p>Land Rover&#x2019;s</p>')])!).mainEntity[0]).toMatchObject({
      name: "It's",
      acceptedAnswer: { text: 'Land Rover’s' },
    });
    expect(faqJsonLd([])).toBeNull();
  });

  it('skips pairs without a question or an answer', () => {
    expect(visibleItems([pair('', '<p>x</p>'), pair('ש', ''), pair('ש', '<p> </p>'), pair('ש', '<p>ת</p>')])).toHaveLength(1);
  });

  it('shows the untouched English default label in the page language', () => {
    expect(labelOr('Open all', 'Open all', 'פתיחת הכול')).toBe('פתיחת הכול');
    expect(labelOr('  ', 'Open all', 'פתיחת הכול')).toBe('פתיחת הכול');
    expect(labelOr('הצגת כל התשובות', 'Open all', 'פתיחת הכול')).toBe('הצגת כל התשובות');
  });
});

describe('Accordion', () => {
  it('renders nothing without a complete pair', () => {
    const { container } = renderAccordion({ has_schema: true }, [pair('', '')]);
    expect(container.innerHTML).toBe('');
  });

  it('publishes JSON-LD only with has_schema', () => {
    const groups = [pair('א?', '<p>א</p>'), pair('ב?', '<p>ב</p>')];
    const { container, rerender } = renderAccordion({ has_schema: false }, groups);
    expect(container.querySelector('script')).toBeNull();
    rerender(
      <UiProvider locale="he">
        <Accordion id={1} index={2} locale="he" fields={{ ...fields, has_schema: true }} groups={groups} />
      </UiProvider>,
    );
    expect(JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent!).mainEntity).toHaveLength(2);
  });

  it('opens and closes one panel and all of them (A§4)', () => {
    renderAccordion({}, [pair('א?', '<p>תשובה א</p>'), pair('ב?', '<p>תשובה ב</p>')]);
    const first = screen.getByRole('button', { name: 'א?' });
    expect(first.getAttribute('aria-controls')).toBe(screen.getByText('תשובה א').closest('[id]')!.id);
    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'פתיחת הכול' }));
    expect(screen.getAllByRole('region')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'סגירת הכול' }));
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });
});
