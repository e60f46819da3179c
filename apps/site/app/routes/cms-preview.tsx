import { useEffect } from 'react';
import { data, useFetcher } from 'react-router';
import styled from 'styled-components';
import { hebrewOrEnglish, localeFromPath, type HebrewOrEnglish, type Locale } from '@lux/content';
import { BlockListOf, blockComponents } from '@lux/blocks';
import type { Route } from './+types/cms-preview';
import { PREVIEW_BLOCK_MESSAGE, PREVIEW_CONTENT_MESSAGE, PREVIEW_READY_MESSAGE, draftBlocks } from '../lib/preview-draft';
import { requireUser, siteOriginOf } from '../auth/guard.server';
import { safeEqual } from '../auth/signing.server';
import { renderableBlocks } from '../lib/page-blocks.server';

/**
 * The editor's live preview (issue 14, ADR 027 §7): the editor posts its unsaved draft into a frame here
 * and gets the page back as the public site renders it — the same block validation, sanitising, server
 * data and block components as the catch-all page route. Editors only; CSRF-checked; never cached or indexed.
 * A click on a block tells the editor (the parent frame) which block it was, so its form takes the focus.
 */

// Each block is its own chunk (ADR 031); renderableBlocks loads the draft's blocks before the server renders.
const pageBlocks = blockComponents;

/** The editor's draft of a 200-block page is well under this; anything bigger is refused before it is read. */
const MAX_BODY_BYTES = 2.5 * 1024 * 1024;
/** The preview's own words (editors only), kept out of the site's shared strings. */
const STRINGS: Record<HebrewOrEnglish, { draft: string; waiting: string; expired: string; tooLarge: string; skipped: (number: number, template: string) => string }> = {
  he: {
    draft: 'טיוטה בתצוגה מקדימה: כך ייראה העמוד אחרי פרסום. לחיצה על בלוק פותחת את הטופס שלו.',
    waiting: 'התצוגה המקדימה תופיע כאן בזמן העריכה.',
    expired: 'פג תוקף החיבור לתצוגה המקדימה. רעננו את עמוד העורך.',
    tooLarge: 'לא ניתן להציג את הטיוטה: היא גדולה מדי או פגומה.',
    skipped: (number, template) => `בלוק ${number} (${template}) לא מוצג: יש בו שגיאות. תקנו אותן בטופס.`,
  },
  en: {
    draft: 'Draft preview: the page as it will look once published. Click a block to open its form.',
    waiting: 'The preview appears here as you edit.',
    expired: 'The preview’s session has expired. Reload the editor.',
    tooLarge: 'The draft cannot be shown: it is too large or malformed.',
    skipped: (number, template) => `Block ${number} (${template}) is not shown: it has errors. Fix them in its form.`,
  },
};

const NO_STORE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' };

type PreviewView = { locale: Locale } & (
  | { kind: 'waiting'; csrfToken: string }
  | { kind: 'refused'; reason: 'body' | 'csrf' }
  | {
      kind: 'page';
      blocks: Awaited<ReturnType<typeof renderableBlocks>>['valid'];
      blockData: Awaited<ReturnType<typeof renderableBlocks>>['blockData'];
      /** For each rendered block, its index in the editor's list (invalid blocks are not rendered). */
      indexes: number[];
      skipped: Array<{ index: number; template: string }>;
    }
);

const localeOf = (request: Request) => localeFromPath(new URL(request.url).pathname).locale;

