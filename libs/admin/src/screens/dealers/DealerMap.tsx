import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';

/** Where map tiles come from (ADR 015); null draws the pin without tiles (tests never reach a host). */
export interface MapTiles {
  url: string;
  attribution: string;
}

export interface DealerMapProps {
  lat: number;
  lng: number;
  tiles: MapTiles | null;
  dir: 'ltr' | 'rtl';
  label: string;
  mapLabel: string;
  zoomIn: string;
  zoomOut: string;
}

const pin = L.divIcon({
  className: 'lux-map-pin',
  html: '<svg viewBox="0 0 32 44" width="32" height="44" aria-hidden="true"><path d="M16 0C7.2 0 0 7 0 15.8 0 27.6 16 44 16 44s16-16.4 16-28.2C32 7 24.8 0 16 0z" fill="#9e1b32"/><circle cx="16" cy="15.5" r="6" fill="#fff"/></svg>',
  iconSize: [32, 44],
  iconAnchor: [16, 44],
});

/**
 * The dealer's coordinates on a Leaflet map, as the site's retailer map draws them (ADR 015): loaded as
 * its own chunk when a dealer's form opens; the pin follows the latitude and longitude fields.
 */
export default function DealerMap({ lat, lng, tiles, dir, label, mapLabel, zoomIn, zoomOut }: DealerMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  useEffect(() => {
    const container = element.current;
    if (!container) return;
    const instance = L.map(container, { center: [lat, lng], zoom: 14, zoomControl: false, scrollWheelZoom: false, attributionControl: Boolean(tiles) });
    L.control.zoom({ position: dir === 'rtl' ? 'topright' : 'topleft', zoomInTitle: zoomIn, zoomOutTitle: zoomOut }).addTo(instance);
    if (tiles) L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(instance);
    marker.current = L.marker([lat, lng], { icon: pin, title: label, alt: label, keyboard: true }).addTo(instance);
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', mapLabel);
    map.current = instance;
    return () => {
      instance.remove();
      map.current = null;
    };
    // The map is made once; the pin moves with the fields below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tiles, dir]);
  useEffect(() => {
    marker.current?.setLatLng([lat, lng]);
    map.current?.panTo([lat, lng], { animate: false });
  }, [lat, lng]);
  useEffect(() => {
    marker.current?.getElement()?.setAttribute('title', label);
  }, [label]);
  return <div ref={element} data-map="leaflet" style={{ inlineSize: '100%', blockSize: '18rem' }} />;
}
