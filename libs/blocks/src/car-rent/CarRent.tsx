import { useEffect, useMemo } from 'react';
import { useUnit } from 'effector-react';
import { $priceSettings, formatPrice, formatTemplate } from '@lux/pricing';
import { Container, Heading, Surface, headingLevelFromTag, isLinkShown } from '@lux/ui';
import { readCarCard } from '@lux/vehicle-tools';
import { BlockImage } from '../shared/BlockImage';
import { BlockLink } from '../shared/BlockLink';
import { InlineHtml, textOf } from '../shared/InlineHtml';
import { RichText } from '../shared/RichText';
import { stringsFor } from '../shared/strings';
import type { BlockComponent, BlockProps } from '../shared/types';
import { StepIcon, stepIconFor } from '../text-steps/icons';
import { Card, Cards, Extras, Icons, Intro, Price } from './CarRent.styles';
import { carRentStrings } from './strings';
import type { Fields, Group } from './types';

const SIZES = '(min-width: 1480px) 440px, (min-width: 768px) 33vw, 100vw';

/**
 * Car rent (B§3.2): rental cars as cards — name, image, the daily price in the site's rent block format
 * (A§9 `price.rent_block_format`), up to 8 feature icons, up to 5 extra equipment items with their
 * prices, and a link (to the enquiry, say). JSON that cannot be read leaves that list out and is logged.
 */
function CarRent({ fields: f, groups, locale, index }: BlockProps<Fields, Group>) {
  const t = stringsFor(carRentStrings, locale);
  const settings = useUnit($priceSettings);
  const cards = useMemo(() => groups.map((group, i) => ({ group, content: readCarCard(group as unknown as Record<string, unknown>, i) })), [groups]);
  useEffect(() => {
    const problems = cards.flatMap((card) => card.content.problems);
    if (problems.length > 0) console.warn(`car-rent: ${problems.join('; ')}`);
  }, [cards]);
  const shown = cards.filter(({ group }) => group.name.trim() !== '');
  if (shown.length === 0) return null;
  const level = headingLevelFromTag(f.header_tag);
  const cardLevel = Math.min(6, level + 1) as 2 | 3 | 4 | 5 | 6;
  return (
    <Surface theme={f.box_color}>
      <Container>
        {(textOf(f.heading) !== '' || textOf(f.paragraph) !== '') && (
          <Intro>
            {textOf(f.heading) !== '' && (
              <Heading size={f.header_size} level={level}>
                <InlineHtml html={f.heading} />
              </Heading>
            )}
            <RichText html={f.paragraph} />
          </Intro>
        )}
        <Cards>
          {shown.map(({ group, content }, i) => {
            const price = content.dailyPrice !== null ? formatTemplate(settings.rentBlockFormat, content.dailyPrice, settings) : content.priceText;
            return (
              <li key={`${i}-${group.name}`}>
                <Card aria-label={group.name}>
                  <BlockImage image={group.image} index={index} ratio="16-9" sizes={SIZES} fallbackAlt="" />
                  <Heading level={cardLevel} size="s">
                    {group.name}
                  </Heading>
                  {price && (
                    <Price>
                      <bdi dir="ltr">{price}</bdi>
                    </Price>
                  )}
                  <div>
                    {content.icons.length > 0 && (
                      <Icons aria-label={t.features}>
                        {content.icons.map((icon) => {
                          const name = stepIconFor(icon.icon) ?? 'check';
                          return (
                            <li key={`${icon.icon}-${icon.label}`}>
                              <StepIcon name={name} />
                              {icon.label}
                            </li>
                          );
                        })}
                      </Icons>
                    )}
                    {content.extras.length > 0 && (
                      <Extras aria-label={t.extras}>
                        {content.extras.map((extra) => (
                          <div key={extra.label}>
                            <dt>{extra.label}</dt>
                            <dd>
                              <bdi dir="ltr">{extra.price !== null ? formatPrice(extra.price, settings) : t.included}</bdi>
                            </dd>
                          </div>
                        ))}
                      </Extras>
                    )}
                  </div>
                  {group.link && isLinkShown(group.link) && <BlockLink link={group.link} locale={locale} />}
                </Card>
              </li>
            );
          })}
        </Cards>
      </Container>
    </Surface>
  );
}

export const carRentComponent = CarRent satisfies BlockComponent<Fields, Group>;
