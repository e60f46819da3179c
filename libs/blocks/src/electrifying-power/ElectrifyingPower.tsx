import { Container, Heading, Surface, headingLevelFromTag, isLinkShown } from '@lux/ui';
import { BlockImage } from '../shared/BlockImage';
import { BlockLink } from '../shared/BlockLink';
import { InlineHtml, textOf } from '../shared/InlineHtml';
import type { BlockComponent, BlockProps } from '../shared/types';
import { Aside, Body, Caption, Figure, Figures, Intro, Section } from './ElectrifyingPower.styles';
import type { Fields, Group } from './types';

/** Figures the editor left blank (both parts) are dropped. */
export const shownFigures = (groups: readonly Group[]) =>
  groups.filter((item) => item.figure.trim() !== '' || item.caption.trim() !== '');

/**
 * Electrifying power (B§3.2, not detailed in the spec): the electrified range as a statement — heading
 * and copy with a call to action, a full-width 16-9 image and a row of key figures under it (power,
 * electric range, charging time), on the black theme by default.
 */
function ElectrifyingPower({ fields: f, groups, locale, index }: BlockProps<Fields, Group>) {
  const figures = shownFigures(groups);
  const heading = textOf(f.heading);
  const hasImage = !!f.image && f.image.id !== '' && f.image.id != null;
  const hasButton = !!f.button && isLinkShown(f.button);
  if (!heading && !textOf(f.paragraph) && !hasImage && figures.length === 0) return null;

  return (
    <Surface theme={f.box_color} spacing="none">
      <Container>
        <Section>
          {(heading || textOf(f.paragraph) || hasButton) && (
            <Intro>
              {heading && (
                <Heading size={f.header_size} level={headingLevelFromTag(f.header_tag)}>
                  <InlineHtml html={f.heading} />
                </Heading>
              )}
              <Aside>
                <Body html={f.paragraph} />
                {hasButton && <BlockLink link={f.button} locale={locale} />}
              </Aside>
            </Intro>
          )}
          {hasImage && <BlockImage image={f.image} index={index} ratio="16-9" sizes="(min-width: 1480px) 1400px, 100vw" />}
          {figures.length > 0 && (
            <Figures>
              {figures.map((item, position) => (
                <li key={`${item.figure}-${item.caption}-${position}`}>
                  {item.figure.trim() && <Figure>{item.figure}</Figure>}
                  {item.caption.trim() && <Caption>{item.caption}</Caption>}
                </li>
              ))}
            </Figures>
          )}
        </Section>
      </Container>
    </Surface>
  );
}

export const electrifyingPowerComponent = ElectrifyingPower satisfies BlockComponent<Fields, Group>;
