import { Container, Heading, Surface, headingLevelFromTag, isLinkShown, type HeadingLevel, type ThemeName } from '@lux/ui';
import { BlockImage } from '../shared/BlockImage';
import { BlockLink } from '../shared/BlockLink';
import { InlineHtml, textOf } from '../shared/InlineHtml';
import { Carousel } from '../shared/carousel';
import { stringsFor } from '../shared/strings';
import type { BlockComponent, BlockProps } from '../shared/types';
import type { SliderTheme } from '../shared/values';
import { Body, Card, CardCopy, LinkRow, Section } from './ContentsBlockCarousel.styles';
import { contentsBlockCarouselStrings } from './strings';
import type { Fields, Group } from './types';

const surfaceTheme = (theme: SliderTheme): ThemeName => (theme === 'all-white-theme' ? 'light' : theme);

/** Three cards per view from 1024 px, two from 768 px, one on phones. */
export const cardSizes = '(min-width: 1480px) 460px, (min-width: 1024px) 31vw, (min-width: 768px) 47vw, 90vw';

/** A card needs a heading, copy or an image. */
export const isShownCard = (item: Group) =>
  item.heading.trim() !== '' || textOf(item.paragraph) !== '' || (!!item.image && item.image.id !== '' && item.image.id != null);

/**
 * Contents block carousel (B§3.2, not detailed in the spec): the redesigned content cards — 16-9 image,
 * heading, copy and a link — on the shared Carousel (one, two or three per view). Card headings sit one
 * level under the block heading. Cards without an image keep the 900×500 fallback box so rows align.
 */
function ContentsBlockCarousel({ fields: f, groups, locale, index }: BlockProps<Fields, Group>) {
  const t = stringsFor(contentsBlockCarouselStrings, locale);
  const items = groups.filter(isShownCard);
  if (items.length === 0) return null;
  const heading = textOf(f.heading);
  const level = headingLevelFromTag(f.header_tag);
  const itemLevel = Math.min(level + (heading ? 1 : 0), 6) as HeadingLevel;

  return (
    <Surface theme={surfaceTheme(f.box_color)} spacing="none" data-slider-theme={f.box_color}>
      <Container>
        <Section>
          {heading && (
            <Heading size={f.header_size} level={level}>
              <InlineHtml html={f.heading} />
            </Heading>
          )}
          <Carousel
            label={heading || t.label}
            perView={{ sm: 1, md: 2, lg: 3 }}
            dots
            slides={items.map((item, position) => (
              <Card>
                <BlockImage image={item.image} index={index} priority={position < 3 ? undefined : 'lazy'} ratio="16-9" sizes={cardSizes} />
                <CardCopy>
                  {item.heading.trim() && (
                    <Heading size="s" level={itemLevel}>
                      {item.heading}
                    </Heading>
                  )}
                  <Body html={item.paragraph} />
                  {item.link && isLinkShown(item.link) && (
                    <LinkRow>
                      <BlockLink link={item.link} locale={locale} />
                    </LinkRow>
                  )}
                </CardCopy>
              </Card>
            ))}
          />
        </Section>
      </Container>
    </Surface>
  );
}

export const contentsBlockCarouselComponent = ContentsBlockCarousel satisfies BlockComponent<Fields, Group>;
