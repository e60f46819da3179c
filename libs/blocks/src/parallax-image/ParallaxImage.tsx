import { Container, Heading, Surface } from '@lux/ui';
import { BlockImage, priorityFor } from '../shared/BlockImage';
import { RichText } from '../shared/RichText';
import type { BlockComponent, BlockProps } from '../shared/types';
import { Copy, Frame, Item, List } from './ParallaxImage.styles';
import type { Fields, Group } from './types';

/** B§9: at most 40 parallax images. */
export const MAX_ITEMS = 40;

export function parallaxItems(groups: readonly Group[]): Group[] {
  return groups
    .filter((item) => item && (item.image || item.heading?.trim() || item.paragraph?.trim()))
    .slice(0, MAX_ITEMS);
}

/**
 * B§3.2 parallax image: full-width banner images that scroll at their own pace, each with its copy.
 * The motion is CSS only (see the styles), so the block ships no script of its own.
 */
function ParallaxImage({ fields: f, groups, index }: BlockProps<Fields, Group>) {
  const items = parallaxItems(groups);
  if (items.length === 0) return null;
  return (
    <Surface theme={f.box_color} spacing="none">
      <Container>
        <List>
          {items.map((item, position) => {
            const hasCopy = Boolean(item.heading.trim() || item.paragraph.trim());
            return (
              <Item key={`${item.heading}-${position}`}>
                {item.image && (
                  <Frame>
                    <BlockImage
                      image={item.image}
                      index={index}
                      ratio="16-6-5"
                      sizes="(min-width: 1480px) 1480px, 100vw"
                      priority={position === 0 ? priorityFor(index) : 'lazy'}
                    />
                  </Frame>
                )}
                {hasCopy && (
                  <Copy>
                    {item.heading.trim() && (
                      <Heading size="l" level={2}>
                        {item.heading}
                      </Heading>
                    )}
                    <RichText html={item.paragraph} />
                  </Copy>
                )}
              </Item>
            );
          })}
        </List>
      </Container>
    </Surface>
  );
}

export const parallaxImageComponent = ParallaxImage satisfies BlockComponent<Fields, Group>;
