import { Container, Heading, Surface, headingLevelFromTag, isLinkShown, type HeadingLevel } from '@lux/ui';
import { BlockImage } from '../shared/BlockImage';
import { BlockLink } from '../shared/BlockLink';
import { InlineHtml } from '../shared/InlineHtml';
import type { BlockComponent, BlockProps } from '../shared/types';
import { Action, Grid, Section, Tile, Title } from './GalleryCategories.styles';
import type { Fields, Group } from './types';

/** B§9: at most four categories. */
export const MAX_CATEGORIES = 4;

/** Categories worth a tile (a title, an image or a link that shows), at most four. */
export function visibleCategories(groups: readonly Group[]): Group[] {
  return groups
    .filter((item) => item && (item.title?.trim() || item.image || (item.link && isLinkShown(item.link))))
    .slice(0, MAX_CATEGORIES);
}

const sizesFor: Record<number, string> = {
  1: '(min-width: 1480px) 1400px, 100vw',
  2: '(min-width: 1480px) 700px, (min-width: 741px) 50vw, 100vw',
  3: '(min-width: 1480px) 460px, (min-width: 1024px) 33vw, (min-width: 741px) 50vw, 100vw',
  4: '(min-width: 1480px) 345px, (min-width: 1024px) 25vw, (min-width: 741px) 50vw, 100vw',
};

/** B§3.2 gallery categories: up to four square images with a title, each opening its gallery or page. */
function GalleryCategories({ fields: f, groups, index, locale }: BlockProps<Fields, Group>) {
  const categories = visibleCategories(groups);
  if (categories.length === 0) return null;
  const blockLevel = headingLevelFromTag(f.header_tag);
  const hasHeading = Boolean(f.heading.trim());
  const itemLevel = Math.min(blockLevel + (hasHeading ? 1 : 0), 6) as HeadingLevel;
  return (
    <Surface theme={f.box_color} spacing="none">
      <Container>
        <Section>
          {hasHeading && (
            <Heading size={f.header_size} level={blockLevel}>
              <InlineHtml html={f.heading} />
            </Heading>
          )}
          <Grid data-count={categories.length}>
            {categories.map((item, position) => (
              <Tile key={`${item.title}-${position}`}>
                <BlockImage
                  image={item.image}
                  index={index}
                  ratio="1-1"
                  sizes={sizesFor[categories.length]}
                  fallbackAlt=""
                />
                {item.title.trim() && (
                  <Title>
                    <Heading size="s" level={itemLevel}>
                      {item.title}
                    </Heading>
                  </Title>
                )}
                {item.link && isLinkShown(item.link) && (
                  <Action data-stretch>
                    <BlockLink link={item.link} locale={locale} />
                  </Action>
                )}
              </Tile>
            ))}
          </Grid>
        </Section>
      </Container>
    </Surface>
  );
}

export const galleryCategoriesComponent = GalleryCategories satisfies BlockComponent<Fields, Group>;
