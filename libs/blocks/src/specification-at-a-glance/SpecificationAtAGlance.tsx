import { Container, Heading, Surface, headingLevelFromTag } from '@lux/ui';
import { useSpecPrices } from '../model-catalogue/car-data';
import { InlineHtml, textOf } from '../shared/InlineHtml';
import type { BlockComponent, BlockProps } from '../shared/types';
import { splitFigure } from './figure';
import {
  Caption,
  Disclaimer,
  Figure,
  Figures,
  FigureNumber,
  Section,
  Unit,
  Value,
} from './SpecificationAtAGlance.styles';
import type { Fields, Group } from './types';

/**
 * Specification at a glance (B§3.2): up to 20 key figures, four per row, each a large number with its
 * unit and a caption, then a disclaimer. Figures may name catalogue values by car key
 * ({{spec:…}}, {{price:…}}: A§7 spec-price substitution, loaded on the server); a figure whose value
 * cannot be filled (unknown car, loader failure) is left out rather than shown blank.
 */
function SpecificationAtAGlance({ fields: f, groups, locale, data }: BlockProps<Fields, Group>) {
  const fill = useSpecPrices(data, locale);
  const figures = groups.flatMap((group) => {
    const figure = splitFigure(fill.complete(group.number_heading) ?? '');
    return figure.value === '' ? [] : [{ figure, caption: fill.html(group.paragraph) }];
  });
  if (figures.length === 0) return null;
  const heading = textOf(f.heading);
  const disclaimer = fill.html(f.disclaimer);

  return (
    <Surface theme={f.box_color} spacing="none">
      <Container>
        <Section>
          {heading && (
            <Heading size={f.header_size} level={headingLevelFromTag(f.header_tag)}>
              <InlineHtml html={f.heading} />
            </Heading>
          )}
          <Figures>
            {figures.map(({ figure, caption }, position) => (
              <Figure key={`${figure.value}-${position}`}>
                <Value>
                  <FigureNumber>{figure.value}</FigureNumber>
                  {figure.unit && (
                    <>
                      {' '}
                      <Unit>{figure.unit}</Unit>
                    </>
                  )}
                </Value>
                <Caption html={caption} />
              </Figure>
            ))}
          </Figures>
          <Disclaimer html={disclaimer} />
        </Section>
      </Container>
    </Surface>
  );
}

export const specificationAtAGlanceComponent = SpecificationAtAGlance satisfies BlockComponent<Fields, Group>;
