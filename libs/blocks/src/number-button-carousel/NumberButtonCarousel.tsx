import { useState } from 'react';
import { Container, Heading, Surface, headingLevelFromTag, isLinkShown, type HeadingLevel, type ThemeName } from '@lux/ui';
import { useCarouselControls } from '../shared/carousel';
import { BlockImage } from '../shared/BlockImage';
import { BlockLink } from '../shared/BlockLink';
import { InlineHtml, textOf } from '../shared/InlineHtml';
import { Carousel } from '../shared/carousel';
import { stringsFor } from '../shared/strings';
import type { BlockComponent, BlockProps } from '../shared/types';
import type { SliderTheme } from '../shared/values';
import { BigNumber, Body, Copy, Frame, NumberButton, Numbers, Section } from './NumberButtonCarousel.styles';
import { numberButtonCarouselStrings } from './strings';
import type { Fields, Group } from './types';

const surfaceTheme = (theme: SliderTheme): ThemeName => (theme === 'all-white-theme' ? 'light' : theme);

/** The number a slide's button shows: the editor's, else its position as 01, 02, … */
export function slideNumber(item: Pick<Group, 'number'>, position: number): string {
  return item.number.trim() || String(position + 1).padStart(2, '0');
}

const isShown = (item: Group) =>
  item.heading.trim() !== '' || textOf(item.paragraph) !== '' || (!!item.image && item.image.id !== '' && item.image.id != null);

/**
 * Number button carousel (B§3.2, not detailed in the spec): slides of image and copy, chosen with
 * numbered buttons above them, on the shared Carousel (swipe, arrows, mirrored arrow keys). Each button's
 * name starts with its visible number; the current one is marked aria-current.
 */
function NumberButtonCarousel({ fields: f, groups, locale, index }: BlockProps<Fields, Group>) {
  const t = stringsFor(numberButtonCarouselStrings, locale);
  const { onApi, goTo } = useCarouselControls();
  const [selected, setSelected] = useState(0);
  const items = groups.filter(isShown);
  if (items.length === 0) return null;

  const heading = textOf(f.heading);
  const level = headingLevelFromTag(f.header_tag);
  const itemLevel = Math.min(level + (heading ? 1 : 0), 6) as HeadingLevel;
  const numbers = items.map(slideNumber);

  return (
    <Surface theme={surfaceTheme(f.box_color)} spacing="none" data-slider-theme={f.box_color}>
      <Container>
        <Section>
          {heading && (
            <Heading size={f.header_size} level={level}>
              <InlineHtml html={f.heading} />
            </Heading>
          )}
          {items.length > 1 && (
            <div role="group" aria-label={t.chooser}>
              <Numbers>
                {items.map((item, position) => (
                  <li key={`${numbers[position]}-${position}`}>
                    <NumberButton
                      type="button"
                      aria-label={t.show(numbers[position]!, item.heading.trim())}
                      aria-current={position === selected ? 'true' : undefined}
                      onClick={() => goTo(position)}
                    >
                      {numbers[position]}
                    </NumberButton>
                  </li>
                ))}
              </Numbers>
            </div>
          )}
          <Carousel
            onApi={onApi}
            label={heading || t.chooser}
            dots
            onSelect={setSelected}
            slides={items.map((item, position) => (
              <Frame>
                <BlockImage
                  image={item.image}
                  index={index}
                  priority={position === 0 ? undefined : 'lazy'}
                  ratio="16-9"
                  sizes="(min-width: 1480px) 820px, (min-width: 1024px) 56vw, 100vw"
                />
                <Copy>
                  <BigNumber aria-hidden="true">{numbers[position]}</BigNumber>
                  {item.heading.trim() && (
                    <Heading size="m" level={itemLevel}>
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
              </Frame>
            ))}
          />
        </Section>
      </Container>
    </Surface>
  );
}

export const numberButtonCarouselComponent = NumberButtonCarousel satisfies BlockComponent<Fields, Group>;
