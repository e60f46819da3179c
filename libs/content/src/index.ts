export {
  defaultLocale,
  isLocale,
  localeFromPath,
  localisedPath,
  normalisePath,
  supportedLocales,
  type Locale,
  type LocalisedPath,
} from './locale';
export {
  builtInSettings,
  isSettingOn,
  mergeSettings,
  readJsonSetting,
  settingsFromEnvelope,
  type JsonSettingOptions,
  type KnownSettingKey,
  type Settings,
  type SettingsLogger,
} from './settings';
export {
  buildTitle,
  canonicalUrl,
  defaultBrandNameByTheme,
  extraMetaTags,
  pageNotFoundOverrides,
  robotsFor,
  type ExtraMetaTag,
  type PageNotFoundContent,
  type TitleSource,
} from './meta';
