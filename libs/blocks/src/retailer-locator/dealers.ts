import { settingsFromEnvelope, type ContentHttp } from '@lux/content';
import {
  DEALER_SETTING_KEYS,
  DEALERS_LIST_PATH,
  dealersListQuery,
  dealersPostcodeQuery,
  dealersSearchEndpoint,
  parseDealersResponse,
  withQuery,
  type DealersResult,
} from '@lux/stock-locator';

/** The dealers settings (A§7 endpoint, fallback endpoint, brand name) as the server reads them. */
export interface DealerSettings {
  /** The content-service path a postcode search calls; null when none is set (A§8). */
  searchEndpoint: string | null;
  /** A§7 brand-name filter; '' for every brand. */
  brand: string;
}

interface Call {
  requestId: string;
}

const headers = (call: Call) => ({ headers: { 'x-request-id': call.requestId } });

/** GET /settings?namespace=dealers: only the keys the dealers calls read. */
export async function fetchDealerSettings(http: ContentHttp, call: Call): Promise<DealerSettings> {
  const response = await http.get('/settings?namespace=dealers', headers(call));
  const settings = settingsFromEnvelope(response.data);
  return { searchEndpoint: dealersSearchEndpoint(settings), brand: settings[DEALER_SETTING_KEYS.brandName]?.trim() ?? '' };
}

/** A§7/A§9: GET /dealers?items=50&sort=name with the brand filter, in the page locale. */
export async function fetchDealersList(http: ContentHttp, options: { brand: string; locale: string }, call: Call): Promise<DealersResult> {
  const response = await http.get(withQuery(DEALERS_LIST_PATH, dealersListQuery(options)), headers(call));
  return parseDealersResponse(response.data);
}

/** A§7: the dealers endpoint setting with a postcode query. */
export async function fetchDealersByPostcode(
  http: ContentHttp,
  endpoint: string,
  postcode: string,
  options: { brand: string; locale: string },
  call: Call,
): Promise<DealersResult> {
  const response = await http.get(withQuery(endpoint, dealersPostcodeQuery(postcode, options)), headers(call));
  return parseDealersResponse(response.data);
}
