import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { localisedPath, type Locale } from '@lux/content';
import { Container, Heading, Surface, headingLevelFromTag, isLinkShown, type ThemeName } from '@lux/ui';
import { openModalForm } from '../shared/BlockLink';
import { InlineHtml, textOf } from '../shared/InlineHtml';
import { Carousel } from '../shared/carousel';
import { stringsFor } from '../shared/strings';
import type { BlockComponent, BlockProps } from '../shared/types';
import type { LinkValue, SliderTheme } from '../shared/values';
import { Icon } from './icons';
import { Label, Section, TileAction, TileStatic, VisuallyHidden } from './IconButtonSlider.styles';
import { iconButtonSliderStrings, type IconButtonSliderStrings } from './strings';
import type { Fields, Group } from './types';

const surfaceTheme = (theme: SliderTheme): ThemeName => (theme === 'all-white-theme' ? 'light' : theme);

/** The tile's label: the editor's label, else the link's own text. */
export const tileLabel = (item: Group) => item.label.trim() || item.link?.link_text.trim() || '';

/**
 * The whole tile as the CMS link, by the B§3.3/B§5 rules BlockLink applies to buttons: internal links stay
 * in the locale (client-side), external and file links are anchors, form links open the modal form; a
 * link that is not shown leaves a plain tile.
 */
function Tile({ link, label, locale, t, children }: { link: LinkValue | null; label: string; locale: Locale; t: IconButtonSliderStrings; children: ReactNode }) {
  // The tile's label is the link's label, so B§5 "needs an address and a label" is checked against it.
  if (!link || !isLinkShown({ ...link, link_text: label })) return <TileStatic>{children}</TileStatic>;
  if (link.type === 'form') {
    return (
      <TileAction as="button" type="button" onClick={() => openModalForm(link)}>
        {children}
      </TileAction>
    );
  }
  const newWindow = link.target === '_blank';
  const extra = newWindow ? <VisuallyHidden> {t.newWindow}</VisuallyHidden> : null;
  const rel = newWindow ? 'noopener noreferrer' : undefined;
  if (link.type === 'internal' && link.url.startsWith('/')) {
    return (
      <TileAction as={Link} to={localisedPath(locale, link.url)} target={link.target} rel={rel}>
        {children}
        {extra}
      </TileAction>
    );
  }
  return (
    <TileAction href={link.url} target={link.target} rel={rel} download={link.type === 'file' ? '' : undefined}>
      {children}
      {extra}
    </TileAction>
  );
}

/**
 * Icon button slider (B§3.2, not detailed in the spec): a sliding row of square tiles, each an icon and a
 * label that together form one link, on the shared Carousel (two per view on phones, four from 768 px,
 * six from 1024 px). Items without an icon name get a neutral glyph; items without any label are dropped.
 */
function IconButtonSlider({ fields: f, groups, locale }: BlockProps<Fields, Group>) {
  const t = stringsFor(iconButtonSliderStrings, locale);
  const items = groups.filter((item) => tileLabel(item) !== '');
  if (items.length === 0) return null;
  const heading = textOf(f.heading);

  return (
    <Surface theme={surfaceTheme(f.box_color)} spacing="none" data-slider-theme={f.box_color}>
      <Container>
        <Section>
          {heading && (
            <Heading size={f.header_size} level={headingLevelFromTag(f.header_tag)}>
              <InlineHtml html={f.heading} />
            </Heading>
          )}
          <Carousel
            label={heading || t.label}
            perView={{ sm: 2, md: 4, lg: 6 }}
            slides={items.map((item) => (
              <Tile link={item.link} label={tileLabel(item)} locale={locale} t={t}>
                <Icon name={item.icon} />
                <Label>{tileLabel(item)}</Label>
              </Tile>
            ))}
          />
        </Section>
      </Container>
    </Surface>
  );
}

export const iconButtonSliderComponent = IconButtonSlider satisfies BlockComponent<Fields, Group>;
