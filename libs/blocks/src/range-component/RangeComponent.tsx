import { Container, Heading, Surface, headingLevelFromTag } from '@lux/ui';
import { BlockImage } from '../shared/BlockImage';
import { InlineHtml, textOf } from '../shared/InlineHtml';
import { stringsFor } from '../shared/strings';
import type { BlockComponent, BlockProps } from '../shared/types';
import { Body, Copy, Figure, Layout, Media, Unit, UpTo, Value, VisuallyHidden } from './RangeComponent.styles';
import { rangeComponentStrings, type RangeComponentStrings } from './strings';
import type { Fields } from './types';

/** The figure as the locale writes numbers ("1,234", "1 234"); null when there is nothing to show. */
export function formatRange(value: number | null, locale: string): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return null;
  try {
    return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
  } catch {
    return String(Math.round(value * 10) / 10);
  }
}

/** km and mi in the page language; any other unit as the editor typed it. */
export function unitLabel(unit: string, t: RangeComponentStrings): { short: string; long: string } {
  const key = unit.trim().toLowerCase();
  if (key === 'km' || key === 'mi') return t.units[key];
  return { short: unit.trim(), long: unit.trim() };
}

/**
 * Range component (B§3.2, not detailed in the spec): one large range figure with its unit ("up to 113 km"),
 * heading, copy and an image beside them. The unit is shown short and read out in full.
 */
function RangeComponent({ fields: f, locale, index }: BlockProps<Fields, never>) {
  const t = stringsFor(rangeComponentStrings, locale);
  const value = formatRange(f.range_value, locale);
  const unit = unitLabel(f.range_unit, t);
  const heading = textOf(f.heading);
  const hasImage = !!f.image && f.image.id !== '' && f.image.id != null;
  if (!value && !heading && !textOf(f.paragraph) && !hasImage) return null;

  return (
    <Surface theme={f.box_color} spacing="none">
      <Container>
        <Layout>
          <Copy>
            {heading && (
              <Heading size={f.header_size} level={headingLevelFromTag(f.header_tag)}>
                <InlineHtml html={f.heading} />
              </Heading>
            )}
            {value && (
              <Figure>
                <UpTo>{t.upTo}</UpTo>
                <Value>{value}</Value>
                {unit.short && (
                  <>
                    <Unit aria-hidden="true">{unit.short}</Unit>
                    <VisuallyHidden>{unit.long}</VisuallyHidden>
                  </>
                )}
              </Figure>
            )}
            <Body html={f.paragraph} />
          </Copy>
          {hasImage && (
            <Media>
              <BlockImage image={f.image} index={index} ratio="16-9" sizes="(min-width: 1480px) 820px, (min-width: 1024px) 56vw, 100vw" />
            </Media>
          )}
        </Layout>
      </Container>
    </Surface>
  );
}

export const rangeComponentComponent = RangeComponent satisfies BlockComponent<Fields, never>;
