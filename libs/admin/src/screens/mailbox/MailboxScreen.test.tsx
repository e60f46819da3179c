import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { mailboxMessage, mailboxRows } from '../../testing/formsFixtures';
import { listOf, renderAdmin } from '../../testing/renderAdmin';
import { MailboxMessageScreen } from './MailboxMessageScreen';
import { MailboxScreen } from './MailboxScreen';

describe('MailboxScreen', () => {
  it('lists time, sender, recipients and subject, each opening the message; passes axe', async () => {
    const { container } = renderAdmin(<MailboxScreen list={listOf(mailboxRows)} />, { url: '/en/admin/mailbox' });
    const table = screen.getByRole('grid', { name: 'Mailbox' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Received', 'From', 'To', 'Subject']);
    expect(within(table).getByRole('link', { name: 'קיבלנו את פנייתך' }).getAttribute('href')).toBe('/en/admin/mailbox/42');
    await expectNoAxeViolations(container);
  });

  it('says so when empty', () => {
    renderAdmin(<MailboxScreen list={listOf([])} />, { url: '/admin/mailbox', locale: 'he' });
    expect(screen.getByText('תיבת הדואר ריקה')).toBeTruthy();
  });
});

describe('MailboxMessageScreen', () => {
  it('shows the text part as text and the HTML only in a sandboxed frame, never in the page; passes axe', async () => {
    const { container } = renderAdmin(<MailboxMessageScreen message={mailboxMessage} />, { url: '/en/admin/mailbox/41' });
    expect(screen.getByRole('heading', { level: 1, name: 'פנייה חדשה: צור קשר' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Text' }).textContent).toContain('שם מלא: דנה כהן');
    const frame = screen.getByTitle('Message content: פנייה חדשה: צור קשר') as HTMLIFrameElement;
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain("default-src 'none'");
    expect(frame.getAttribute('srcdoc')).toContain('<b>דנה כהן</b>');
    // The mail's markup is nowhere in the back office's own DOM.
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('b')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'פנייה חדשה' })).toBeNull();
    await expectNoAxeViolations(container);
  });
});
