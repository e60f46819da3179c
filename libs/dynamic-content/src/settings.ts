import { defaultUrlBrandOptions, type UrlBrandOptions } from './url-brand';

/** The dynamic-content settings (plain data: they cross SSR). `''` means not configured. */
export interface DynamicContentSettings {
  externalStock: { url: string; apiKey: string };
  offersUrl: string;
  /** Raw Reffine config, validated when fetched so the B§8 messages are logged where they matter. */
  reffine: { apiUrl: string; listings: string };
  urlBrand: UrlBrandOptions;
}

export const DYNAMIC_CONTENT_SETTING_KEYS = {
  externalStockUrl: 'dynamic_content.external_stock_url',
  externalStockApiKey: 'dynamic_content.external_stock_api_key',
  offersUrl: 'offers.api_url',
  reffineApiUrl: 'dynamic_content.reffine_api_url',
  reffineListings: 'dynamic_content.reffine_listings',
  urlBrandParams: 'dynamic_content.url_brand_params',
  urlBrandPath: 'dynamic_content.url_brand_path',
} as const;

export const defaultDynamicContentSettings: DynamicContentSettings = Object.freeze({
  externalStock: { url: '', apiKey: '' },
  offersUrl: '',
  reffine: { apiUrl: '', listings: '' },
  urlBrand: defaultUrlBrandOptions,
});

/** Reads the settings over the defaults. Never throws; unknown keys are ignored. */
export function dynamicContentSettingsFromSettings(settings: Readonly<Record<string, unknown>>): DynamicContentSettings {
  const text = (key: string): string => {
    const value = settings !== null && typeof settings === 'object' ? settings[key] : undefined;
    return typeof value === 'string' ? value.trim() : '';
  };
  const k = DYNAMIC_CONTENT_SETTING_KEYS;
  const params = text(k.urlBrandParams);
  const path = text(k.urlBrandPath).toLowerCase();
  return {
    externalStock: { url: text(k.externalStockUrl), apiKey: text(k.externalStockApiKey) },
    offersUrl: text(k.offersUrl),
    reffine: { apiUrl: text(k.reffineApiUrl), listings: text(k.reffineListings) },
    urlBrand: {
      queryParams: params === '' ? defaultUrlBrandOptions.queryParams : params.split(',').map((p) => p.trim()).filter(Boolean),
      pathSegments: path === '' ? defaultUrlBrandOptions.pathSegments : path === 'true',
    },
  };
}
