import { Container, Heading, Surface, headingLevelFromTag, type ThemeName } from '@lux/ui';
import { BlockImage, priorityFor } from '../shared/BlockImage';
import { Carousel } from '../shared/carousel';
import { InlineHtml, textOf } from '../shared/InlineHtml';
import { stringsFor } from '../shared/strings';
import type { BlockComponent, BlockProps } from '../shared/types';
import type { SliderTheme } from '../shared/values';
import { Figure, Section } from './GalleryCarousel.styles';
import { galleryCarouselStrings } from './strings';
import type { Fields, Group } from './types';

/** B§9: a gallery carousel holds at most 40 images; more are never rendered. */
export const MAX_SLIDES = 40;

/** all-white-theme is the light theme (white page, dark text) for sliders. */
export function surfaceTheme(theme: SliderTheme): ThemeName {
  return theme === 'all-white-theme' ? 'light' : theme;
}

/** Slides worth showing: an image or a caption; at most MAX_SLIDES. */
export function gallerySlides(groups: readonly Group[]): Group[] {
  return groups.filter((item) => item && (item.image || item.caption?.trim())).slice(0, MAX_SLIDES);
}

/** B§3.2 gallery carousel: wide images with captions, one per view, in the shared carousel. */
function GalleryCarousel({ fields: f, groups, index, locale }: BlockProps<Fields, Group>) {
  const slides = gallerySlides(groups);
  if (slides.length === 0) return null;
  const t = stringsFor(galleryCarouselStrings, locale);
  const label = textOf(f.heading) || t.gallery;
  return (
    <Surface theme={surfaceTheme(f.box_color)} spacing="none" data-slider-theme={f.box_color}>
      <Container>
        <Section>
          {f.heading.trim() && (
            <Heading size={f.header_size} level={headingLevelFromTag(f.header_tag)}>
              <InlineHtml html={f.heading} />
            </Heading>
          )}
          <Carousel
            label={label}
            counter
            slides={slides.map((item, position) => (
              <Figure key={`${String(item.image?.id ?? '')}-${position}`}>
                <BlockImage
                  image={item.image}
                  index={index}
                  ratio="16-9"
                  sizes="(min-width: 1480px) 1480px, 100vw"
                  // Only the first slide can be in view on load; the others wait until needed.
                  priority={position === 0 ? priorityFor(index) : 'lazy'}
                />
                {item.caption?.trim() && <figcaption>{item.caption}</figcaption>}
              </Figure>
            ))}
          />
        </Section>
      </Container>
    </Surface>
  );
}

export const galleryCarouselComponent = GalleryCarousel satisfies BlockComponent<Fields, Group>;
