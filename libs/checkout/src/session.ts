import type { OrderLeadAttributes, PaymentVendorType, StorageAdapter } from '@lux/order-online';

/**
 * What the journey keeps in this tab only (sessionStorage), beside the model's local-storage keys (A§9):
 * the buyer's details — personal data, so never in local storage, gone with the tab — and a payment that
 * left for the vendor's page (LiqPay, a Stripe redirect) and comes back to be turned into an order.
 */
export const SESSION_KEYS = {
  customer: 'sl_order_online_customer',
  pendingPayment: 'sl_order_online_pending_payment',
} as const;

export interface CustomerDetails {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
}

export const CUSTOMER_FIELDS = ['first_name', 'last_name', 'email', 'phone'] as const;
export type CustomerField = (typeof CUSTOMER_FIELDS)[number];

export const emptyCustomer: CustomerDetails = { first_name: '', last_name: '', email: '', phone: '' };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readJson(storage: StorageAdapter | null, key: string): unknown {
  try {
    const raw = storage?.get(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

function writeJson(storage: StorageAdapter | null, key: string, value: unknown): void {
  try {
    if (value === null) storage?.remove(key);
    else storage?.set(key, JSON.stringify(value));
  } catch {
    // A§8: a storage failure is not the buyer's problem; the details stay on the page.
  }
}

export function readCustomer(storage: StorageAdapter | null): CustomerDetails {
  const raw = readJson(storage, SESSION_KEYS.customer);
  if (!isRecord(raw)) return emptyCustomer;
  const field = (key: CustomerField) => (typeof raw[key] === 'string' ? (raw[key] as string).slice(0, 300) : '');
  return { first_name: field('first_name'), last_name: field('last_name'), email: field('email'), phone: field('phone') };
}

export function writeCustomer(storage: StorageAdapter | null, details: CustomerDetails): void {
  writeJson(storage, SESSION_KEYS.customer, details);
}

/** The buyer's details as the order's `lead_attributes` (trimmed). */
export function leadAttributes(details: CustomerDetails): OrderLeadAttributes {
  return {
    first_name: details.first_name.trim(),
    last_name: details.last_name.trim(),
    email: details.email.trim(),
    phone: details.phone.trim(),
  };
}

/** A payment that went to the vendor's page and must become an order when the buyer comes back. */
export interface PendingPayment {
  vendor: PaymentVendorType;
  lockId: string;
  vehicleId: string;
  /** The vendor's id of the payment (LiqPay order id, Stripe intent id). */
  reference: string;
}

export function readPendingPayment(storage: StorageAdapter | null): PendingPayment | null {
  const raw = readJson(storage, SESSION_KEYS.pendingPayment);
  if (!isRecord(raw)) return null;
  const { vendor, lockId, vehicleId, reference } = raw;
  if (typeof vendor !== 'string' || typeof lockId !== 'string' || typeof vehicleId !== 'string' || typeof reference !== 'string') return null;
  return { vendor: vendor as PaymentVendorType, lockId, vehicleId, reference };
}

export function writePendingPayment(storage: StorageAdapter | null, payment: PendingPayment | null): void {
  writeJson(storage, SESSION_KEYS.pendingPayment, payment);
}

/** LiqPay's `data` is base64 JSON holding the payment's `order_id`; '' when it cannot be read. */
export function liqpayOrderIdOf(data: string): string {
  try {
    const binary = atob(data);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const parsed = JSON.parse(new TextDecoder().decode(bytes)) as unknown;
    return isRecord(parsed) && typeof parsed['order_id'] === 'string' ? parsed['order_id'] : '';
  } catch {
    return '';
  }
}
