import { Container, Heading, Surface, headingLevelFromTag, isLinkShown, type HeadingLevel, type ThemeName } from '@lux/ui';
import { BlockImage } from '../shared/BlockImage';
import { BlockLink } from '../shared/BlockLink';
import { InlineHtml, textOf } from '../shared/InlineHtml';
import { Carousel } from '../shared/carousel';
import { stringsFor } from '../shared/strings';
import type { BlockComponent, BlockProps } from '../shared/types';
import type { ImageValue, SliderTheme } from '../shared/values';
import { Body, Copy, Frames, Primary, Secondary, Section } from './DualFrameCarousel2.styles';
import { dualFrameCarouselStrings } from './strings';
import type { Fields, Group } from './types';

const surfaceTheme = (theme: SliderTheme): ThemeName => (theme === 'all-white-theme' ? 'light' : theme);
const hasImage = (image: ImageValue | null): image is ImageValue => !!image && image.id !== '' && image.id != null;

/** `sizes` of each frame: two thirds and one third of the container from 1024 px; full and 40 % on phones. */
export const frameSizes = {
  primary: '(min-width: 1480px) 940px, (min-width: 1024px) 64vw, 100vw',
  secondary: '(min-width: 1480px) 470px, (min-width: 1024px) 32vw, 40vw',
} as const;

/** A slide needs at least one image or some copy. */
export const isShownFrame = (item: Group) =>
  hasImage(item.primary_image) || hasImage(item.secondary_image) || item.heading.trim() !== '' || textOf(item.paragraph) !== '';

/**
 * Dual frame carousel 2.0 (B§3.2, not detailed in the spec): each slide pairs a wide 16-9 frame with a
 * square 1-1 frame and copy, on the shared Carousel with a "2 of 5" counter. A missing frame is left out,
 * not drawn as a placeholder.
 */
function DualFrameCarousel2({ fields: f, groups, locale, index }: BlockProps<Fields, Group>) {
  const t = stringsFor(dualFrameCarouselStrings, locale);
  const items = groups.filter(isShownFrame);
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
            counter
            slides={items.map((item, position) => {
              const priority = position === 0 ? undefined : 'lazy';
              return (
                <Frames>
                  {hasImage(item.primary_image) && (
                    <Primary>
                      <BlockImage image={item.primary_image} index={index} priority={priority} ratio="16-9" sizes={frameSizes.primary} />
                    </Primary>
                  )}
                  {hasImage(item.secondary_image) && (
                    <Secondary>
                      <BlockImage image={item.secondary_image} index={index} priority={priority} ratio="1-1" sizes={frameSizes.secondary} />
                    </Secondary>
                  )}
                  <Copy>
                    {item.heading.trim() && (
                      <Heading size="s" level={itemLevel}>
                        {item.heading}
                      </Heading>
                    )}
                    <Body html={item.paragraph} />
                    {item.link && isLinkShown(item.link) && (
                      <div>
                        <BlockLink link={item.link} locale={locale} />
                      </div>
                    )}
                  </Copy>
                </Frames>
              );
            })}
          />
        </Section>
      </Container>
    </Surface>
  );
}

export const dualFrameCarousel2Component = DualFrameCarousel2 satisfies BlockComponent<Fields, Group>;
