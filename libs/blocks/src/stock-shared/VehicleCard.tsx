import { Fragment, useId } from 'react';
import { Link } from 'react-router';
import { useUnit } from 'effector-react';
import type { Locale } from '@lux/content';
import { $displayPriceSettings, type MonthlyPriceOffer, type PriceSettings } from '@lux/pricing';
import {
  cardAttributeDefaults,
  cardAttributes,
  cardIcons,
  cardPrices,
  ownerDisplayName,
  vehicleTitle,
  type CardAttribute,
  type Vehicle,
} from '@lux/stock-locator';
import { Heading, type HeadingLevel, type PicturePriority } from '@lux/ui';
import { BlockImage } from '../shared/BlockImage';
import { stringsFor } from '../shared/strings';
import { StockIcon, attributeIcon } from './icons';
import { dataLabel, formatAttribute, valueLabel, type StockTranslationsInput } from './labels';
import { MonthlyPrice, useMonthlyQuote } from './MonthlyPrice';
import { cardPhoto } from './photo';
import { showroomHref } from './showroomHref';
import { stockCardStrings } from './strings';
import { Badge, Body, Card, Icons, Media, Owner, Prices, SaveButton, Specs, Title, Version, VisuallyHidden } from './VehicleCard.styles';

export interface VehicleCardProps {
  /** The vehicle, from a listing, the light listing (carousels) or a single-vehicle call. */
  vehicle: Vehicle;
  /** Page language: link prefix, units, labels. */
  locale: Locale;
  /** Where the card leads; defaults to its showroom page (`showroomHref`). */
  href?: string;
  /** Whether the vehicle is in the saved list: the toggle's `aria-pressed`. */
  saved?: boolean;
  /** Called by the save toggle; without it the card has no toggle. */
  onToggleSave?: (vehicle: Vehicle) => void;
  /** The stock service's widget translations (A§7); they win over the built-in labels. */
  translations?: StockTranslationsInput;
  /** Outline level of the card's title; 3 by default (cards under a section heading). */
  headingLevel?: HeadingLevel;
  /** Configured card attributes; the A§9 stock listing defaults when none is valid. */
  attributes?: unknown;
  /** Configured icon attributes; A§5: known ones only, cut to 3, else engines, power and colour. */
  icons?: unknown;
  /** How urgently the photo loads: the first cards of a list `eager`, the rest `lazy` (default). */
  imagePriority?: PicturePriority;
  /** Show the selling retailer (company config feature `owner_visible`). */
  showOwner?: boolean;
  /** Price settings; by default those of the Effector scope (`$displayPriceSettings`: the settings with a fetched currency rate). */
  priceSettings?: PriceSettings;
  /** The "from ₪X a month" offer; by default the scope's (`$monthlyPriceOffer`, setting `finance.monthly_price`). */
  monthlyPriceOffer?: MonthlyPriceOffer;
  className?: string;
}

/** Under 1024 px a card spans the column (1 or 2 per row); from 1024 px, three per row. */
export const vehicleCardSizes = '(min-width: 1480px) 420px, (min-width: 1024px) 30vw, (min-width: 741px) 48vw, 100vw';

/**
 * A stock vehicle as a card (A§3 derived card fields): photo, state badge, title linking to the showroom
 * page, up to three icon attributes and the listing attributes (A§5, A§9), prices through @lux/pricing
 * (A§5: zero or hidden prices show nothing), and an optional save toggle (A§4).
 */
