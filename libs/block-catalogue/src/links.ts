// B§5 button rules, for whoever renders a link or button.
import type { ButtonSize, LinkValue } from './fields/types';

/**
 * A link or button shows if it opens a form or a file, or if it has both an address and a label; the
 * always_show flag overrides.
 */
export function isLinkShown(link: Pick<LinkValue, 'type' | 'url' | 'link_text' | 'always_show'>): boolean {
  if (link.always_show === true) return true;
  if (link.type === 'form' || link.type === 'file') return true;
  return link.url.trim() !== '' && link.link_text.trim() !== '';
}

/** Buttons are medium or small; a tertiary button is always small. */
export function buttonSize(link: Pick<LinkValue, 'ui_type' | 'size'>): ButtonSize {
  return link.ui_type === 'tertiary' ? 'small' : (link.size ?? 'medium');
}
