import { Link } from 'react-router';
import { Button, isLinkShown, normaliseButtonVariant } from '@lux/ui';
import { localisedPath, type Locale } from '@lux/content';
import type { InferType } from 'yup';
import type { linkSchema } from './fields';

export type BlockLinkData = InferType<typeof linkSchema>;

/** Renders a CMS link as a button: internal links navigate client-side within the current locale. */
export function BlockLink({ link, locale }: { link: BlockLinkData; locale: Locale }) {
  if (!isLinkShown(link)) return null;
  const variant = normaliseButtonVariant(link.ui_type);
  const newWindow = link.target === '_blank';
  const rel = newWindow ? 'noopener noreferrer' : undefined;
  if (link.type === 'internal' && link.url.startsWith('/')) {
    return (
      <Button as={Link} to={localisedPath(locale, link.url)} variant={variant} target={link.target} rel={rel}>
        {link.link_text}
      </Button>
    );
  }
  return (
    <Button href={link.url} variant={variant} target={link.target} rel={rel}>
      {link.link_text}
    </Button>
  );
}
