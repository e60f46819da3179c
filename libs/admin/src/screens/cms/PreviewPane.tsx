import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { localisedPath } from '@lux/content';
import { RadioGroup, Radio } from '@lux/ui';
import type { CmsLocale, PageContent } from '../../api/cmsTypes';
import type { CmsStrings } from '../../i18n/cmsStrings';

/** The messages between the editor and the site's preview route (apps/site `lib/preview-draft.ts`). */
export const PREVIEW_BLOCK_MESSAGE = 'lux-preview:block';
export const PREVIEW_READY_MESSAGE = 'lux-preview:ready';
export const PREVIEW_CONTENT_MESSAGE = 'lux-preview:content';
/** Typing pauses this long before the preview is rendered again. */
export const PREVIEW_DEBOUNCE_MS = 300;

const Pane = styled.section`
  display: grid;
  gap: 0.5rem;
  align-content: start;
`;

const Frame = styled.iframe<{ $width: 'desktop' | 'mobile' }>`
  inline-size: ${({ $width }) => ($width === 'mobile' ? '390px' : '100%')};
  max-inline-size: 100%;
  block-size: 80vh;
  border: 1px solid #8a8a8a;
  border-radius: 0.25rem;
  background: #fff;
  justify-self: center;
`;

export interface PreviewPaneProps {
  content: PageContent;
  /** The language of the page (the site route the preview is rendered by). */
  siteLocale: CmsLocale;
  strings: CmsStrings['page'];
  /** A block was clicked in the preview: its index in the editor's list. */
  onBlockClick: (index: number) => void;
}

/**
 * The live preview (ADR 027 §7): a frame with the site's `/cms/_preview` route, which renders the draft with
 * the public page's code (its server validates, sanitises and loads the blocks' data). The unsaved draft is
 * sent to the frame when the editing pauses; desktop or mobile width. The frame tells which block was clicked.
 */
export function PreviewPane({ content, siteLocale, strings: s, onBlockClick }: PreviewPaneProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const ready = useRef(false);
  const [width, setWidth] = useState<'desktop' | 'mobile'>('desktop');
  const json = JSON.stringify(content);
  const latest = useRef(json);

  const send = useCallback((draft: string) => {
    if (!ready.current) return;
    frameRef.current?.contentWindow?.postMessage({ type: PREVIEW_CONTENT_MESSAGE, content: draft }, window.location.origin);
  }, []);

  useEffect(() => {
    latest.current = json;
    const timer = window.setTimeout(() => send(json), PREVIEW_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [json, send]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frameRef.current?.contentWindow) return;
      const message = event.data as { type?: unknown; index?: unknown } | null;
      if (message?.type === PREVIEW_READY_MESSAGE) {
        ready.current = true;
        send(latest.current);
      } else if (message?.type === PREVIEW_BLOCK_MESSAGE && typeof message.index === 'number') {
        onBlockClick(message.index);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [onBlockClick, send]);

  return (
    <Pane aria-label={s.preview}>
      <RadioGroup label={s.preview} orientation="horizontal" value={width} onChange={(value) => setWidth(value === 'mobile' ? 'mobile' : 'desktop')}>
        <Radio value="desktop">{s.desktop}</Radio>
        <Radio value="mobile">{s.mobile}</Radio>
      </RadioGroup>
      <Frame ref={frameRef} title={s.previewFrame} $width={width} src={localisedPath(siteLocale, '/cms/_preview')} data-testid="cms-preview" />
    </Pane>
  );
}
