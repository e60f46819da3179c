import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { editorHtmlToText, type FooterContent, type FooterItem } from '@lux/shell';
import { Container, Heading } from '@lux/ui';
import { ChromeLink } from '../shared/ChromeLink';
import { Icon } from '../shared/Icon';
import { withKeys } from '../shared/keys';
import { VisuallyHidden } from '../shared/VisuallyHidden';
import { Columns, EditorText, FooterImage, FooterSection, Row, SecondaryLinks, SocialLink, StyledFooter, Wrapper } from './Footer.styles';

export type FooterProps = Omit<ComponentPropsWithoutRef<'footer'>, 'children' | 'content'> & {
  /** The footer's data, from `footerContentFromSettings(settings, logger, namespace)`. */
  content: FooterContent;
  /** Name of the columns' navigation region, e.g. "Site links" or "קישורים באתר". */
  navigationLabel: string;
  /** Name of the secondary links' navigation region, e.g. "Legal" or "מידע משפטי". */
  secondaryNavigationLabel: string;
  /** The retailers section, shown when `content.retailersEnabled`. */
  retailers?: ReactNode;
  /** The search bar, shown when `content.searchEnabled`. */
  search?: ReactNode;
  /**
   * Last item of the secondary links, e.g. the button that reopens the cookie preferences (issue 12:
   * reachable from every page at any time).
   */
  secondaryExtra?: ReactNode;
  /**
   * Turns the editor HTML (middle and bottom) into safe HTML, e.g. DOMPurify's `sanitize`. Without
   * it the HTML is shown as plain text, which is always safe.
   */
  sanitizeHtml?: (html: string) => string;
  /** Hint read after links that open a new tab, e.g. "(opens in a new tab)". */
  newTabHint?: string;
};

function itemKey(item: FooterItem): string {
  switch (item.type) {
    case 'wrapper':
      return `wrapper:${item.items.map(itemKey).join(',')}`;
    case 'image':
      return `image:${item.image.src}:${item.url ?? ''}`;
    default:
      return `${item.type}:${item.label}:${item.url ?? ''}`;
  }
}

function FooterItemView({ item, newTabHint }: { item: FooterItem; newTabHint: string | undefined }): ReactNode {
  switch (item.type) {
    case 'wrapper':
      return (
        <Wrapper as={item.tag} data-tag={item.tag}>
          {withKeys(item.items, itemKey).map(({ key, item: child }) => (
            <FooterItemView key={key} item={child} newTabHint={newTabHint} />
          ))}
        </Wrapper>
      );
    case 'image': {
      const image = <FooterImage src={item.image.src} alt={item.image.alt} width={item.image.width} height={item.image.height} loading="lazy" />;
      // A linked image needs a text alternative to name the link; without one it is shown unlinked.
      return item.url !== null && item.image.alt !== '' ? (
        <ChromeLink href={item.url} target={item.target} newTabHint={newTabHint}>
          {image}
        </ChromeLink>
      ) : (
        image
      );
    }
    case 'social':
      return (
        <SocialLink
          as={item.url === null ? 'span' : 'a'}
          href={item.url ?? undefined}
          target={item.target === '_blank' ? '_blank' : undefined}
          rel={item.target === '_blank' ? 'noopener noreferrer' : undefined}
        >
          <Icon name={item.icon} fallback="globe" />
          <VisuallyHidden>
            {item.label}
            {item.target === '_blank' && newTabHint ? ` ${newTabHint}` : null}
          </VisuallyHidden>
        </SocialLink>
      );
    default:
      return item.url === null ? (
        <span>{item.label}</span>
      ) : (
        <ChromeLink href={item.url} target={item.target} newTabHint={newTabHint}>
          {item.label}
        </ChromeLink>
      );
  }
}

function FooterRowView({ row, newTabHint }: { row: readonly FooterItem[]; newTabHint: string | undefined }) {
  const inline = row.every((item) => item.type === 'social' || item.type === 'image');
  return (
    <Row data-inline={inline ? 'true' : undefined}>
      {withKeys(row, itemKey).map(({ key, item }) => (
        <li key={key}>
          <FooterItemView item={item} newTabHint={newTabHint} />
        </li>
      ))}
    </Row>
  );
}

function EditorHtml({ html, sanitizeHtml }: { html: string; sanitizeHtml: ((html: string) => string) | undefined }) {
  if (html === '') return null;
  if (sanitizeHtml !== undefined) {
    // Trusted only because the site's sanitiser cleaned it; without one we never reach this line.
    return <EditorText dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
  }
  return <EditorText>{editorHtmlToText(html)}</EditorText>;
}

/**
 * The site footer (A§2): navigation columns (links, social links, images), the optional retailers
 * section and search bar, middle editor text, secondary links and bottom editor text. Sections
 * without content render nothing.
 */
export function Footer({
  content,
  navigationLabel,
  secondaryNavigationLabel,
  retailers,
  search,
  secondaryExtra,
  sanitizeHtml,
  newTabHint,
  ...rest
}: FooterProps) {
  const { columns, middleHtml, secondaryLinks, bottomHtml } = content;
  return (
    <StyledFooter {...rest}>
      <Container>
        {columns.length > 0 ? (
          <FooterSection as="nav" aria-label={navigationLabel}>
            <Columns>
              {withKeys(columns, (column) => `${column.heading}:${column.rows.flat().map(itemKey).join(',')}`).map(({ key, item: column }) => (
                <div key={key}>
                  {column.heading !== '' ? (
                    <Heading level={column.headingLevel} size="xs">
                      {column.heading}
                    </Heading>
                  ) : null}
                  {withKeys(column.rows, (row) => row.map(itemKey).join(',')).map(({ key: rowKey, item: row }) => (
                    <FooterRowView key={rowKey} row={row} newTabHint={newTabHint} />
                  ))}
                </div>
              ))}
            </Columns>
          </FooterSection>
        ) : null}
        {content.retailersEnabled && retailers ? <FooterSection>{retailers}</FooterSection> : null}
        {content.searchEnabled && search ? <FooterSection>{search}</FooterSection> : null}
        {middleHtml !== '' ? (
          <FooterSection>
            <EditorHtml html={middleHtml} sanitizeHtml={sanitizeHtml} />
          </FooterSection>
        ) : null}
        {secondaryLinks.length > 0 || secondaryExtra ? (
          <FooterSection as="nav" aria-label={secondaryNavigationLabel}>
            <SecondaryLinks>
              {withKeys(secondaryLinks, itemKey).map(({ key, item }) => (
                <li key={key}>
                  <FooterItemView item={item} newTabHint={newTabHint} />
                </li>
              ))}
              {secondaryExtra ? <li>{secondaryExtra}</li> : null}
            </SecondaryLinks>
          </FooterSection>
        ) : null}
        {bottomHtml !== '' ? (
          <FooterSection>
            <EditorHtml html={bottomHtml} sanitizeHtml={sanitizeHtml} />
          </FooterSection>
        ) : null}
      </Container>
    </StyledFooter>
  );
}
