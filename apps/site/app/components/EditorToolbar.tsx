import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { hebrewOrEnglish, localisedPath, type HebrewOrEnglish, type Locale } from '@lux/content';

const Bar = styled.aside`
  position: fixed;
  inset-block-end: 1rem;
  inset-inline-start: 1rem;
  z-index: 1000;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  padding-block: 0.5rem;
  padding-inline: 1rem;
  border-radius: 0.5rem;
  background: #0c121c;
  color: #fff;
  font-size: 0.9375rem;
  box-shadow: 0 0.25rem 1rem rgb(0 0 0 / 30%);

  a {
    color: #fff;
    font-weight: 700;
  }

  a:focus-visible {
    outline: 3px solid #7fb2ff;
    outline-offset: 2px;
  }
`;

type Status = 'live' | 'draft' | 'hidden' | 'unpublished' | 'unknown';

/** The toolbar's words live in its own chunk, so visitors' pages carry none of them. */
const STRINGS: Record<HebrewOrEnglish, { label: string; edit: string; loading: string; status: Record<Status, string> }> = {
  he: {
    label: 'סרגל העורך',
    edit: 'עריכת העמוד',
    loading: 'בודק את מצב הטיוטה…',
    status: {
      live: 'מפורסם, אין שינויים בטיוטה',
      draft: 'יש בטיוטה שינויים שלא פורסמו',
      hidden: 'העמוד מוסתר מהאתר',
      unpublished: 'העמוד טרם פורסם',
      unknown: 'מצב הטיוטה אינו ידוע',
    },
  },
  en: {
    label: 'Editor toolbar',
    edit: 'Edit this page',
    loading: 'Checking the draft…',
    status: {
      live: 'Published, no draft changes',
      draft: 'The draft has unpublished changes',
      hidden: 'The page is hidden from the site',
      unpublished: 'The page has not been published yet',
      unknown: 'The draft’s state is unknown',
    },
  },
};

interface TreeResource {
  id: string;
  attributes: { disabled: boolean; draft_changed: boolean; published_version: number | null };
}

/** The page's state as the editor's page tree tells it. */
function statusOf(row: TreeResource | undefined): Status {
  if (!row) return 'unknown';
  if (row.attributes.published_version === null) return 'unpublished';
  if (row.attributes.disabled) return 'hidden';
  return row.attributes.draft_changed ? 'draft' : 'live';
}

/**
 * A§2 editor toolbar (issue 14): on a public page, for a signed-in editor only — "edit this page" and the
 * draft's state. Its own chunk, loaded only when the page's loader saw an editor's session.
 */
export default function EditorToolbar({ pageId, locale }: { pageId: number; locale: Locale }) {
  const t = STRINGS[hebrewOrEnglish(locale)];
  const [status, setStatus] = useState<Status | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetch(`/admin/api/content/cms/tree?locale=${locale}`, { signal: controller.signal, headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<{ data: TreeResource[] }>) : Promise.reject(new Error(String(response.status)))))
      .then((body) => setStatus(statusOf(body.data.find((row) => row.id === String(pageId)))))
      .catch(() => {
        if (!controller.signal.aborted) setStatus('unknown');
      });
    return () => controller.abort();
  }, [pageId, locale]);

  return (
    <Bar aria-label={t.label}>
      <a href={localisedPath(locale, `/cms/pages/${pageId}`)}>{t.edit}</a>
      <span role="status">{status === null ? t.loading : t.status[status]}</span>
    </Bar>
  );
}
