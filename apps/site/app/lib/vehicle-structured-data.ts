import type { Locale } from '@lux/content';
import type { PriceSettings } from '@lux/pricing';
import {
  cardPrices,
  ownerDisplayName,
  showroomPhotos,
  vehicleCapacity,
  vehicleTitle,
  type Vehicle,
} from '@lux/stock-locator';

export interface VehicleStructuredDataInput {
  vehicle: Vehicle;
  /** The page's canonical URL. */
  pageUrl: string;
  /** Origin photos are made absolute against (they may be relative to the site). */
  origin: string;
  locale: Locale;
  priceSettings: PriceSettings;
  /** Home first, the vehicle last. */
  breadcrumbs: ReadonlyArray<{ name: string; url: string }>;
}

const SCHEMA = 'https://schema.org';

/** A§4 statuses as schema.org availability. */
const AVAILABILITY: Readonly<Record<string, string>> = {
  stock: 'InStock',
  demo: 'InStock',
  available_soon: 'PreOrder',
  in_production: 'PreOrder',
  delivery: 'PreOrder',
  on_demand: 'BackOrder',
  reserved: 'LimitedAvailability',
  sold: 'SoldOut',
};

function absolute(url: string, origin: string): string | null {
  try {
    return new URL(url, origin).toString();
  } catch {
    return null;
  }
}

const present = (entries: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(entries).filter(([, value]) => value !== null && value !== undefined && value !== ''),
  );

/**
 * schema.org data of the showroom page: the vehicle as a `Car` with an `Offer` (price in the site's
 * currency, availability from the status, condition from the state) and the `BreadcrumbList`. Facts the
 * vehicle lacks are left out; a hidden price gives an offer without a price.
 */
export function vehicleStructuredData(input: VehicleStructuredDataInput): Array<Record<string, unknown>> {
  const { vehicle, origin } = input;
  const condition =
    String(vehicle.state ?? '').toLowerCase() === 'new'
      ? `${SCHEMA}/NewCondition`
      : `${SCHEMA}/UsedCondition`;
  const purchase = cardPrices(vehicle, input.priceSettings).purchase;
  const status = String(vehicle.status ?? '').toLowerCase();
  const images = showroomPhotos(vehicle).flatMap((photo) => absolute(photo.src, origin) ?? []);
  const capacity = vehicleCapacity(vehicle);
  const seller = ownerDisplayName(vehicle);
  const mileage = typeof vehicle.mileage === 'number' && vehicle.mileage >= 0 ? vehicle.mileage : null;
  const offer = present({
    '@type': 'Offer',
    url: input.pageUrl,
    price: purchase?.value,
    priceCurrency: purchase ? input.priceSettings.currencyIso : null,
    availability: AVAILABILITY[status] ? `${SCHEMA}/${AVAILABILITY[status]}` : null,
    itemCondition: condition,
    seller: seller ? { '@type': 'AutoDealer', name: seller } : null,
  });
  const car = present({
    '@context': SCHEMA,
    '@type': 'Car',
    name: vehicleTitle(vehicle) || null,
    url: input.pageUrl,
    inLanguage: input.locale,
    brand: vehicle.nameplate_brand_name ? { '@type': 'Brand', name: vehicle.nameplate_brand_name } : null,
    model: vehicle.nameplate_name,
    vehicleConfiguration: vehicle.version,
    description: vehicle.long_description,
    image: images.length > 0 ? images : null,
    vehicleIdentificationNumber: vehicle.vin,
    productionDate: vehicle.production_year ? String(vehicle.production_year) : null,
    vehicleModelDate: vehicle.model_year ? String(vehicle.model_year) : null,
    mileageFromOdometer:
      mileage === null
        ? null
        : {
            '@type': 'QuantitativeValue',
            value: mileage,
            unitCode: vehicle.mileage_unit === 'mi' ? 'SMI' : 'KMT',
          },
    color: vehicle.color_name,
    vehicleInteriorColor: vehicle.interior_color,
    vehicleTransmission: vehicle.transmission,
    driveWheelConfiguration: vehicle.drivetrain,
    fuelType: vehicle.engine_type,
    numberOfSeats: vehicle.number_of_seats,
    vehicleEngine:
      capacity?.unit === 'l'
        ? {
            '@type': 'EngineSpecification',
            name: vehicle.engines ?? undefined,
            engineDisplacement: {
              '@type': 'QuantitativeValue',
              value: Number(capacity.value.toFixed(1)),
              unitCode: 'LTR',
            },
          }
        : vehicle.engines
          ? { '@type': 'EngineSpecification', name: vehicle.engines }
          : null,
    itemCondition: condition,
    offers: offer,
  });
  const breadcrumbs = {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: input.breadcrumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
  return [car, breadcrumbs];
}
