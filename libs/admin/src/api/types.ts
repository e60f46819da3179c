/** Roles of the back office (ADR 019); admin passes every check. */
export const adminRoles = ['admin', 'editor', 'sales', 'viewer', 'developer'] as const;
export type AdminRole = (typeof adminRoles)[number];

/** The signed-in user as the site's `requireUser` hands it over. */
export interface AdminUser {
  id: string;
  email: string;
  name: string;
  roles: readonly string[];
}

/** The services the site's `/admin/api/:service/*` proxy forwards to. */
export type AdminService = 'content' | 'stock' | 'forms' | 'orders' | 'identity' | 'media';

/** Paging facts of every list answer (`meta`). */
export interface ListMeta {
  total: number;
  page: number;
  items: number;
  pages: number;
}

/** A list answer: `{ data, meta }`. */
export interface ListResult<T> {
  data: T[];
  meta: ListMeta;
}

/** One entry of the API's error envelope (ADR 004). */
export interface ApiErrorObject {
  status?: string | number;
  title?: string;
  detail?: string;
  source?: { pointer?: string; parameter?: string };
}

export interface SettingRow {
  id: string;
  key: string;
  value: string;
  /** The part of the key before its first dot (`meta` of `meta.title_divider`). */
  namespace?: string;
  updated_at: string;
}

export interface LocationRow {
  id: string;
  name: string;
  name_en: string;
  address: string;
  city: string;
  phone: string;
  email: string;
  latitude: number | null;
  longitude: number | null;
  dealer_code: string | null;
  active: boolean;
}

export interface DealerRow {
  id: string;
  dealer_code: string;
  ci_code: string;
  brands: string[];
  name_he: string;
  name_en: string;
  address_he: string;
  address_en: string;
  city_he: string;
  city_en: string;
  state_he: string;
  state_en: string;
  postcode: string;
  phone: string;
  email: string;
  latitude: number;
  longitude: number;
  opening_hours: string;
}

export interface RedirectRow {
  id: string;
  locale: string;
  path: string;
  to: string;
  http_code: number;
  link_type: string;
  updated_at?: string;
}

export interface UserRow {
  id: string;
  email: string;
  name: string;
  roles: string[];
  active: boolean;
  created_at?: string;
  updated_at?: string;
}

export interface AuditRow {
  id: string;
  at: string;
  actor_email: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  before: unknown;
  after: unknown;
}

/** One form in the back office's list (`GET /forms`). */
export interface FormSummaryRow {
  id: string;
  name: string;
  type: string;
  locale: string;
  crm_enabled: boolean;
  /** Leads stored for this form. */
  leads: number;
  created_at: string;
  updated_at: string;
}

export interface ThankYouSetting {
  title: string;
  title_en: string;
  message: string;
  message_en: string;
  redirect_url: string;
}

export interface NotificationsSetting {
  recipients: string[];
  subject: string;
}

export interface ConfirmationsSetting {
  enabled: boolean;
  subject: string;
  subject_en: string;
  body: string;
  body_en: string;
}

export interface IntegrationsSetting {
  crm: { enabled: boolean; system: string };
}

/** One form (`GET /forms/:id`): sales get the public part only (no name, no settings but thank_you). */
export interface FormRecord {
  id: string;
  type: string;
  locale: string;
  /** libs/forms-client `FormDefinition`, as stored (checked with `validateFormDefinition`). */
  definition: Record<string, unknown>;
  thank_you: ThankYouSetting;
  name?: string;
  notifications?: NotificationsSetting;
  confirmations?: ConfirmationsSetting;
  integrations?: IntegrationsSetting;
  created_at?: string;
  updated_at?: string;
}

/** Where a lead goes (the API's `OUTBOX_DESTINATIONS`). */
export const leadDestinations = ['crm', 'notification_email', 'confirmation_email'] as const;
export type LeadDestination = (typeof leadDestinations)[number];
/** A delivery's state (the API's `OUTBOX_STATUSES`). */
export type DeliveryStatus = 'pending' | 'delivered' | 'dead';

/** A lead's delivery to one destination, in brief (on the lead). */
export interface LeadIntegrationSummary {
  destination: LeadDestination;
  status: DeliveryStatus;
  attempts: number;
  last_error: string | null;
}

/** One lead (`GET /forms/:id/leads`, `…/leads/:leadId`). */
export interface LeadRow {
  id: string;
  form_id: number;
  created_at: string;
  locale: string;
  source_url: string | null;
  data: Record<string, unknown>;
  integrations: LeadIntegrationSummary[];
}

/** One attempt to deliver a lead. */
export interface DeliveryAttempt {
  attempt: number;
  at: string;
  ok: boolean;
  status_code: number | null;
  detail: string;
}

/** A lead's delivery to one destination with every attempt (`GET …/leads/:leadId/integrations`). */
export interface LeadDelivery {
  id: number;
  destination: LeadDestination;
  status: DeliveryStatus;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  delivered_at: string | null;
  idempotency_key: string;
  deliveries: DeliveryAttempt[];
}

export const leadExportFormats = ['csv', 'xlsx'] as const;
export type LeadExportFormat = (typeof leadExportFormats)[number];
export type LeadExportStatus = 'pending' | 'processing' | 'completed' | 'failed';

/** A lead export (issue 11 contract, "Lead exports"). */
export interface LeadExport {
  id: string;
  form_id: number;
  format: LeadExportFormat;
  status: LeadExportStatus;
  total: number;
  processed: number;
  /** 0..1 */
  progress: number;
  byte_size: number | null;
  query: { filter: { created_at_gteq?: string; created_at_lteq?: string }; sort: string };
  error: string | null;
  created_at: string;
  completed_at: string | null;
  download_url: string | null;
}

/** A message of the local SMTP mailbox, as listed. */
export interface MailboxRow {
  id: string;
  mail_from: string;
  rcpt_to: string[];
  subject: string;
  message_id: string | null;
  received_at: string;
}

/** One message with its source (RFC 5322). */
export interface MailboxMessage extends MailboxRow {
  raw: string;
}

/** Proof of consent (issue 12): what a visitor did, the status after it, and the scopes it granted. */
export const consentActions = ['accept_all', 'reject_all', 'save_selected', 'withdraw', 'vendor'] as const;
export type ConsentAction = (typeof consentActions)[number];
export const consentStatuses = ['pending', 'accepted', 'rejected', 'unknown'] as const;
export type ConsentRecordStatus = (typeof consentStatuses)[number];
/** As libs/consent orders them (the back office may not import that lib). */
export const consentScopes = ['obligatory', 'optional', 'statistic', 'marketing', 'unclassified'] as const;
export type ConsentRecordScope = (typeof consentScopes)[number];

/** One consent record (`GET /forms/consents`). */
export interface ConsentRecordRow {
  id: string;
  consent_id: string;
  action: ConsentAction;
  strategy: string;
  status: ConsentRecordStatus;
  scopes: string[];
  policy_version: string;
  locale: string | null;
  page_path: string | null;
  user_agent: string | null;
  /** IPv4 /24 or IPv6 /48. */
  ip_truncated: string | null;
  created_at: string;
}
