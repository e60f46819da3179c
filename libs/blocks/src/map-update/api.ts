import type { MapUpdateLookup, VinCampaignAnswer } from '@lux/vehicle-tools';

/** The site proxies the content service's GETs at this prefix (ADR 028 §3). */
export const CONTENT_PROXY_PREFIX = '/api/content';

/** A request the service did not answer as hoped; `status` 0 when there was no answer at all. */
export class VehicleServiceError extends Error {
  constructor(readonly status: number) {
    super(`vehicle service answered ${status}`);
  }
}

async function getJson(path: string, signal?: AbortSignal): Promise<unknown> {
  const response = await fetch(`${CONTENT_PROXY_PREFIX}${path}`, { headers: { accept: 'application/json' }, signal: signal ?? AbortSignal.timeout(15_000) });
  if (!response.ok) throw new VehicleServiceError(response.status);
  return response.json();
}

/** The newest map package for a (valid, normalised) VIN; null when the service does not recognise it (404). */
export async function lookupMapUpdate(vin: string, locale: string): Promise<MapUpdateLookup | null> {
  try {
    const body = (await getJson(`/vehicle-services/map-updates/${encodeURIComponent(vin)}?locale=${locale === 'en' ? 'en' : 'he'}`)) as { data: MapUpdateLookup };
    return body.data;
  } catch (error) {
    if (error instanceof VehicleServiceError && error.status === 404) return null;
    throw error;
  }
}

/** The active service campaigns that include a (valid, normalised) VIN. */
export async function checkVinCampaigns(vin: string, locale: string): Promise<VinCampaignAnswer> {
  const body = (await getJson(`/vehicle-services/campaigns/${encodeURIComponent(vin)}?locale=${locale === 'en' ? 'en' : 'he'}`)) as { data: VinCampaignAnswer };
  return body.data;
}

/** The browser address of a package file (the API's `url` is below the content service). */
export const fileHref = (url: string) => `${CONTENT_PROXY_PREFIX}${url}`;

/** What the VIN blocks reach in the browser; stories pass their own (no network), tests mock fetch. */
export interface VehicleServices {
  lookupMapUpdate: typeof lookupMapUpdate;
  checkVinCampaigns: typeof checkVinCampaigns;
}

export const browserVehicleServices: VehicleServices = { lookupMapUpdate, checkVinCampaigns };
