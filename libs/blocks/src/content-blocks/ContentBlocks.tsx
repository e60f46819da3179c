import styled from 'styled-components';
import { useUnit } from 'effector-react';
import { $priceSettings, formatTemplate } from '@lux/pricing';
import { Container, Heading, Surface, headingLevelFromTag } from '@lux/ui';
import { BlockImage } from '../shared/BlockImage';
import { BlockLink } from '../shared/BlockLink';
import { InlineHtml } from '../shared/InlineHtml';
import { RichText } from '../shared/RichText';
import type { BlockComponent, BlockProps } from '../shared/types';
import type { Fields, Group } from './types';

const Section = styled.div`
  display: grid;
  gap: 2rem;
  padding-block: clamp(2.5rem, 6vw, 4.5rem);
`;

/** B§3.2: up to four per row; the grid wraps below that as the viewport narrows. */
const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: var(--lux-grid-gap, 40px);
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr));

  @media (min-width: 1024px) {
    &[data-per-row='1'] {
      grid-template-columns: minmax(0, 1fr);
    }
    &[data-per-row='2'] {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
    &[data-per-row='3'] {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  }
  @media (min-width: 1280px) {
    &[data-per-row='4'] {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
  }
`;

const columnsSizes: Record<Fields['items_per_row'], string> = {
  '1': '(min-width: 1024px) 1200px, 100vw',
  '2': '(min-width: 1024px) 600px, 100vw',
  '3': '(min-width: 1024px) 400px, 100vw',
  '4': '(min-width: 1280px) 300px, (min-width: 1024px) 400px, 100vw',
};

/** Item kinds this block renders itself; forms, calculators and finance options mount with their issues. */
const renderedHere = new Set<Group['content_type']>(['card', 'html']);

const Card = styled(Surface)`
  display: grid;
  align-content: start;
  gap: 0.75rem;
  padding: 1.5rem;
  block-size: 100%;

  p {
    margin: 0;
    line-height: 1.6;
  }
`;

const Price = styled.p`
  font-weight: 600;
  font-size: 1.1rem;
`;

function ContentBlocks({ fields: f, groups, locale, index }: BlockProps<Fields, Group>) {
  const priceSettings = useUnit($priceSettings);
  const itemLevel = Math.min(headingLevelFromTag(f.header_tag) + (f.heading ? 1 : 0), 6) as 1 | 2 | 3 | 4 | 5 | 6;
  return (
    <Surface theme={f.box_color} spacing="none">
      <Container>
        <Section>
          {f.heading.trim() && (
            <Heading size={f.header_size} level={headingLevelFromTag(f.header_tag)}>
              <InlineHtml html={f.heading} />
            </Heading>
          )}
          <Grid data-per-row={f.items_per_row}>
            {groups.map((item, position) => {
              if (!renderedHere.has(item.content_type)) return null;
              if (item.content_type === 'html') {
                return (
                  <li key={`html-${position}`}>
                    <RichText html={item.html} />
                  </li>
                );
              }
              const price = formatTemplate(priceSettings.offerString, item.price, priceSettings);
              return (
                <li key={`${item.heading}-${position}`}>
                  <Card variant="raised">
                    {item.image && (
                      <BlockImage image={item.image} index={index} ratio="16-9" sizes={columnsSizes[f.items_per_row]} />
                    )}
                    {item.heading && (
                      <Heading size="s" level={itemLevel}>
                        {item.heading}
                      </Heading>
                    )}
                    <RichText html={item.paragraph} />
                    {price && <Price>{price}</Price>}
                    {item.link && <BlockLink link={item.link} locale={locale} />}
                  </Card>
                </li>
              );
            })}
          </Grid>
        </Section>
      </Container>
    </Surface>
  );
}

export const contentBlocksComponent = ContentBlocks satisfies BlockComponent<Fields, Group>;
