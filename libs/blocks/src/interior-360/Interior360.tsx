import { Container, Heading, Surface, headingLevelFromTag } from '@lux/ui';
import { Aside, Section } from '../exterior-360/Exterior360.styles';
import { InlineHtml, textOf } from '../shared/InlineHtml';
import type { BlockComponent, BlockProps } from '../shared/types';
import { toImageValue } from './panorama';
import { PanoramaViewer } from './PanoramaViewer';
import type { Fields } from './types';

/**
 * Interior 360 (not detailed in B§3.2): a panoramic cabin image the visitor turns round by drag or keys
 * (PanoramaViewer). has_sidebar puts the heading in a side column; has_autostart turns it slowly with a
 * pause button, never under reduced motion. Without a panorama it renders nothing.
 */
function Interior360({ fields: f, index }: BlockProps<Fields, never>) {
  const panorama = toImageValue(f.panorama);
  if (!panorama) return null;
  const sidebar = f.has_sidebar && f.heading.trim() !== '';
  return (
    <Surface theme={f.box_color} spacing="none">
      <Container>
        <Section data-sidebar={sidebar}>
          {f.heading.trim() && (
            <Aside>
              <Heading size={f.header_size} level={headingLevelFromTag(f.header_tag)}>
                <InlineHtml html={f.heading} />
              </Heading>
            </Aside>
          )}
          <PanoramaViewer image={panorama} index={index} label={textOf(f.heading) || undefined} autostart={f.has_autostart} />
        </Section>
      </Container>
    </Surface>
  );
}

export const interior360Component = Interior360 satisfies BlockComponent<Fields, never>;
