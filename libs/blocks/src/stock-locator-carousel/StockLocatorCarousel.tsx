import { useEffect, useId, useMemo, useState } from 'react';
import { Button, Container, Heading, Surface, headingLevelFromTag, type HeadingLevel, type ThemeName } from '@lux/ui';
import { BlockLink } from '../shared/BlockLink';
import { Carousel } from '../shared/carousel';
import { InlineHtml, textOf } from '../shared/InlineHtml';
import { stringsFor } from '../shared/strings';
import type { BlockComponent, BlockProps } from '../shared/types';
import type { SliderTheme } from '../shared/values';
import { useStockServices } from '../stock-shared/services';
import { stockTranslationsId } from '../stock-shared/config';
import { VehicleCard } from '../stock-shared/VehicleCard';
import { carouselQuery, readStockCarouselData, type StockCarouselData } from './data';
import { Header, Placeholder, Section } from './StockLocatorCarousel.styles';
import { stockCarouselStrings } from './strings';
import type { Fields } from './types';

const surfaceTheme = (theme: SliderTheme): ThemeName => (theme === 'all-white-theme' ? 'light' : theme);

type State = { status: 'ready'; data: StockCarouselData } | { status: 'loading' } | { status: 'error' };

/**
 * Vehicles in stock in a carousel (B§3.2): the newest cards of the block's listing from the light
 * listing (A§7), server-rendered through its data loader; when that failed the browser loads them and
 * offers "Try again" on failure (A§8). A listing with no vehicle shows nothing.
 */
function StockLocatorCarousel({ fields: f, locale, index, data }: BlockProps<Fields>) {
  const t = stringsFor(stockCarouselStrings, locale);
  const services = useStockServices();
  const headingId = useId();
  const initial = useMemo(() => readStockCarouselData(data), [data]);
  const [state, setState] = useState<State>(initial ? { status: 'ready', data: initial } : { status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const listing = f.ci_key_list.trim();
  const brand = f.sl_key_brand.trim();

  useEffect(() => {
    if (initial || !listing) return;
    let live = true;
    const api = services.api();
    Promise.all([api.listVehiclesLight(listing, carouselQuery(brand)), api.getTranslations(stockTranslationsId(locale)).catch(() => ({}))])
      .then(([result, translations]) => {
        if (live) setState({ status: 'ready', data: { vehicles: [...result.data], total: result.meta.total, translations } });
      })
      .catch(() => {
        if (live) setState({ status: 'error' });
      });
    return () => {
      live = false;
    };
  }, [initial, listing, brand, locale, services, attempt]);

  if (!listing) return null;
  if (state.status === 'ready' && state.data.vehicles.length === 0) return null;
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
          {state.status === 'ready' ? (
            <Carousel
              label={label}
              perView={{ sm: 1, md: 2, lg: 3 }}
              slides={state.data.vehicles.map((vehicle, position) => (
                <VehicleCard
                  key={vehicle.id}
                  vehicle={vehicle}
                  locale={locale}
                  translations={state.data.translations}
                  headingLevel={cardLevel}
                  imagePriority={index <= 1 && position < 3 ? 'eager' : 'lazy'}
                />
              ))}
            />
          ) : (
            <Placeholder role={state.status === 'error' ? 'alert' : 'status'}>
              <p>{state.status === 'error' ? t.error : t.loading}</p>
              {state.status === 'error' && (
                <Button
                  variant="secondary"
                  onClick={() => {
                    setState({ status: 'loading' });
                    setAttempt((n) => n + 1);
                  }}
                >
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
