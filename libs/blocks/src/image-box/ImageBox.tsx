import { Heading, Surface, headingLevelFromTag, useDirection } from '@lux/ui';
import { BlockImage } from '../shared/BlockImage';
import { BlockLink } from '../shared/BlockLink';
import { InlineHtml } from '../shared/InlineHtml';
import { RichText } from '../shared/RichText';
import type { BlockComponent, BlockProps } from '../shared/types';
import { Action, Box, Copy, Eyebrow, Frame, Logo, Media, Row } from './ImageBox.styles';
import type { Fields } from './types';

/**
 * Which inline side the box sits on. The box belongs at the inline end (right on an LTR page, mirrored
 * to the left under RTL); `right_on_rtl` keeps it on the physical right of RTL pages, which there is the
 * inline start.
 */
export function boxSide(rightOnRtl: boolean, dir: 'ltr' | 'rtl'): 'start' | 'end' {
  return rightOnRtl && dir === 'rtl' ? 'start' : 'end';
}

function hasContent(f: Fields): boolean {
  return Boolean(
    f.background_image ||
    f.logo_image ||
    f.heading.trim() ||
    f.top_paragraph.trim() ||
    f.paragraph.trim() ||
    f.button,
  );
}

/** B§3.2 image box: copy in a themed box over a banner image, with a logo and a button. */
function ImageBox({ fields: f, index, locale }: BlockProps<Fields, never>) {
  const dir = useDirection();
  if (!hasContent(f)) return null;
  const side = boxSide(f.right_on_rtl, dir);
  const hasImage = Boolean(f.background_image);
  return (
    <Surface spacing="none">
      <Frame data-has-image={String(hasImage)}>
        {hasImage && (
          <Media>
            <BlockImage image={f.background_image} index={index} ratio="16-6-5" sizes="100vw" />
          </Media>
        )}
        <Row data-side={side} data-has-image={String(hasImage)}>
          <Box data-theme={f.box_color}>
            {f.logo_image && (
              <Logo>
                <BlockImage image={f.logo_image} index={index} ratio="1-1" sizes="88px" />
              </Logo>
            )}
            {f.top_paragraph.trim() && (
              <Eyebrow>
                <RichText html={f.top_paragraph} />
              </Eyebrow>
            )}
            {f.heading.trim() && (
              <Heading size={f.header_size} level={headingLevelFromTag(f.header_tag)}>
                <InlineHtml html={f.heading} />
              </Heading>
            )}
            {f.paragraph.trim() && (
              <Copy>
                <RichText html={f.paragraph} />
              </Copy>
            )}
            {f.button && (
              <Action>
                <BlockLink link={f.button} locale={locale} />
              </Action>
            )}
          </Box>
        </Row>
      </Frame>
    </Surface>
  );
}

export const imageBoxComponent = ImageBox satisfies BlockComponent<Fields, never>;
