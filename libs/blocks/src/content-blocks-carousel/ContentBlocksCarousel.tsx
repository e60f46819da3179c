import { useUnit } from 'effector-react';
import { $priceSettings } from '@lux/pricing';
import { Container, Heading, Surface, headingLevelFromTag, isLinkShown, type HeadingLevel } from '@lux/ui';
import { BlockImage } from '../shared/BlockImage';
import { BlockLink } from '../shared/BlockLink';
import { Carousel } from '../shared/carousel';
import { InlineHtml, textOf } from '../shared/InlineHtml';
import { RichText } from '../shared/RichText';
import { stringsFor } from '../shared/strings';
import type { BlockComponent, BlockProps } from '../shared/types';
import { cardPrice, hasContent, surfaceTheme } from './cards';
import { Action, Body, Card, Copy, Media, Price, Section } from './ContentBlocksCarousel.styles';
import { contentBlocksCarouselStrings } from './strings';
import type { Fields, Group } from './types';

/** One card per view on phones, two from 768 px, three from 1024 px. */
const PER_VIEW = { sm: 1, md: 2, lg: 3 } as const;
/** Slide width inside the container (max 1480 px, so three slides are at most ~480 px wide). */
const SIZES = '(min-width: 1480px) 480px, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw';

function ContentBlocksCarousel({ fields: f, groups, locale, index }: BlockProps<Fields, Group>) {
  const priceSettings = useUnit($priceSettings);
  const t = stringsFor(contentBlocksCarouselStrings, locale);
  const cards = groups.filter(hasContent);
  if (cards.length === 0) return null;

  const level = headingLevelFromTag(f.header_tag);
  const hasHeading = textOf(f.heading) !== '';
  const cardLevel = Math.min(level + (hasHeading ? 1 : 0), 6) as HeadingLevel;
  const raised = f.box_color !== 'all-white-theme' && f.box_color !== 'light';

  const slides = cards.map((card, position) => {
    const price = cardPrice(card.price, priceSettings);
    return (
      <Card key={`${card.heading}-${position}`} data-raised={raised}>
        {card.image && card.image.id !== '' && (
          <Media>
            <BlockImage
              image={card.image}
              index={index}
              ratio="16-9"
              sizes={SIZES}
              // Only the first view's cards can be above the fold; the rest wait for their slide.
              priority={position >= PER_VIEW.lg ? 'lazy' : undefined}
            />
          </Media>
        )}
        <Body>
          {card.heading.trim() && (
            <Heading size="s" level={cardLevel}>
              {card.heading}
            </Heading>
          )}
          <Copy>
            <RichText html={card.paragraph} />
          </Copy>
          {price && <Price>{price}</Price>}
          {card.link && isLinkShown(card.link) && (
            <Action>
              <BlockLink link={card.link} locale={locale} />
            </Action>
          )}
        </Body>
      </Card>
    );
  });

  return (
    <Surface theme={surfaceTheme(f.box_color)} spacing="none">
      <Container>
        <Section>
          {hasHeading && (
            <Heading size={f.header_size} level={level}>
              <InlineHtml html={f.heading} />
            </Heading>
          )}
          <Carousel label={textOf(f.heading) || t.label} slides={slides} perView={PER_VIEW} dots />
        </Section>
      </Container>
    </Surface>
  );
}

export const contentBlocksCarouselComponent = ContentBlocksCarousel satisfies BlockComponent<Fields, Group>;
