import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MetaheadRow } from '../../api/metaheadsApi';
import { expectNoAxeViolations } from '../../testing/axe';
import { fakeHttpClient, type FakeCall } from '../../testing/fakeHttp';
import { renderAdmin } from '../../testing/renderAdmin';
import { MetaheadsScreen } from './MetaheadsScreen';

const blockedNote = "https://tags.example is not in the site's style-src, so browsers will block it in production.";
const rows: MetaheadRow[] = [
  {
    id: '3',
    page_id: null,
    language: 'javascript',
    content: 'window.dataLayer = window.dataLayer || [];\n  dataLayer.push({ event: "start" });',
    sequence: 1,
    in_body: false,
    reload_on_each_page: true,
    consent_scope: 'statistic',
    content_hash: '0123456789abcdef',
    csp: { blocked_hosts: [], notes: ['Scripts run with the page’s CSP nonce.'] },
  },
  {
    id: '7',
    page_id: null,
    language: 'html',
    content: '<link rel="stylesheet" href="https://tags.example/a.css">',
    sequence: 2,
    in_body: true,
    reload_on_each_page: false,
    consent_scope: 'obligatory',
    content_hash: 'fedcba9876543210',
    csp: { blocked_hosts: ['https://tags.example'], notes: [blockedNote] },
  },
];

const resource = ({ id, csp, ...attributes }: MetaheadRow) => ({ id, type: 'metaheads', attributes, csp });

