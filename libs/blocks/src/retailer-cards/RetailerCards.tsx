import { useEffect, useMemo } from 'react';
import { Button, Container, Heading, Surface, headingLevelFromTag, type HeadingLevel } from '@lux/ui';
import { distanceUnitOf, sortByDistance } from '@lux/stock-locator';
import { InlineHtml, textOf } from '../shared/InlineHtml';
import { stringsFor } from '../shared/strings';
import type { BlockComponent, BlockProps } from '../shared/types';
import { retailersFromGroups, withTranslations } from './cards';
import { useVisitorLocation } from './environment';
import { locationMessage } from './location';
import { RetailerCard } from './RetailerCard';
import { Grid, Section, Status, Toolbar } from './RetailerCards.styles';
import { retailerCardStrings } from './strings';
import type { Fields, Group } from './types';

/**
 * B§3.2 retailer cards: up to 30 retailers the editor lists, each with address, contact channels and
 * services. "Sort by distance from me" asks for the visitor's position and orders the cards nearest first,
 * with the distance in the block's unit. Broken JSON in a card skips that part (logged), never the card.
 */
function RetailerCards({ id, fields: f, groups, locale }: BlockProps<Fields, Group>) {
  const { strings: t, problems: stringProblems } = useMemo(
    () => withTranslations(stringsFor(retailerCardStrings, locale), f.translations),
    [locale, f.translations],
  );
  const { retailers, problems } = useMemo(() => retailersFromGroups(groups), [groups]);
  const location = useVisitorLocation();
  useEffect(() => {
    const all = [...stringProblems, ...problems];
    if (all.length > 0) console.warn(`retailer-cards ${id}: parts of the content were skipped`, all);
  }, [id, stringProblems, problems]);
  if (retailers.length === 0) return null;

  const unit = distanceUnitOf(f.distance_unit);
  const shown = location.origin ? sortByDistance(retailers, location.origin) : retailers;
  const hasHeading = textOf(f.heading) !== '';
  const level = headingLevelFromTag(f.header_tag);
  const cardLevel = Math.min(level + (hasHeading ? 1 : 0), 6) as HeadingLevel;
  const canMeasure = retailers.some((retailer) => retailer.point);
  return (
    <Surface theme={f.box_color} spacing="none">
      <Container>
        <Section>
          {hasHeading && (
            <Heading size={f.header_size} level={level}>
              <InlineHtml html={f.heading} />
            </Heading>
          )}
          {canMeasure && (
            <Toolbar>
              <Button variant="secondary" size="small" onClick={location.locate} loading={location.state === 'locating'}>
                {t.sortByDistance}
              </Button>
              <Status role="status">{locationMessage(location.state, t)}</Status>
            </Toolbar>
          )}
          <Grid>
            {shown.map((retailer) => (
              <li key={retailer.id}>
                <RetailerCard
                  retailer={retailer}
                  headingLevel={cardLevel}
                  unit={unit}
                  locale={locale}
                  strings={t}
                  distanceFrom={location.origin ? { kind: 'visitor' } : null}
                />
              </li>
            ))}
          </Grid>
        </Section>
      </Container>
    </Surface>
  );
}

export const retailerCardsComponent = RetailerCards satisfies BlockComponent<Fields, Group>;