export function VehicleCard({
  vehicle,
  locale,
  href,
  saved = false,
  onToggleSave,
  translations,
  headingLevel = 3,
  attributes,
  icons,
  imagePriority = 'lazy',
  showOwner = false,
  priceSettings,
  monthlyPriceOffer,
  className,
}: VehicleCardProps) {
  const scoped = useUnit($displayPriceSettings);
  const settings = priceSettings ?? scoped;
  const strings = stringsFor(stockCardStrings, locale);
  const titleId = useId();
  const title = dataLabel(vehicleTitle(vehicle), translations) || strings.untitled;
  const version = typeof vehicle.version === 'string' && vehicle.version.trim() && !title.includes(vehicle.version.trim()) ? vehicle.version.trim() : '';
  const state = typeof vehicle.state === 'string' ? vehicle.state : '';
  const stateLabel = state ? valueLabel(state, strings.states, translations) : '';
  const context = { locale, strings, translations, settings };

  const iconList = cardIcons(icons);
  const shown = (attribute: CardAttribute) => formatAttribute(vehicle, attribute, context);
  const iconRows = iconList.flatMap((attribute) => {
    const value = shown(attribute);
    return value ? [{ attribute, value }] : [];
  });
  const specRows = cardAttributes(attributes, cardAttributeDefaults.stockListing)
    .filter((attribute) => attribute !== 'state' && !iconList.includes(attribute))
    .flatMap((attribute) => {
      const value = shown(attribute);
      return value ? [{ attribute, value }] : [];
    });

  const prices = cardPrices(vehicle, settings);
  const hasPrice = prices.purchase !== null || prices.lease !== null || prices.subscribe !== null;
  // Issue 15: the monthly figure follows the card's purchase price (none when the price is hidden).
  const monthly = useMonthlyQuote(prices.purchase?.value, monthlyPriceOffer);
  const photo = cardPhoto(vehicle);
  const owner = showOwner ? dataLabel(ownerDisplayName(vehicle), translations) : '';
  const city = typeof vehicle.owner_city === 'string' ? dataLabel(vehicle.owner_city.trim(), translations) : '';

  return (
    <Card className={className} aria-labelledby={titleId} data-vehicle-id={vehicle.id}>
      <Media>
        {photo?.mediaId ? (
          <BlockImage image={{ id: photo.mediaId, alt: '' }} index={99} priority={imagePriority} ratio="16-9" sizes={vehicleCardSizes} />
        ) : photo ? (
          <img
            src={photo.src}
            srcSet={photo.srcSet || undefined}
            sizes={vehicleCardSizes}
            alt=""
            width={1600}
            height={900}
            loading={imagePriority === 'lazy' ? 'lazy' : 'eager'}
            decoding="async"
          />
        ) : null}
        {stateLabel && <Badge data-state={state}>{stateLabel}</Badge>}
      </Media>
      <Body>
        <Title>
          <Heading id={titleId} level={headingLevel} size="xs">
            <Link to={href ?? showroomHref(vehicle, locale)}>{title}</Link>
          </Heading>
          {version && <Version>{version}</Version>}
        </Title>
        {iconRows.length > 0 && (
          <Icons>
            {iconRows.map(({ attribute, value }) => (
              <li key={attribute}>
                <StockIcon name={attributeIcon(attribute)} />
                <VisuallyHidden>{strings.attributes[attribute]}: </VisuallyHidden>
                <span>{value}</span>
              </li>
            ))}
          </Icons>
        )}
        {specRows.length > 0 && (
          <Specs>
            {specRows.map(({ attribute, value }) => (
              <Fragment key={attribute}>
                <dt>{strings.attributes[attribute]}</dt>
                <dd>{value}</dd>
              </Fragment>
            ))}
          </Specs>
        )}
        {owner && (
          <Owner>
            {strings.retailer}: {owner}
            {city ? `, ${city}` : ''}
          </Owner>
        )}
        <Prices>
          {prices.purchase && (
            <p data-price="purchase">
              <VisuallyHidden>{strings.price}: </VisuallyHidden>
              {prices.purchase.text}
              {prices.purchase.oldText && (
                <s>
                  <VisuallyHidden>{strings.oldPrice}: </VisuallyHidden>
                  {prices.purchase.oldText}
                </s>
              )}
            </p>
          )}
          {monthly && <MonthlyPrice quote={monthly} locale={locale} settings={settings} />}
          {prices.lease && (
            <p data-price="lease">
              {strings.leasePrice}: {prices.lease.text}
            </p>
          )}
          {prices.subscribe && (
            <p data-price="lease">
              {valueLabel('subscribe', strings.financing, translations)}: {prices.subscribe.text}
            </p>
          )}
          {!hasPrice && <p data-price="none">{strings.priceOnRequest}</p>}
        </Prices>
      </Body>
      {onToggleSave && (
        <SaveButton type="button" aria-pressed={saved} aria-label={strings.save(title)} onClick={() => onToggleSave(vehicle)}>
          <StockIcon name="heart" filled={saved} />
        </SaveButton>
      )}
    </Card>
  );
}
