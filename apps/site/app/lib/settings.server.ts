import type { AppLoadContext } from 'react-router';
import { isAxiosError } from 'axios';
import { builtInSettings, localeFromPath, localiseSettings, mergeSettings, type Settings } from '@lux/content';
import { chromeSettingDefaults, navigationSettingDefaults } from '@lux/shell';
import { fetchSettings } from '../services/content.server';
import { errorSummary, logger } from './logger.server';

/** Built-in values of every setting the site reads; the server's values win. */
const defaults: Settings = { ...builtInSettings, ...chromeSettingDefaults, ...navigationSettingDefaults };

/**
 * The request's settings: fetched once per request (every loader shares the promise), merged over the
 * built-in defaults with server values winning. A failed fetch never takes the page down: defaults are
 * used and the failure logged; 403 is logged as a permissions problem only (A§6). Values the server keeps
 * per locale (`{key}:{locale}`) apply on that locale's pages.
 */
export function loadSettings(context: AppLoadContext): Promise<Settings> {
  const { locale } = localeFromPath(context.pathname);
  return context.memo('settings', async () => {
    try {
      return localiseSettings(mergeSettings(await fetchSettings(context.requestId), defaults), locale);
    } catch (error) {
      if (isAxiosError(error) && error.response?.status === 403) {
        logger.warn({ requestId: context.requestId }, 'settings: no permission to read settings (403); using defaults');
      } else {
        logger.error({ requestId: context.requestId, err: errorSummary(error) }, 'settings: fetch failed; using defaults');
      }
      // The page renders on the defaults, but it is not the page the editors set up: not one to keep.
      context.markDegraded?.('settings');
      return mergeSettings({}, defaults);
    }
  });
}

/** Settings logger in the shape the domain libs expect. */
export const settingsLogger = {
  warn(message: string, details?: Record<string, unknown>) {
    logger.warn(details ?? {}, message);
  },
};
