import { Container, Heading, Surface, headingLevelFromTag } from '@lux/ui';
import { InlineHtml, textOf } from '../shared/InlineHtml';
import type { BlockComponent, BlockProps } from '../shared/types';
import { Aside, Section } from './Exterior360.styles';
import { parseFrames } from './frames';
import { SpinViewer } from './SpinViewer';
import type { Fields } from './types';

/**
 * B§3.2 exterior 360: the car turned by drag or keys over its frame sequence (SpinViewer). has_slider_with_handle
 * adds a range handle, has_sidebar puts the heading in a side column, has_autostart turns it once when it
 * comes into view (not under reduced motion). Broken or empty frames JSON renders nothing.
 */
function Exterior360({ fields: f, index }: BlockProps<Fields, never>) {
  const frames = parseFrames(f.frames);
  if (frames.length === 0) return null;
  const sidebar = f.has_sidebar && f.heading.trim() !== '';
  const sizes = sidebar ? '(min-width: 1480px) 1050px, (min-width: 1024px) 75vw, 100vw' : '(min-width: 1480px) 1400px, 100vw';
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
          <SpinViewer
            frames={frames}
            index={index}
            label={textOf(f.heading) || undefined}
            handle={f.has_slider_with_handle}
            autostart={f.has_autostart}
            sizes={sizes}
          />
        </Section>
      </Container>
    </Surface>
  );
}

export const exterior360Component = Exterior360 satisfies BlockComponent<Fields, never>;