describe('MetaheadsScreen', () => {
  it('lists the metaheads in sequence with an LTR excerpt and each one’s CSP consequences; passes axe', async () => {
    renderAdmin(<MetaheadsScreen metaheads={rows} pageId={null} />, { url: '/en/cms/metaheads' });
    expect(screen.getByRole('heading', { level: 1, name: 'Metaheads' })).toBeTruthy();
    const items = within(screen.getByRole('list', { name: 'Metaheads in order' })).getAllByRole('listitem', { name: /#/ });
    expect(items.map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'javascript #3 (sequence 1)',
      'html #7 (sequence 2)',
    ]);
    const [script, html] = items as [HTMLElement, HTMLElement];
    expect(within(script).getByText('Statistics')).toBeTruthy();
    const excerpt = within(script).getByText(/window\.dataLayer/);
    expect(excerpt.tagName).toBe('CODE');
    expect(excerpt.getAttribute('dir')).toBe('ltr');
    expect(excerpt.textContent).toBe('window.dataLayer = window.dataLayer || []; dataLayer.push({ event: "start" });');
    expect(within(within(script).getByRole('note')).getByText('No origins the policy would block.')).toBeTruthy();
    const notice = within(html).getByRole('note', { name: 'Content-Security-Policy (CSP)' });
    expect(within(notice).getByText(/Will be blocked by the site's Content-Security-Policy/)).toBeTruthy();
    expect(within(notice).getByText('https://tags.example').getAttribute('dir')).toBe('ltr');
    expect(within(notice).getByText(blockedNote).closest('ul')!.getAttribute('lang')).toBe('en');
    await expectNoAxeViolations();
  });

  it('in Hebrew: the CSP warning framed in Hebrew, the code and the API’s notes kept left to right; passes axe', async () => {
    renderAdmin(<MetaheadsScreen metaheads={rows} pageId={null} />, { url: '/cms/metaheads', locale: 'he' });
    expect(screen.getByRole('heading', { level: 1, name: 'תגיות מטא' })).toBeTruthy();
    expect(screen.getByText(/ייחסם על ידי מדיניות אבטחת התוכן \(CSP\)/)).toBeTruthy();
    expect(screen.getByText('הכרחיות (obligatory)')).toBeTruthy();
    // The API's notes stay English inside the Hebrew page, marked so screen readers switch voice.
    expect(screen.getByText(blockedNote).closest('ul')!.getAttribute('lang')).toBe('en');
    expect(screen.getByText(/window\.dataLayer/).getAttribute('dir')).toBe('ltr');
    await expectNoAxeViolations();
  });

  it('adds a metahead, shows the saved one’s CSP consequences, and the API’s refusal beside the content', async () => {
    const user = userEvent.setup();
    const saved: MetaheadRow = { ...rows[1]!, id: '9', sequence: 0, consent_scope: 'unclassified', in_body: false, content: '<img src="https://px.example/p.gif">', csp: { blocked_hosts: ['https://px.example'], notes: ['https://px.example is not in img-src.'] } };
    let refuse = true;
    const { client, calls } = fakeHttpClient((call: FakeCall) => {
      if (call.method !== 'POST') return undefined;
      if (refuse) {
        refuse = false;
        return { status: 400, body: { errors: [{ status: '400', title: 'Bad Request', detail: 'This css does not parse: a "}" is missing at the end.', source: { pointer: '/content' } }] } };
      }
      return { body: { data: resource(saved), csp: saved.csp } };
    });
    renderAdmin(<MetaheadsScreen metaheads={rows} pageId={null} />, { url: '/en/cms/metaheads', client });
    await user.click(screen.getByRole('button', { name: 'New metahead' }));
    const dialog = await screen.findByRole('dialog', { name: 'New metahead' });
    expect(within(dialog).getByText(/Only "obligatory" scripts and HTML run before the visitor consents/)).toBeTruthy();
    await expectNoAxeViolations();
    const content = within(dialog).getByRole('textbox', { name: /Content/ });
    expect(content.getAttribute('dir')).toBe('ltr');
    await user.type(content, '<img src="https://px.example/p.gif">');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(content.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('This css does not parse: a "}" is missing at the end.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      url: '/content/cms/metaheads',
      body: { language: 'javascript', consent_scope: 'unclassified', sequence: 0, page_id: null, in_body: false, reload_on_each_page: false, content: '<img src="https://px.example/p.gif">' },
    });
    const status = screen.getByRole('status', { name: 'Last save' });
    expect(within(status).getByText(/html #9 \(sequence 0\) saved/)).toBeTruthy();
    expect(within(status).getByText('https://px.example')).toBeTruthy();
    expect(within(status).getByText('https://px.example is not in img-src.')).toBeTruthy();
  });

  it('edits with the row’s content hash, and deletes after confirming', async () => {
    const user = userEvent.setup();
    const { client, calls } = fakeHttpClient((call: FakeCall) => {
      if (call.method === 'PUT') return { body: { data: resource(rows[0]!), csp: rows[0]!.csp } };
      if (call.method === 'DELETE') return { body: { data: resource(rows[1]!), csp: rows[1]!.csp } };
      return undefined;
    });
    renderAdmin(<MetaheadsScreen metaheads={rows} pageId={null} />, { url: '/en/cms/metaheads', client });
    await user.click(screen.getByRole('button', { name: 'Edit javascript #3 (sequence 1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit javascript #3 (sequence 1)' });
    const sequence = within(dialog).getByRole('textbox', { name: /Sequence/ });
    await user.clear(sequence);
    await user.type(sequence, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: '/content/cms/metaheads/3',
      body: { language: 'javascript', sequence: 5, consent_scope: 'statistic', reload_on_each_page: true, in_body: false, content: rows[0]!.content, expected_content_hash: '0123456789abcdef' },
    });

    await user.click(screen.getByRole('button', { name: 'Delete html #7 (sequence 2)' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete html #7 (sequence 2)' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ method: 'DELETE', url: '/content/cms/metaheads/7' }));
  });

  it('says so when someone else changed the row meanwhile (409), keeping the form open', async () => {
    const user = userEvent.setup();
    const stale = 'This metahead was changed by someone else since you loaded it; reload it and apply your change again.';
    const { client } = fakeHttpClient((call: FakeCall) =>
      call.method === 'PUT' ? { status: 409, body: { errors: [{ status: '409', title: 'Conflict', detail: stale, source: { pointer: '/expected_content_hash' } }] } } : undefined,
    );
    renderAdmin(<MetaheadsScreen metaheads={rows} pageId={null} />, { url: '/en/cms/metaheads', client });
    await user.click(screen.getByRole('button', { name: 'Edit html #7 (sequence 2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit html #7 (sequence 2)' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(stale)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Edit html #7 (sequence 2)' })).toBeTruthy();
  });

  it('filters by page id through the URL, refusing anything but a page number', async () => {
    const user = userEvent.setup();
    renderAdmin(<MetaheadsScreen metaheads={[]} pageId={null} />, { url: '/en/cms/metaheads' });
    expect(screen.getByText('No metaheads.')).toBeTruthy();
    const filter = screen.getByRole('textbox', { name: /Page id/ });
    await user.type(filter, '1a');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByText('Page id: digits only')).toBeTruthy();
    expect(screen.getByRole('status', { name: 'URL' }).textContent).toBe('/en/cms/metaheads');
    await user.clear(filter);
    await user.type(filter, '12');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(screen.getByLabelText('URL').textContent).toBe('/en/cms/metaheads?page_id=12'));
  });

  it('for one page: links to its editor and offers that page for a new metahead', async () => {
    const user = userEvent.setup();
    renderAdmin(<MetaheadsScreen metaheads={[]} pageId={12} />, { url: '/en/cms/metaheads?page_id=12' });
    expect(screen.getByText(/Showing page 12's own metaheads/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit the page' }).getAttribute('href')).toBe('/en/cms/pages/12');
    await user.click(screen.getByRole('button', { name: 'New metahead' }));
    const dialog = await screen.findByRole('dialog', { name: 'New metahead' });
    expect((within(dialog).getByRole('textbox', { name: /Page id/ }) as HTMLInputElement).value).toBe('12');
  });
});
