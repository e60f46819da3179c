import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { removeWhenSettled } from '../shared/leaflet-teardown';
import { DEFAULT_ZOOM, type LatLng, type MapTiles } from './location';

export interface LeafletMapProps {
  point: LatLng;
  tiles: MapTiles | null;
  dir: 'ltr' | 'rtl';
  /** The pin's name. */
  label: string;
  zoomIn: string;
  zoomOut: string;
  /** The map's name (Leaflet's container is the focusable element for keyboard panning). */
  mapLabel: string;
}

/** A brand-red pin as inline SVG: no marker image files to resolve through the bundler. */
const pin = L.divIcon({
  className: 'lux-map-pin',
  html: '<svg viewBox="0 0 32 44" width="32" height="44" aria-hidden="true"><path d="M16 0C7.2 0 0 7 0 15.8 0 27.6 16 44 16 44s16-16.4 16-28.2C32 7 24.8 0 16 0z" fill="#9e1b32"/><circle cx="16" cy="15.5" r="6" fill="#fff"/></svg>',
  iconSize: [32, 44],
  iconAnchor: [16, 44],
});

/**
 * The Leaflet map, loaded only in the browser and only when the block nears the viewport. Controls sit
 * at the reading start (top right under RTL); the wheel does not zoom, so the page scrolls past it.
 */
export default function LeafletMap({ point, tiles, dir, label, zoomIn, zoomOut, mapLabel }: LeafletMapProps) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = element.current;
    if (!container) return;
    const map = L.map(container, {
      center: [point.lat, point.lng],
      zoom: DEFAULT_ZOOM,
      zoomControl: false,
      scrollWheelZoom: false,
      attributionControl: Boolean(tiles),
    });
    const start = dir === 'rtl' ? 'right' : 'left';
    const end = dir === 'rtl' ? 'left' : 'right';
    L.control.zoom({ position: `top${start}`, zoomInTitle: zoomIn, zoomOutTitle: zoomOut }).addTo(map);
    if (tiles) {
      map.attributionControl?.setPosition(`bottom${end}`).setPrefix(false);
      L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(map);
    }
    L.marker([point.lat, point.lng], { icon: pin, title: label, alt: label, keyboard: true }).addTo(map);
    container.setAttribute('aria-label', mapLabel);
    container.setAttribute('role', 'region');
    return removeWhenSettled(map);
  }, [point.lat, point.lng, tiles, dir, label, zoomIn, zoomOut, mapLabel]);
  return <div ref={element} data-map="leaflet" style={{ inlineSize: '100%', blockSize: '100%' }} />;
}
