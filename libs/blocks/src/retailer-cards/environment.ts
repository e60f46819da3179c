import { createContext, use, useCallback, useState } from 'react';
import { geoPointOf, type GeoPoint } from '@lux/stock-locator';

/** What the retailer blocks reach in the browser; stories and tests pass their own (no network). */
export interface RetailerEnvironment {
  /** GET a content-service path through the site's proxy (`/api/content{path}`), as parsed JSON. */
  getJson(path: string): Promise<unknown>;
  /** The browser's geolocation, or null where there is none (the server, old browsers). */
  geolocation(): Pick<Geolocation, 'getCurrentPosition'> | null;
}

/** The site proxies the content service's dealers calls at its own origin (CSP connect-src 'self'). */
export const CONTENT_PROXY_PREFIX = '/api/content';

export const browserRetailerEnvironment: RetailerEnvironment = {
  async getJson(path) {
    const response = await fetch(`${CONTENT_PROXY_PREFIX}${path}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`dealers request failed with status ${response.status}`);
    return (await response.json()) as unknown;
  },
  geolocation: () => (typeof navigator !== 'undefined' && 'geolocation' in navigator ? navigator.geolocation : null),
};

const RetailerEnvironmentContext = createContext<RetailerEnvironment>(browserRetailerEnvironment);
export const RetailerEnvironmentProvider = RetailerEnvironmentContext.Provider;

export function useRetailerEnvironment(): RetailerEnvironment {
  return use(RetailerEnvironmentContext);
}

export type VisitorLocationState = 'idle' | 'locating' | 'located' | 'denied' | 'unavailable' | 'unsupported';

/** GeolocationPositionError.PERMISSION_DENIED (the constant is not there on the server). */
const PERMISSION_DENIED = 1;

/**
 * The visitor's position, asked for only when they press the button (never on load). Denied permission,
 * a failure and a browser without geolocation are told apart, so each gets its own message.
 */
export function useVisitorLocation(): { state: VisitorLocationState; origin: GeoPoint | null; locate: () => void } {
  const environment = useRetailerEnvironment();
  const [state, setState] = useState<VisitorLocationState>('idle');
  const [origin, setOrigin] = useState<GeoPoint | null>(null);
  const locate = useCallback(() => {
    const geolocation = environment.geolocation();
    if (!geolocation) {
      setState('unsupported');
      return;
    }
    setState('locating');
    geolocation.getCurrentPosition(
      (position) => {
        const point = geoPointOf(position.coords.latitude, position.coords.longitude);
        setOrigin(point);
        setState(point ? 'located' : 'unavailable');
      },
      (error) => setState(error.code === PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  }, [environment]);
  return { state, origin, locate };
}
