import { object, string } from 'yup';

/**
 * Where the site finds each service. Every service keeps its own base URL so it can be deployed alone;
 * the defaults match `npm start`, where one API process hosts them all under their prefixes.
 */
const schema = object({
  CONTENT_API_URL: string().url().default('http://127.0.0.1:3001/content'),
  STOCK_API_URL: string().url().default('http://127.0.0.1:3001/stock'),
  /** Public origin used for canonical URLs when the `site.host_name` setting is blank. */
  PUBLIC_SITE_URL: string().url().optional(),
  API_TIMEOUT_MS: string().matches(/^\d+$/, 'API_TIMEOUT_MS must be a whole number of milliseconds').default('5000'),
});

export interface SiteConfig {
  contentApiUrl: string;
  stockApiUrl: string;
  publicSiteUrl: string | undefined;
  apiTimeoutMs: number;
}

let cached: SiteConfig | undefined;

/** Reads and validates the environment once; a bad value stops the server with a clear message. */
export function siteConfig(env: NodeJS.ProcessEnv = process.env): SiteConfig {
  if (cached && env === process.env) return cached;
  const parsed = schema.validateSync(
    {
      CONTENT_API_URL: env.CONTENT_API_URL || undefined,
      STOCK_API_URL: env.STOCK_API_URL || undefined,
      PUBLIC_SITE_URL: env.PUBLIC_SITE_URL || undefined,
      API_TIMEOUT_MS: env.API_TIMEOUT_MS || undefined,
    },
    { abortEarly: false },
  );
  const config = {
    contentApiUrl: parsed.CONTENT_API_URL.replace(/\/+$/, ''),
    stockApiUrl: parsed.STOCK_API_URL.replace(/\/+$/, ''),
    publicSiteUrl: parsed.PUBLIC_SITE_URL,
    apiTimeoutMs: Number(parsed.API_TIMEOUT_MS),
  };
  if (env === process.env) cached = config;
  return config;
}
