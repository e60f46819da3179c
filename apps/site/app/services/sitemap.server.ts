import axios, { type AxiosInstance } from 'axios';
import { siteConfig } from '../config.server';

/** The stock service's sitemap reads (issue 16 item 5): where each vehicle file starts, and one file's vehicles. */

export interface VehicleSitemapFile {
  file: number;
  after: number;
  count: number;
  lastmod: string;
}

export interface VehicleSitemapEntry {
  id: string;
  /** `/showroom/{slug}-{id}` without a locale prefix, percent-encoded. */
  path: string;
  lastmod: string;
}

let client: AxiosInstance | undefined;

function stockClient(): AxiosInstance {
  const config = siteConfig();
  client ??= axios.create({
    baseURL: config.stockApiUrl,
    timeout: config.apiTimeoutMs,
    headers: { accept: 'application/json' },
  });
  return client;
}

/** GET /public_api/listing/{listing}/sitemap?size=…: the vehicle files of `size` vehicles each. */
export async function fetchVehicleSitemapFiles(
  listing: string,
  size: number,
  requestId: string,
): Promise<VehicleSitemapFile[]> {
  const response = await stockClient().get(`/public_api/listing/${encodeURIComponent(listing)}/sitemap`, {
    params: { size },
    headers: { 'x-request-id': requestId },
  });
  return (response.data as { data: VehicleSitemapFile[] }).data;
}

/** GET /public_api/listing/{listing}/sitemap/vehicles?after=…&items=…: one file's vehicles, in id order. */
export async function fetchVehicleSitemapEntries(
  listing: string,
  file: Pick<VehicleSitemapFile, 'after' | 'count'>,
  requestId: string,
): Promise<VehicleSitemapEntry[]> {
  const response = await stockClient().get(
    `/public_api/listing/${encodeURIComponent(listing)}/sitemap/vehicles`,
    {
      params: { after: file.after, items: file.count },
      headers: { 'x-request-id': requestId },
    },
  );
  return (response.data as { data: VehicleSitemapEntry[] }).data;
}
