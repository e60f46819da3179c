import { lazy, Suspense, use, useEffect, useRef, useState } from 'react';
import { Container, Heading, Surface, headingLevelFromTag, useDirection } from '@lux/ui';
import { InlineHtml, textOf } from '../shared/InlineHtml';
import { RichText } from '../shared/RichText';
import { stringsFor } from '../shared/strings';
import type { BlockComponent, BlockProps } from '../shared/types';
import { locationOf, MapTilesContext, OSM_LINK } from './location';
import { Details, Layout, MapBox, MapLink, Placeholder, VisuallyHidden } from './LocationMap.styles';
import { locationMapStrings } from './strings';
import type { Fields } from './types';

// Leaflet (and its CSS) is a separate chunk, fetched in the browser only once the map nears the viewport.
const LeafletMap = lazy(() => import('./LeafletMap'));

/** True once the element is within a screen of the viewport; never on the server. */
function useNearViewport(ref: { current: HTMLElement | null }): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return near;
}

function Pin() {
  return (
    <svg viewBox="0 0 32 44" aria-hidden="true" focusable="false">
      <path d="M16 0C7.2 0 0 7 0 15.8 0 27.6 16 44 16 44s16-16.4 16-28.2C32 7 24.8 0 16 0z" fill="#9e1b32" />
      <circle cx="16" cy="15.5" r="6" fill="#fff" />
    </svg>
  );
}

function Arrow() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M2 8h11M9 4l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

/**
 * B§3.2 location map: a pin at the latitude and longitude with the HTML content beside it. The server
 * (and a browser without scripts) renders the content and a link that opens the place in a full map;
 * the Leaflet map replaces the placeholder in the browser.
 */
function LocationMap({ fields: f, locale }: BlockProps<Fields, never>) {
  const dir = useDirection();
  const t = stringsFor(locationMapStrings, locale);
  const tiles = use(MapTilesContext);
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  const point = locationOf(f.location_latitude, f.location_longitude);
  const hasContent = Boolean(f.location_content.trim());
  if (!point && !hasContent) return null;

  const place = textOf(f.location_content).slice(0, 120) || t.location;
  const hasHeading = Boolean(f.heading.trim());
  return (
    <Surface theme={f.box_color} spacing="none">
      <Container>
        <Layout>
          <Details>
            {hasHeading && (
              <Heading size={f.header_size} level={headingLevelFromTag(f.header_tag)}>
                <InlineHtml html={f.heading} />
              </Heading>
            )}
            {hasContent && (
              <address>
                <RichText html={f.location_content} />
              </address>
            )}
            {point && (
              <div>
                <MapLink href={OSM_LINK(point)} target="_blank" rel="noopener noreferrer">
                  {t.openMap}
                  <VisuallyHidden> {t.newWindow}</VisuallyHidden>
                  <Arrow />
                </MapLink>
              </div>
            )}
          </Details>
          {point && (
            <MapBox ref={box}>
              {near ? (
                <Suspense
                  fallback={
                    <Placeholder>
                      <Pin />
                    </Placeholder>
                  }
                >
                  <LeafletMap
                    point={point}
                    tiles={tiles}
                    dir={dir}
                    label={place}
                    mapLabel={`${t.map}: ${place}`}
                    zoomIn={t.zoomIn}
                    zoomOut={t.zoomOut}
                  />
                </Suspense>
              ) : (
                <Placeholder>
                  <Pin />
                </Placeholder>
              )}
            </MapBox>
          )}
        </Layout>
      </Container>
    </Surface>
  );
}

export const locationMapComponent = LocationMap satisfies BlockComponent<Fields, never>;
