// Public entry of @lux/admin (ADR 019 §7): the back office's screens, its API client and list models.
export { createAdminClient, flatten } from './api/client';
export type { AdminClient, AdminClientOptions } from './api/client';
export { AdminApiError, fieldOfPointer, toAdminApiError } from './api/errors';
export type { FieldErrors } from './api/errors';
export { listRequestOf, listResultOf, listSpecs } from './api/listRequest';
export { listUrl, recordUrl, resources } from './api/resources';
export {
  exportDownloadHref,
  exportParamsOf,
  formsApi,
  formsPaths,
  leadExportsRequestOf,
  leadsRequestOf,
  nestedListRequestOf,
  recordOf,
  rowsOf,
} from './api/formsApi';
export type { FormBodyOut, FormsApi } from './api/formsApi';
export type { Resource, ResourceName, ResourceRows } from './api/resources';
export { consentsExportHref } from './api/consentsApi';
export { companyConfigOf, holdSettingsOf, orderDetailOf, ordersApi, ordersListOf, ordersPaths, ordersRequestOf } from './api/ordersApi';
export type { OrdersApi } from './api/ordersApi';
export {
  orderConfigBaseTypes,
  orderConfigTypes,
  orderStates,
  paymentOptionTypes,
  paymentStatuses,
  paymentVendors,
  stepComponentTypes,
} from './api/orderTypes';
export type {
  CompanyConfigRecord,
  HoldSettings,
  OrderConfigBaseType,
  OrderConfigType,
  OrderDetail,
  OrderHold,
  OrderRecord,
  OrderRow,
  OrderState,
  OrderTransition,
  PaymentStatus,
  PaymentVendor,
  StepComponentType,
  VendorPaymentView,
} from './api/orderTypes';
export { adminRoles, consentActions, consentScopes, consentStatuses, leadDestinations, leadExportFormats } from './api/types';
export type {
  AdminRole,
  AdminService,
  AdminUser,
  ApiErrorObject,
  AuditRow,
  ConfirmationsSetting,
  ConsentAction,
  ConsentRecordRow,
  ConsentRecordScope,
  ConsentRecordStatus,
  DealerRow,
  DeliveryAttempt,
  DeliveryStatus,
  FormRecord,
  FormSummaryRow,
  IntegrationsSetting,
  LeadDelivery,
  LeadDestination,
  LeadExport,
  LeadExportFormat,
  LeadExportStatus,
  LeadIntegrationSummary,
  LeadRow,
  ListMeta,
  ListResult,
  LocationRow,
  MailboxMessage,
  MailboxRow,
  NotificationsSetting,
  RedirectRow,
  SettingRow,
  ThankYouSetting,
  UserRow,
} from './api/types';
export { adminLocaleOf, adminStrings } from './i18n/strings';
export type { AdminLocale, AdminStrings } from './i18n/strings';
export { AdminProvider, useAdmin } from './layout/AdminContext';
export type { AdminContextValue, AdminProviderProps } from './layout/AdminContext';
export { AdminLayout, SIGN_OUT_CSRF_FIELD } from './layout/AdminLayout';
export type { AdminLayoutProps } from './layout/AdminLayout';
export {
  adminScreenAccess,
  adminScreenIds,
  backOfficeRoles,
  canEdit,
  canEditFormScreen,
  canView,
  canViewFormScreen,
  formScreenAccess,
  screensFor,
} from './layout/screens';
export type { AdminScreenId, FormScreenId } from './layout/screens';
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
export { ConsentsScreen, consentsModel } from './screens/consents/ConsentsScreen';
export type { ConsentsScreenProps } from './screens/consents/ConsentsScreen';
export { DealersScreen, dealersModel, OSM_TILES, pointOf } from './screens/dealers/DealersScreen';
export type { DealersScreenProps } from './screens/dealers/DealersScreen';
export type { MapTiles } from './screens/dealers/DealerMap';
export { LocationsScreen, locationsModel } from './screens/locations/LocationsScreen';
export { RedirectsScreen, redirectsModel } from './screens/redirects/RedirectsScreen';
export { SettingsScreen, settingsModel } from './screens/settings/SettingsScreen';
export type { SettingsScreenProps } from './screens/settings/SettingsScreen';
export { builtInDefaultOf, jsonProblemOf, namespaceOf } from './screens/settings/settingValues';
export { UsersScreen, usersModel } from './screens/users/UsersScreen';
export { FormsScreen, formsModel } from './screens/forms/FormsScreen';
export type { FormsScreenProps } from './screens/forms/FormsScreen';
export { FormEditorScreen } from './screens/forms/FormEditorScreen';
export { checkDraft, draftOf, starterDefinition } from './screens/forms/editorDraft';
export { LeadsScreen, leadsModel } from './screens/leads/LeadsScreen';
export type { LeadsScreenProps } from './screens/leads/LeadsScreen';
export { LeadScreen } from './screens/leads/LeadScreen';
export type { LeadScreenProps } from './screens/leads/LeadScreen';
export { deliveryState, isFixable } from './screens/leads/deliveryState';
export { EXPORT_POLL_MS, ExportsScreen, leadExportsModel } from './screens/exports/ExportsScreen';
export { MailboxScreen, mailboxModel } from './screens/mailbox/MailboxScreen';
export { MailboxMessageScreen } from './screens/mailbox/MailboxMessageScreen';
export { parseMail, sandboxedDocument } from './screens/mailbox/mime';
export { OrdersScreen, ordersModel } from './screens/orders/OrdersScreen';
export type { OrdersScreenProps } from './screens/orders/OrdersScreen';
export { OrderScreen } from './screens/orders/OrderScreen';
export type { OrderScreenProps } from './screens/orders/OrderScreen';
export { canCancel, canRefund, formatMoney } from './screens/orders/orderFormat';
export { OrderConfigScreen } from './screens/order-config/OrderConfigScreen';
export type { OrderConfigScreenProps } from './screens/order-config/OrderConfigScreen';
export type { ParsedMail } from './screens/mailbox/mime';
// The editor (issue 14, ADR 027): the page tree, a page's draft with its live preview, the media library.
export { cmsApi, cmsPaths, imagesOf, pageDraftOf, schedulesOf, treeOf, versionsOf } from './api/cmsApi';
export type { CmsApi, NewPageBody } from './api/cmsApi';
export type {
  CmsLocale,
  CmsTreeRow,
  ContentProblem,
  DraftBlock,
  LibraryImageRow,
  PageContent,
  PageDraft,
  PageScheduleRow,
  PageVersionRow,
  VersionDiff,
} from './api/cmsTypes';
export { cmsStrings } from './i18n/cmsStrings';
export { cmsScreens, cmsScreensFor } from './layout/screens';
export { CmsTreeScreen } from './screens/cms/CmsTreeScreen';
export { CmsPageScreen } from './screens/cms/CmsPageScreen';
export { CmsMediaScreen } from './screens/cms/CmsMediaScreen';
// Metaheads (issue 14, ADR 027 §5): developers' scripts, styles and HTML with their CSP consequences.
export { METAHEAD_CONSENT_SCOPES, METAHEAD_LANGUAGES, metaheadOf, metaheadPaths, metaheadsApi, metaheadsOf } from './api/metaheadsApi';
export type { MetaheadBody, MetaheadConsentScope, MetaheadCsp, MetaheadLanguage, MetaheadRow, MetaheadsApi } from './api/metaheadsApi';
export { CspNotice, MetaheadsScreen } from './screens/cms/MetaheadsScreen';
export type { MetaheadsScreenProps } from './screens/cms/MetaheadsScreen';
