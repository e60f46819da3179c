// Public entry of @lux/admin (ADR 019 §7): the back office's screens, its API client and list models.
export { createAdminClient, flatten } from './api/client';
export type { AdminClient, AdminClientOptions } from './api/client';
export { AdminApiError, fieldOfPointer, toAdminApiError } from './api/errors';
export type { FieldErrors } from './api/errors';
export { listRequestOf, listResultOf, listSpecs } from './api/listRequest';
export { listUrl, recordUrl, resources } from './api/resources';
export type { Resource, ResourceName, ResourceRows } from './api/resources';
export { adminRoles } from './api/types';
export type {
  AdminRole,
  AdminService,
  AdminUser,
  ApiErrorObject,
  AuditRow,
  DealerRow,
  ListMeta,
  ListResult,
  LocationRow,
  RedirectRow,
  SettingRow,
  UserRow,
} from './api/types';
export { adminLocaleOf, adminStrings } from './i18n/strings';
export type { AdminLocale, AdminStrings } from './i18n/strings';
export { AdminProvider, useAdmin } from './layout/AdminContext';
export type { AdminContextValue, AdminProviderProps } from './layout/AdminContext';
export { AdminLayout, SIGN_OUT_CSRF_FIELD } from './layout/AdminLayout';
export type { AdminLayoutProps } from './layout/AdminLayout';
export { adminScreenAccess, adminScreenIds, backOfficeRoles, canEdit, canView, screensFor } from './layout/screens';
export type { AdminScreenId } from './layout/screens';
export { createListModel } from './model/listModel';
export type { ListModel } from './model/listModel';
export {
  apiParamsOfListQuery,
  DEFAULT_ITEMS,
  parseListQuery,
  searchOfListQuery,
  sortDescriptorOf,
  sortOfDescriptor,
} from './model/listQuery';
export type { ListQuery, ListSpec } from './model/listQuery';
export { useListQuery } from './model/useListQuery';
export { Dashboard } from './screens/Dashboard';
export { AuditChanges, auditActions, auditEntities, AuditScreen, auditModel } from './screens/audit/AuditScreen';
export { DealersScreen, dealersModel, OSM_TILES, pointOf } from './screens/dealers/DealersScreen';
export type { DealersScreenProps } from './screens/dealers/DealersScreen';
export type { MapTiles } from './screens/dealers/DealerMap';
export { LocationsScreen, locationsModel } from './screens/locations/LocationsScreen';
export { RedirectsScreen, redirectsModel } from './screens/redirects/RedirectsScreen';
export { SettingsScreen, settingsModel } from './screens/settings/SettingsScreen';
export type { SettingsScreenProps } from './screens/settings/SettingsScreen';
export { builtInDefaultOf, jsonProblemOf, namespaceOf } from './screens/settings/settingValues';
export { UsersScreen, usersModel } from './screens/users/UsersScreen';
