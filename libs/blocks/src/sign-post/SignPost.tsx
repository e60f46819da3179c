import { Container, Heading, Surface, headingLevelFromTag, isLinkShown } from '@lux/ui';
import { BlockImage } from '../shared/BlockImage';
import { BlockLink } from '../shared/BlockLink';
import { InlineHtml, textOf } from '../shared/InlineHtml';
import { RichText } from '../shared/RichText';
import type { BlockComponent, BlockProps } from '../shared/types';
import { Actions, Copy, Layout, Media, Text } from './SignPost.styles';
import type { Fields } from './types';

/** The image takes 7 of 12 columns from 901 px (the container tops out at 1480 px). */
const SIZES = '(min-width: 1480px) 820px, (min-width: 901px) 56vw, 100vw';

/**
 * A sign post: a strong image beside a heading, copy and up to two links that send the visitor on.
 * Without an image the copy stands alone; with nothing to show the block renders nothing.
 */
function SignPost({ fields: f, locale, index }: BlockProps<Fields, never>) {
  const hasImage = Boolean(f.image && f.image.id !== '');
  const hasHeading = textOf(f.heading) !== '';
  const links = [f.link, f.secondary_link].filter((link) => link !== null && isLinkShown(link));
  if (!hasImage && !hasHeading && textOf(f.paragraph) === '' && links.length === 0) return null;

  return (
    <Surface theme={f.box_color} spacing="none">
      <Container>
        <Layout data-with-image={hasImage}>
          {hasImage && (
            <Media>
              <BlockImage image={f.image} index={index} ratio="16-9" sizes={SIZES} />
            </Media>
          )}
          <Copy>
            {hasHeading && (
              <Heading size={f.header_size} level={headingLevelFromTag(f.header_tag)}>
                <InlineHtml html={f.heading} />
              </Heading>
            )}
            <Text>
              <RichText html={f.paragraph} />
            </Text>
            {links.length > 0 && (
              <Actions>
                <BlockLink link={f.link} locale={locale} />
                <BlockLink link={f.secondary_link} locale={locale} />
              </Actions>
            )}
          </Copy>
        </Layout>
      </Container>
    </Surface>
  );
}

export const signPostComponent = SignPost satisfies BlockComponent<Fields, never>;
