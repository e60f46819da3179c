import { createContext } from 'react';

export interface LatLng {
  lat: number;
  lng: number;
}

/** The point to show, or null when either coordinate is missing or outside its range. */
export function locationOf(latitude: unknown, longitude: unknown): LatLng | null {
  const valid = (value: unknown, limit: number): value is number =>
    typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;
  if (!valid(latitude, 90) || !valid(longitude, 180)) return null;
  return { lat: latitude, lng: longitude };
}

/** Where map tiles come from. */
export interface MapTiles {
  /** Leaflet URL template, e.g. `https://tile.example.com/{z}/{x}/{y}.png`. */
  url: string;
  /** HTML attribution the tile provider requires. */
  attribution: string;
}

/** The public OpenStreetMap tiles; the site can point the block at its own tile service instead. */
export const OSM_TILES: MapTiles = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
};

/** Where the "open in a map" fallback link points. */
export const OSM_LINK = (point: LatLng, zoom = 16) =>
  `https://www.openstreetmap.org/?mlat=${point.lat}&mlon=${point.lng}#map=${zoom}/${point.lat}/${point.lng}`;

/** The tiles blocks draw; null draws the map without tiles (stories and tests never reach a remote host). */
export const MapTilesContext = createContext<MapTiles | null>(OSM_TILES);
export const MapTilesProvider = MapTilesContext.Provider;

export const DEFAULT_ZOOM = 15;
