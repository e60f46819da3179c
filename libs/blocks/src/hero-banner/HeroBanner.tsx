import { Container, Heading, Surface, headingLevelFromTag, isLinkShown } from '@lux/ui';
import { BlockImage } from '../shared/BlockImage';
import { BlockLink } from '../shared/BlockLink';
import { InlineHtml, textOf } from '../shared/InlineHtml';
import type { BlockComponent, BlockProps } from '../shared/types';
import type { ImageValue } from '../shared/values';
import { Actions, Copy, Lead, Media, PhoneOnly, Scrim, Stage, WideOnly } from './HeroBanner.styles';
import type { Fields } from './types';

/** An image field counts only with a media id (the validator lets an empty object through as "set"). */
export function hasImage(image: ImageValue | null | undefined): image is ImageValue {
  return !!image && image.id !== '' && image.id !== null && image.id !== undefined;
}

/**
 * `sizes` for art direction without a second request at full size: the picture hidden at a breakpoint
 * claims 1px there, so the browser fetches only its smallest rendition (or nothing, when lazy).
 */
export const heroSizes = {
  phone: '(min-width: 768px) 1px, 100vw',
  wide: '(max-width: 767px) 1px, 100vw',
  both: '100vw',
} as const;

/**
 * Hero banner (B§3.2, not detailed in the spec): a wide 16-6-5 banner with a 16-9 phone crop, heading,
 * paragraph and one button. Phones stack the copy under the picture; wider screens lay it over a scrim
 * in the theme's background colour. Without any image it is a plain themed banner.
 */
function HeroBanner({ fields: f, locale, index }: BlockProps<Fields, never>) {
  const wide = hasImage(f.image) ? f.image : null;
  const phone = hasImage(f.mobile_image) ? f.mobile_image : null;
  const hasCopy = textOf(f.heading) !== '' || textOf(f.paragraph) !== '' || !!f.button;
  if (!wide && !phone && !hasCopy) return null;

  let media = null;
  if (wide && phone) {
    media = (
      <Media>
        <PhoneOnly>
          <BlockImage image={phone} index={index} ratio="16-9" sizes={heroSizes.phone} />
        </PhoneOnly>
        <WideOnly>
          <BlockImage image={wide} index={index} ratio="16-6-5" sizes={heroSizes.wide} />
        </WideOnly>
      </Media>
    );
  } else if (wide || phone) {
    media = (
      <Media>
        <BlockImage image={wide ?? phone} index={index} ratio={wide ? '16-6-5' : '16-9'} sizes={heroSizes.both} />
      </Media>
    );
  }

  return (
    <Surface theme={f.box_color} spacing="none">
      <Stage>
        {media}
        {hasCopy && (
          <Scrim data-plain={media ? undefined : 'true'}>
            <Container>
              <Copy>
                {textOf(f.heading) && (
                  <Heading size={f.header_size} level={headingLevelFromTag(f.header_tag)}>
                    <InlineHtml html={f.heading} />
                  </Heading>
                )}
                <Lead html={f.paragraph} />
                {f.button && isLinkShown(f.button) && (
                  <Actions>
                    <BlockLink link={f.button} locale={locale} />
                  </Actions>
                )}
              </Copy>
            </Container>
          </Scrim>
        )}
      </Stage>
    </Surface>
  );
}

export const heroBannerComponent = HeroBanner satisfies BlockComponent<Fields, never>;
