import { Link } from 'react-router';
import { Button, isLinkShown, normaliseButtonVariant, resolveButtonSize } from '@lux/ui';
import { localisedPath, type Locale } from '@lux/content';
import type { LinkValue } from './values';

/** The event a form link raises; the modal form (forms issue) listens for it on window. */
export const MODAL_FORM_EVENT = 'lux:modal-form';

export interface ModalFormRequest {
  formId: string;
  /** Hidden field names and values from the link's JSON (B§3.3); broken JSON sends none. */
  hiddenFields: Record<string, string>;
  /** `double_column` lays the form out in two columns (A§4). */
  layout: string;
  /** The link's text, shown as the modal's title. */
  title: string;
  /** Tracking data sent with the lead. */
  ciData: Record<string, string>;
}

function parseHiddenFields(text: string | undefined): Record<string, string> {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, String(value)]));
  } catch {
    return {};
  }
}

export function openModalForm(link: LinkValue): void {
  const detail: ModalFormRequest = {
    formId: String(link.rdx_forms_form_id ?? ''),
    hiddenFields: parseHiddenFields(link.hidden_fields),
    layout: link.form_layout ?? '',
    title: link.link_text,
    ciData: {},
  };
  window.dispatchEvent(new CustomEvent<ModalFormRequest>(MODAL_FORM_EVENT, { detail }));
}

/**
 * Renders a CMS link as a button (B§3.3, B§5): internal links navigate client-side within the current
 * locale, external and file links are plain anchors (new window only when the editor asked for it),
 * form links open the modal form.
 */
export function BlockLink({ link, locale, className }: { link: LinkValue | null | undefined; locale: Locale; className?: string }) {
  if (!link || !isLinkShown(link)) return null;
  const variant = normaliseButtonVariant(link.ui_type);
  const size = resolveButtonSize(variant, link.size);
  const newWindow = link.target === '_blank';
  const rel = newWindow ? 'noopener noreferrer' : undefined;
  if (link.type === 'form') {
    return (
      <Button type="button" variant={variant} size={size} className={className} onClick={() => openModalForm(link)}>
        {link.link_text}
      </Button>
    );
  }
  if (link.type === 'internal' && link.url.startsWith('/')) {
    return (
      <Button as={Link} to={localisedPath(locale, link.url)} variant={variant} size={size} target={link.target} rel={rel} className={className}>
        {link.link_text}
      </Button>
    );
  }
  return (
    <Button
      href={link.url}
      variant={variant}
      size={size}
      target={link.target}
      rel={rel}
      className={className}
      download={link.type === 'file' ? '' : undefined}
    >
      {link.link_text}
    </Button>
  );
}
