import { useUnit } from 'effector-react';
import { $priceSettings, formatPrice, type PriceSettings } from '@lux/pricing';
import { Container, Heading, Surface, headingLevelFromTag, isLinkShown, type HeadingLevel, type ThemeName } from '@lux/ui';
import { BlockImage } from '../shared/BlockImage';
import { BlockLink } from '../shared/BlockLink';
import { InlineHtml, textOf } from '../shared/InlineHtml';
import { Carousel } from '../shared/carousel';
import { stringsFor } from '../shared/strings';
import type { BlockComponent, BlockProps } from '../shared/types';
import type { SliderTheme } from '../shared/values';
import { Body, Card, LinkRow, Price, Section, VisuallyHidden } from './CollectionSlider.styles';
import { collectionSliderStrings } from './strings';
import type { Fields, Group } from './types';

const surfaceTheme = (theme: SliderTheme): ThemeName => (theme === 'all-white-theme' ? 'light' : theme);

/** Two per view on phones, three from 768 px, four from 1024 px. */
export const itemSizes = '(min-width: 1480px) 350px, (min-width: 1024px) 24vw, (min-width: 768px) 32vw, 48vw';

/**
 * The price as shown: a plain number ("349", "1,290") through the site's price format (B§9: zero or less
 * shows nothing); any other text ("₪ 349 למנויים") as the editor typed it.
 */
export function displayPrice(text: string, settings: PriceSettings): string {
  const trimmed = text.trim();
  if (/^\d[\d,.\s]*$/.test(trimmed)) return formatPrice(trimmed.replace(/[,\s]/g, ''), settings);
  return trimmed;
}

export const isShownItem = (item: Group) =>
  item.heading.trim() !== '' || (!!item.image && item.image.id !== '' && item.image.id != null);

/**
 * Collection slider (manual, B§3.2): hand-picked merchandise — square image, name, copy, price and link —
 * on the shared Carousel. Items without a name or an image are dropped. No feed is read: the feed-based
 * variant is its own block.
 */
function CollectionSlider({ fields: f, groups, locale, index }: BlockProps<Fields, Group>) {
  const settings = useUnit($priceSettings);
  const t = stringsFor(collectionSliderStrings, locale);
  const items = groups.filter(isShownItem);
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
            perView={{ sm: 2, md: 3, lg: 4 }}
            slides={items.map((item, position) => {
              const price = displayPrice(item.price, settings);
              return (
                <Card>
                  <BlockImage image={item.image} index={index} priority={position < 4 ? undefined : 'lazy'} ratio="1-1" sizes={itemSizes} />
                  {item.heading.trim() && (
                    <Heading size="xs" level={itemLevel}>
                      {item.heading}
                    </Heading>
                  )}
                  <Body html={item.paragraph} />
                  {price && (
                    <Price>
                      <VisuallyHidden>{t.price} </VisuallyHidden>
                      {price}
                    </Price>
                  )}
                  {item.link && isLinkShown(item.link) && (
                    <LinkRow>
                      <BlockLink link={item.link} locale={locale} />
                    </LinkRow>
                  )}
                </Card>
              );
            })}
          />
        </Section>
      </Container>
    </Surface>
  );
}

export const collectionSliderComponent = CollectionSlider satisfies BlockComponent<Fields, Group>;
