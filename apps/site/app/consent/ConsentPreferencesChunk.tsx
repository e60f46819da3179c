// The preferences dialog (react-aria's overlays, the checkboxes) loads only when a visitor opens it.
export { ConsentPreferences as default } from '@lux/chrome/consent-preferences';
