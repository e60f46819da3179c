import { Container, Heading, Surface, headingLevelFromTag, isLinkShown } from '@lux/ui';
import { useSpecPrices } from '../model-catalogue/car-data';
import { CatalogueFailure } from '../model-catalogue/Failure';
import { useCatalogueFormatters } from '../model-catalogue/price';
import { BlockImage } from '../shared/BlockImage';
import { BlockLink } from '../shared/BlockLink';
import { InlineHtml, textOf } from '../shared/InlineHtml';
import { stringsFor } from '../shared/strings';
import type { BlockComponent, BlockProps } from '../shared/types';
import type { LinkValue } from '../shared/values';
import { readOffer, withHiddenFields } from './offer';
import { Actions, Body, Card, Eyebrow, Media, OfferText, Prices, Terms } from './SingleOffer.styles';
import { singleOfferStrings } from './strings';
import type { Fields } from './types';

/**
 * Single offer (B§3.2): one current offer, found by its hash on the server (A§7 /offer_car_models), with
 * the model's picture, the offer, "from" and lease prices through @lux/pricing, the terms and a call to
 * action whose form receives the block's hidden fields. An offer that has ended shows nothing.
 */
function SingleOffer({ fields: f, locale, index, data }: BlockProps<Fields>) {
  const prices = useCatalogueFormatters(locale);
  const fill = useSpecPrices(data, locale);
  const t = stringsFor(singleOfferStrings, locale);
  const offer = readOffer(data);
  if (offer === undefined) return <CatalogueFailure locale={locale} />;
  if (offer === null) return null;

  const heading = textOf(f.heading);
  const from = prices.from(offer.priceFrom);
  const lease = prices.lease(offer.leasePriceFrom);
  const image = f.image && f.image.id !== '' && f.image.id !== null ? f.image : offer.imageId;
  const fallback: LinkValue | null = offer.pagePath
    ? { url: offer.pagePath, type: 'internal', target: '_self', link_text: t.discover, ui_type: 'primary' }
    : null;
  const button = f.button && isLinkShown(f.button) ? withHiddenFields(f.button, f.hidden_fields) : fallback;

  return (
    <Surface spacing="none">
      <Container>
        <Card>
          <Media>
            <BlockImage
              image={image}
              index={index}
              sizes="(min-width: 1024px) 58vw, 100vw"
              fallbackAlt={offer.name}
            />
          </Media>
          <Body>
            <Eyebrow>
              {t.offer} · {offer.familyName}
            </Eyebrow>
            <Heading size={f.header_size} level={headingLevelFromTag(f.header_tag)}>
              {heading ? <InlineHtml html={f.heading} /> : offer.name}
            </Heading>
            {offer.text && <OfferText>{offer.text}</OfferText>}
            {(from || lease) && (
              <Prices>
                {from && <p>{from}</p>}
                {lease && (
                  <p>
                    {t.lease}
                    {lease}
                  </p>
                )}
              </Prices>
            )}
            <Terms html={fill.html(f.paragraph)} />
            {button && (
              <Actions>
                <BlockLink link={button} locale={locale} />
              </Actions>
            )}
          </Body>
        </Card>
      </Container>
    </Surface>
  );
}

export const singleOfferComponent = SingleOffer satisfies BlockComponent<Fields>;
