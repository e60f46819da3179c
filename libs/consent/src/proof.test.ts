import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { acceptAllClicked, consentStarted, consentWithdrawn, proofOfConsentSentFx, selectionSaved } from './model';
import { proofOfConsentBody, sendProofOfConsent, type ProofOfConsentRequest } from './proof';
import { createFakeWindow } from './testing';

describe('proof of consent', () => {
  it('records every choice and withdrawal at the endpoint, with the page it was made on', async () => {
    const sent: ProofOfConsentRequest[] = [];
    const scope = fork({ handlers: [[proofOfConsentSentFx, (request: ProofOfConsentRequest) => void sent.push(request)]] });
    const win = createFakeWindow();
    await allSettled(consentStarted, {
      scope,
      params: { window: win, storage: win.localStorage, proofEndpoint: '/api/consent', page: () => ({ locale: 'he', pagePath: '/models?x=1' }) },
    });
    await allSettled(selectionSaved, { scope, params: ['statistic'] });
    await allSettled(acceptAllClicked, { scope });
    await allSettled(consentWithdrawn, { scope });
    expect(sent.map((request) => [request.endpoint, request.record.action, request.record.scopes])).toEqual([
      ['/api/consent', 'save_selected', ['obligatory', 'statistic']],
      ['/api/consent', 'accept_all', ['obligatory', 'optional', 'statistic', 'marketing', 'unclassified']],
      ['/api/consent', 'withdraw', ['obligatory']],
    ]);
    expect(proofOfConsentBody(sent[0]!)).toEqual({
      action: 'save_selected',
      strategy: 'basic',
      status: 'accepted',
      scopes: ['obligatory', 'statistic'],
      policy_version: '1',
      locale: 'he',
      page_path: '/models',
    });
  });

  it('sends nothing without an endpoint', async () => {
    const handler = vi.fn();
    const scope = fork({ handlers: [[proofOfConsentSentFx, handler]] });
    const win = createFakeWindow();
    await allSettled(consentStarted, { scope, params: { window: win, storage: win.localStorage } });
    await allSettled(acceptAllClicked, { scope });
    expect(handler).not.toHaveBeenCalled();
  });

  it('posts JSON with keepalive and fails loudly on a refusal', async () => {
    const fetcher = vi.fn(async () => new Response('{}', { status: 201 }));
    const record = { action: 'reject_all', strategy: 'basic', status: 'rejected', scopes: ['obligatory'], policyVersion: '2', at: '' } as const;
    await sendProofOfConsent({ endpoint: '/api/consent', record }, fetcher as unknown as typeof fetch);
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/consent');
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(JSON.parse(String(init.body))).toEqual({ action: 'reject_all', strategy: 'basic', status: 'rejected', scopes: ['obligatory'], policy_version: '2' });
    const refused = vi.fn(async () => new Response('{}', { status: 429 }));
    await expect(sendProofOfConsent({ endpoint: '/api/consent', record }, refused as unknown as typeof fetch)).rejects.toThrow('HTTP 429');
  });
});
