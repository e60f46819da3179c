import type { orderTransitions } from '../../db/schema.js';
import type { DealerRow, VehicleRow } from './orders.repository.js';
import type { OrderRow } from './state.js';

/** How orders are answered: to the buyer (who holds the lock or the link), and to the back office. */

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function vehicleView(vehicle: VehicleRow | undefined, mediaPrefix: string) {
  if (!vehicle) return null;
  const [cover] = vehicle.photoImageIds;
  return {
    id: vehicle.id,
    vin: vehicle.vin,
    listing: vehicle.listing,
    nameplate_brand_name: vehicle.nameplateBrandName,
    nameplate_name: vehicle.nameplateName,
    version: vehicle.version,
    production_year: vehicle.productionYear,
    model_year: vehicle.modelYear,
    color_name: vehicle.colorName,
    state: vehicle.state,
    status: vehicle.status,
    photo: cover === undefined ? null : `${mediaPrefix}/api/v2/images/${cover}/w/640.jpg?ratio=16-9`,
  };
}

export function retailerView(dealer: DealerRow | null | undefined, locale: string) {
  if (!dealer) return null;
  const en = locale === 'en';
  return {
    dealer_code: dealer.dealerCode,
    name: en ? dealer.nameEn : dealer.nameHe,
    city: en ? dealer.cityEn : dealer.cityHe,
    address: en ? dealer.addressEn : dealer.addressHe,
    phone: dealer.phone,
    email: dealer.email,
  };
}

/** The car's title as e-mails and lists show it: "Range Rover Sport Dynamic SE 2025". */
export const vehicleTitle = (vehicle: Pick<VehicleRow, 'nameplateName' | 'version' | 'productionYear'> | undefined) =>
  vehicle ? `${vehicle.nameplateName} ${vehicle.version} ${vehicle.productionYear}`.replace(/\s+/g, ' ').trim() : null;

export interface OrderContext {
  vehicle?: VehicleRow | undefined;
  retailer?: DealerRow | null | undefined;
  mediaPrefix: string;
}

export function orderView(order: OrderRow, context: OrderContext) {
  const amount = order.amount ?? 0;
  return {
    order_number: order.number,
    state: order.state,
    payment_status: order.paymentStatus,
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
    vendor: order.vendor,
    amount,
    currency: order.currency ?? 'ILS',
    reservation_fee: amount / 100,
    finance_option: order.financeOption,
    locale: order.locale,
    confirmation_by_link: order.confirmationByLink,
    hold_expires_at: iso(order.holdExpiresAt),
    vehicle: vehicleView(context.vehicle, context.mediaPrefix),
    retailer: retailerView(context.retailer, order.locale),
    metadata: order.metadata,
  };
}

export function adminOrderView(order: OrderRow, context: OrderContext) {
  return {
    ...orderView(order, context),
    id: order.id,
    lock_id: order.lockId,
    vendor_uuid: order.vendorUuid,
    vehicle_vin: order.vehicleVin,
    customer_email: order.customerEmail,
    lead_attributes: order.leadAttributes,
    rdx_forms_lead_id: order.rdxFormsLeadId,
    stripe_payment_intent_id: order.stripePaymentIntentId,
    paypal_order_id: order.paypalOrderId,
    liqpay_order_id: order.liqpayOrderId,
    capture_requested_at: iso(order.captureRequestedAt),
  };
}

export const transitionView = (row: typeof orderTransitions.$inferSelect) => ({
  from_state: row.fromState,
  to_state: row.toState,
  cause: row.cause,
  actor: row.actor,
  data: row.data,
  created_at: row.createdAt.toISOString(),
});

/** What the audit log keeps of an order: its facts, never the buyer's details. */
export const auditedOrder = (order: OrderRow) => ({
  number: order.number,
  state: order.state,
  payment_status: order.paymentStatus,
  vendor: order.vendor,
  amount: order.amount,
  vehicle_id: order.vehicleId,
});
