import { useId } from 'react';
import { Link } from 'react-router';
import { useUnit } from 'effector-react';
import { defaultLocale, hebrewOrEnglish, localisedPath, type Locale } from '@lux/content';
import { $displayPriceSettings, financeQuoteRecord, formatPrice } from '@lux/pricing';
import { productPageDataSaved } from '@lux/order-online';
import {
  calculatorPrice,
  canReserve,
  cardPrices,
  driveAwayPrice,
  reservationPath,
  showroomPaymentSections,
  showroomPhotos,
  showroomSpecification,
  showsMiniCalculator,
  vehicleEquipment,
  vehicleTitle,
  type PostcodeSearchData,
  type ShowroomConfig,
  type Vehicle,
} from '@lux/stock-locator';
import { Button, Container, Heading } from '@lux/ui';
import { stringsFor } from '../shared/strings';
import { MonthlyPrice, useMonthlyQuote } from '../stock-shared/MonthlyPrice';
import { mileageText, powerText } from './format';
import { MiniCalculator } from './MiniCalculator';
import { PaymentAccordions } from './PaymentAccordions';
import { SaveVehicleButton } from './SaveVehicleButton';
import {
  Actions,
  Facts,
  Intro,
  Note,
  Page,
  PriceBlock,
  Section,
  Summary,
  Top,
  VisuallyHidden,
} from './Showroom.styles';
import { Equipment, Specification } from './ShowroomDetails';
import { ShowroomGallery } from './ShowroomGallery';
import { ShowroomRetailer } from './ShowroomRetailer';
import { SimilarVehicles } from './SimilarVehicles';
import { showroomStrings } from './strings';

export interface ShowroomPageProps {
  locale: Locale;
  vehicle: Vehicle;
  /** The parsed showroom company config (`parseShowroomConfig`). */
  config: ShowroomConfig;
  /** Similar vehicles: at most 6, the current one left out. */
  similar: readonly Vehicle[];
  /** The similar-vehicles call failed (A§8). */
  similarFailed?: boolean;
  /** The listing the vehicle was read from: stored with a saved vehicle. */
  listing: string;
  /** The visit's postcode search, carried on similar-vehicle links when the feature is on (A§2). */
  postcodeSearch?: PostcodeSearchData | null;
}

const disclaimerList = (vehicle: Vehicle): string[] => {
  const raw = vehicle.disclaimers;
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? [raw] : [];
  return [vehicle.footnote, ...list]
    .map((item) => (typeof item === 'string' ? item.trim() : ''))
    .filter((item, index, all) => item !== '' && all.indexOf(item) === index);
};

/**
 * The showroom (vehicle) page: heading and key facts, gallery, price summary with the drive-away price
 * (new only, A§4), save toggle and reservation link, specification (A§9), payment accordions (A§5), the
 * mini calculator (new, used, approved; A§4), equipment, the retailer (owner_visible) and similar
 * vehicles. Everything is derived by @lux/stock-locator and formatted through @lux/pricing.
 */
