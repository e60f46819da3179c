import styled from 'styled-components';
import { useUnit } from 'effector-react';
import { $priceSettings, formatTemplate } from '@lux/pricing';
import { Container, Heading, Surface, headingLevelFromTag } from '@lux/ui';
import { BlockLink } from '../shared/BlockLink';
import type { BlockComponent, BlockProps } from '../shared/types';
import type { Fields, Group } from './schema';

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

  @media (min-width: 1280px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

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

function ContentBlocks({ fields: f, groups, locale }: BlockProps<Fields, Group>) {
  const priceSettings = useUnit($priceSettings);
  const itemLevel = Math.min(headingLevelFromTag(f.header_tag) + (f.heading ? 1 : 0), 6) as 1 | 2 | 3 | 4 | 5 | 6;
  return (
    <Surface theme={f.box_color} spacing="none">
      <Container>
        <Section>
          {f.heading && (
            <Heading size="l" level={headingLevelFromTag(f.header_tag)}>
              {f.heading}
            </Heading>
          )}
          <Grid>
            {groups.map((item, position) => {
              const price = formatTemplate(priceSettings.offerString, item.price, priceSettings);
              return (
                <li key={`${item.heading}-${position}`}>
                  <Card variant="raised">
                    {item.heading && (
                      <Heading size="s" level={itemLevel}>
                        {item.heading}
                      </Heading>
                    )}
                    {item.paragraph && <p>{item.paragraph}</p>}
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