export async function loader({ request }: Route.LoaderArgs) {
  const { csrfToken } = await requireUser({ request }, { roles: ['editor', 'developer'] });
  return data<PreviewView>({ kind: 'waiting', locale: localeOf(request), csrfToken }, { headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser({ request }, { roles: ['editor', 'developer'] });
  const origin = request.headers.get('origin');
  if (origin !== null && origin !== siteOriginOf(request)) {
    return data<PreviewView>({ kind: 'refused', reason: 'csrf', locale: localeOf(request) }, { status: 403, headers: NO_STORE });
  }
  const length = Number(request.headers.get('content-length') ?? '0');
  if (!Number.isFinite(length) || length > MAX_BODY_BYTES) {
    return data<PreviewView>({ kind: 'refused', reason: 'body', locale: localeOf(request) }, { status: 413, headers: NO_STORE });
  }
  const form = await request.formData().catch(() => null);
  const csrf = form?.get('csrf');
  if (typeof csrf !== 'string' || !safeEqual(csrf, user.csrfToken)) {
    return data<PreviewView>({ kind: 'refused', reason: 'csrf', locale: localeOf(request) }, { status: 403, headers: NO_STORE });
  }
  const raw = form?.get('content');
  let content: unknown = null;
  try {
    content = typeof raw === 'string' && raw.length <= MAX_BODY_BYTES ? JSON.parse(raw) : null;
  } catch {
    content = null;
  }
  const blocks = draftBlocks(content);
  if (!blocks) return data<PreviewView>({ kind: 'refused', reason: 'body', locale: localeOf(request) }, { status: 400, headers: NO_STORE });

  const url = new URL(request.url);
  const locale = localeOf(request);
  const { valid, problems, blockData } = await renderableBlocks(blocks, { locale, url, requestId: context.requestId });
  const view: PreviewView = {
    kind: 'page',
    locale,
    blocks: valid,
    blockData,
    indexes: valid.map((block) => block.id - 1),
    skipped: problems.map((problem) => ({ index: problem.blockId - 1, template: problem.template })),
  };
  return data(view, { headers: NO_STORE });
}

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex, nofollow' }];

const Notice = styled.div`
  padding-block: 0.5rem;
  padding-inline: 1rem;
  background: #fff4ce;
  color: #1a1a1a;
  border-block-end: 1px solid #c9a227;
  font-size: 0.9375rem;
  text-align: center;
`;

const Skipped = styled.p`
  margin: 0;
  padding-block: 0.75rem;
  padding-inline: 1rem;
  background: #fdecea;
  color: #8a1c12;
  border-block: 1px dashed #8a1c12;
  font-size: 0.9375rem;
`;

const Waiting = styled.p`
  margin: 0;
  padding-block: 4rem;
  padding-inline: 1rem;
  text-align: center;
  color: #4a4a4a;
`;

/**
 * The frame stays one document while the editor types: the editor posts each draft to it (`postMessage`),
 * and it sends the draft to its own action with a fetcher, so the server validates, sanitises and loads the
 * blocks' data as for the page, and only the blocks re-render. The first view is server-rendered.
 */
export default function CmsPreview({ loaderData, actionData }: Route.ComponentProps) {
  const fetcher = useFetcher<typeof action>();
  const csrfToken = loaderData.kind === 'waiting' ? loaderData.csrfToken : '';
  const view: PreviewView = fetcher.data ?? actionData ?? loaderData;
  const indexes = view.kind === 'page' ? view.indexes : null;
  const { submit } = fetcher;

  // Drafts come from the editor that framed this page (same origin, the parent window) only.
  useEffect(() => {
    if (window.parent === window) return undefined;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== window.parent) return;
      const message = event.data as { type?: unknown; content?: unknown } | null;
      if (message?.type !== PREVIEW_CONTENT_MESSAGE || typeof message.content !== 'string') return;
      void submit({ csrf: csrfToken, content: message.content }, { method: 'post' });
    };
    window.addEventListener('message', onMessage);
    window.parent.postMessage({ type: PREVIEW_READY_MESSAGE }, window.location.origin);
    return () => window.removeEventListener('message', onMessage);
  }, [submit, csrfToken]);

  // A click on a block selects it in the editor; links inside the preview do not navigate the frame away.
  useEffect(() => {
    if (!indexes) return undefined;
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('a[href]')) event.preventDefault();
      const holder = target?.closest('[id^="component-"]');
      const position = holder ? Number(holder.id.slice('component-'.length)) : NaN;
      const index = indexes[position];
      if (index === undefined || window.parent === window) return;
      window.parent.postMessage({ type: PREVIEW_BLOCK_MESSAGE, index }, window.location.origin);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [indexes]);

  const t = STRINGS[hebrewOrEnglish(view.locale)];
  if (view.kind === 'waiting') return <Waiting>{t.waiting}</Waiting>;
  if (view.kind === 'refused') return <Waiting role="alert">{view.reason === 'csrf' ? t.expired : t.tooLarge}</Waiting>;
  return (
    <>
      <Notice role="status">{t.draft}</Notice>
      {view.skipped.map((skipped) => (
        <Skipped key={skipped.index}>{t.skipped(skipped.index + 1, skipped.template)}</Skipped>
      ))}
      <BlockListOf components={pageBlocks} blocks={view.blocks} locale={view.locale} blockData={view.blockData} />
    </>
  );
}