export function ShowroomPage({
  locale,
  vehicle,
  config,
  similar,
  similarFailed = false,
  listing,
  postcodeSearch = null,
}: ShowroomPageProps) {
  const t = stringsFor(showroomStrings, locale);
  const settings = useUnit($displayPriceSettings);
  const handToJourney = useUnit(productPageDataSaved);
  const titleId = useId();
  const title = vehicleTitle(vehicle) || vehicle.id;
  // Company-config texts are written in the site's default language; other locales use the UI's.
  const useConfigText = locale === defaultLocale;

  const prices = cardPrices(vehicle, settings);
  const driveAway = driveAwayPrice(vehicle, settings);
  // Issue 15: "from ₪X a month" on the purchase price, like the cards (none when the price is hidden).
  const monthly = useMonthlyQuote(prices.purchase?.value);
  // The order journey records the quote the buyer saw (`sl_product_page_data` → order metadata.finance_quote).
  const reserve = () =>
    handToJourney({
      vehicleId: vehicle.id,
      ...(monthly ? { finance_quote: financeQuoteRecord(monthly, new Date()) } : {}),
    });
  const startPrice = calculatorPrice(vehicle, settings);
  const state = typeof vehicle.state === 'string' ? vehicle.state.toLowerCase() : '';
  const status = typeof vehicle.status === 'string' ? vehicle.status.toLowerCase() : '';
  const reservable = canReserve(vehicle, config);
  const reservation = config.reservation;
  const fee = reservation?.fee ? formatPrice(reservation.fee, settings, 'price') : '';
  const description = typeof vehicle.long_description === 'string' ? vehicle.long_description.trim() : '';

  const facts = [
    t.states[state] ?? '',
    vehicle.production_year ? String(vehicle.production_year) : '',
    mileageText(vehicle, locale, t),
    typeof vehicle.engines === 'string' ? vehicle.engines : '',
    powerText(vehicle, locale, t),
  ].filter(Boolean);

  return (
    <Container>
      <Page aria-labelledby={titleId} data-vehicle-id={vehicle.id}>
        <Intro>
          <Heading level={1} size="l" id={titleId}>
            {title}
          </Heading>
          {facts.length > 0 && (
            <Facts aria-label={t.keyFacts}>
              {facts.map((fact) => (
                <li key={fact}>{fact}</li>
              ))}
            </Facts>
          )}
        </Intro>

        <Top>
          <ShowroomGallery
            photos={showroomPhotos(vehicle)}
            label={t.gallery(title)}
            alt={(n, total) => t.photoAlt(title, n, total)}
            emptyText={t.noPhotos}
          />
          <Summary>
            <PriceBlock>
              {prices.purchase ? (
                <>
                  <span className="label">{t.price}</span>
                  <span className="main">{prices.purchase.text}</span>
                  {prices.purchase.oldText && (
                    <span>
                      <VisuallyHidden>{t.was}: </VisuallyHidden>
                      <del>{prices.purchase.oldText}</del>
                    </span>
                  )}
                </>
              ) : (
                <span>{t.priceOnRequest}</span>
              )}
            </PriceBlock>
            {monthly && <MonthlyPrice quote={monthly} locale={locale} settings={settings} />}
            {driveAway && (
              <PriceBlock data-price="drive-away">
                <span className="label">{t.driveAway}</span>
                <strong>{driveAway.text}</strong>
              </PriceBlock>
            )}
            <Actions>
              {reservable && (
                // The order journey (A§1, ADR 026) speaks Hebrew and English: Arabic and Russian visitors order in English.
                <Button
                  as={Link}
                  to={localisedPath(hebrewOrEnglish(locale), reservationPath(vehicle))}
                  variant="primary"
                  onClick={reserve}
                >
                  {(useConfigText && reservation?.buttonLabel) || t.reserve}
                </Button>
              )}
              <SaveVehicleButton id={vehicle.id} listing={listing} label={t.save} />
            </Actions>
            {reservable && fee && <Note>{t.reservationFee(fee)}</Note>}
            {reservable && <Note>{t.reservationNote}</Note>}
            {(status === 'sold' || status === 'reserved') && <p>{t.unavailable[status]}</p>}
          </Summary>
        </Top>

        {description && <DescriptionSection title={t.description} text={description} />}
        <Specification
          rows={showroomSpecification(vehicle)}
          vehicle={vehicle}
          locale={locale}
          t={t}
          settings={settings}
        />
        <PaymentAccordions
          sections={showroomPaymentSections(vehicle, config, settings)}
          locale={locale}
          t={t}
          useConfigText={useConfigText}
          notes={disclaimerList(vehicle)}
        />
        {showsMiniCalculator(vehicle.state) && startPrice !== null && (
          <MiniCalculator price={startPrice} config={config.calculator} settings={settings} t={t} />
        )}
        <Equipment equipment={vehicleEquipment(vehicle)} t={t} settings={settings} />
        {config.ownerVisible && <ShowroomRetailer vehicle={vehicle} locale={locale} t={t} />}
        <SimilarVehicles
          vehicles={similar}
          failed={similarFailed}
          listing={listing}
          locale={locale}
          showOwner={config.ownerVisible}
          postcodeSearch={config.postcodeSearch ? postcodeSearch : null}
          t={t}
        />
      </Page>
    </Container>
  );
}

function DescriptionSection({ title, text }: { title: string; text: string }) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <Heading level={2} size="m" id={headingId}>
        {title}
      </Heading>
      <p style={{ margin: 0, lineHeight: 1.7 }}>{text}</p>
    </Section>
  );
}
