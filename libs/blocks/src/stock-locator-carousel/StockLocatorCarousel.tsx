import { useId, useMemo } from 'react';
import { Button, Container, Heading, Surface, headingLevelFromTag, type HeadingLevel, type ThemeName } from '@lux/ui';
import { BlockLink } from '../shared/BlockLink';
import { Carousel } from '../shared/carousel';
import { InlineHtml, textOf } from '../shared/InlineHtml';
import { stringsFor } from '../shared/strings';
import type { BlockComponent, BlockProps } from '../shared/types';
import { useComponentFetch } from '../shared/useComponentFetch';
import type { SliderTheme } from '../shared/values';
import { useStockServices } from '../stock-shared/services';
import { stockTranslationsId } from '../stock-shared/config';
import { VehicleCard } from '../stock-shared/VehicleCard';
import { carouselQuery, readStockCarouselData, type StockCarouselData } from './data';
import { Header, Placeholder, Section } from './StockLocatorCarousel.styles';
import { stockCarouselStrings } from './strings';
import type { Fields } from './types';

const surfaceTheme = (theme: SliderTheme): ThemeName => (theme === 'all-white-theme' ? 'light' : theme);

/**
 * Vehicles in stock in a carousel (B§3.2): the newest cards of the block's listing from the light
 * listing (A§7), server-rendered through its data loader; when that failed the browser loads them (A§4)
 * and offers "Try again" on failure (A§8). A listing with no vehicle shows nothing.
 */
function StockLocatorCarousel({ fields: f, locale, index, data }: BlockProps<Fields>) {
  const t = stringsFor(stockCarouselStrings, locale);
  const services = useStockServices();
  const headingId = useId();
  const initial = useMemo(() => readStockCarouselData(data), [data]);
  const listing = f.ci_key_list.trim();
  const brand = f.sl_key_brand.trim();
  const cars = useComponentFetch<StockCarouselData>(
    listing
      ? async () => {
          const api = services.api();
          const [result, translations] = await Promise.all([
            api.listVehiclesLight(listing, carouselQuery(brand)),
            api.getTranslations(stockTranslationsId(locale)).catch(() => ({})),
          ]);
          return { vehicles: [...result.data], total: result.meta.total, translations };
        }
      : null,
    [listing, brand, locale, services],
    { initial },
  );
  const shown = cars.status === 'error' ? null : cars.data;

  if (!listing) return null;
  if (shown && shown.vehicles.length === 0) return null;
  const heading = textOf(f.heading);
  const level = headingLevelFromTag(f.header_tag);
  const cardLevel = Math.min(level + (heading ? 1 : 0), 6) as HeadingLevel;
  const label = heading || t.label;

  return (
    <Surface theme={surfaceTheme(f.box_color)} spacing="none" data-slider-theme={f.box_color}>
      <Container>
        <Section>
          {(heading || f.link) && (
            <Header>
              {heading && (
                <Heading id={headingId} size={f.header_size} level={level}>
                  <InlineHtml html={f.heading} />
                </Heading>
              )}
              <BlockLink link={f.link} locale={locale} />
            </Header>
          )}
          {shown ? (
            <Carousel
              label={label}
              perView={{ sm: 1, md: 2, lg: 3 }}
              slides={shown.vehicles.map((vehicle, position) => (
                <VehicleCard
                  key={vehicle.id}
                  vehicle={vehicle}
                  locale={locale}
                  translations={shown.translations}
                  headingLevel={cardLevel}
                  imagePriority={index <= 1 && position < 3 ? 'eager' : 'lazy'}
                />
              ))}
            />
          ) : (
            <Placeholder role={cars.status === 'error' ? 'alert' : 'status'}>
              <p>{cars.status === 'error' ? t.error : t.loading}</p>
              {cars.status === 'error' && (
                <Button variant="secondary" onClick={cars.retry}>
                  {t.tryAgain}
                </Button>
              )}
            </Placeholder>
          )}
        </Section>
      </Container>
    </Surface>
  );
}

export const stockLocatorCarouselComponent = StockLocatorCarousel satisfies BlockComponent<Fields>;
