import type { OrderConfigStrings } from '../../i18n/orderStrings';
import type { ConfigDraft } from './configDraft';

/**
 * What the problem summary calls a field (`steps.1.title` → "Step 2: Payment option · Title"), so each
 * line says where the problem is, as the label beside the field does.
 */
export function fieldLabel(name: string, draft: ConfigDraft, s: OrderConfigStrings): string {
  const parts = name.split('.');
  const [head, second, third] = parts;
  const labels: Record<string, string> = {
    payment_vendor_types: s.vendorsLegend,
    payment_vendor_type: s.defaultVendor,
    reservation_fee: s.reservationFee,
    currency: s.currency,
    inquiry_recipients: s.inquiryRecipients,
    steps: s.stepsLegend,
    terms_html: s.termsLabel,
    key: s.stepKey,
    component_type: s.componentType,
    title: s.title,
    heading: s.heading,
    description: s.description,
    id: s.packId,
    price: s.price,
    days_ahead: s.daysAhead,
    slots: s.slots,
  };
  const named = (field: string | undefined) => (field === undefined ? '' : (s.pageKeys[field] ?? labels[field] ?? field));
  if (head === 'steps' && second !== undefined && draft.kind === 'order_online') {
    const index = Number(second);
    const step = draft.steps[index];
    return `${s.stepN(index + 1, step?.title || step?.key || second)} · ${named(third)}`;
  }
  if (head === 'service_packs' && second !== undefined && draft.kind === 'order_online_steps_page') {
    const index = Number(second);
    const pack = draft.packs[index];
    return `${s.packN(index + 1, pack?.title || pack?.id || second)} · ${named(third)}`;
  }
  if (head === 'appointment' && second !== undefined) return `${s.appointmentLegend} · ${named(second)}`;
  if (head === 'by_type' && second !== undefined) return `${s.byTypeLegend(s.paymentTypes[second] ?? second)} · ${named(third)}`;
  if (parts.length === 2 && draft.kind === 'order_online_steps_page') return `${s.stepTextOf(head!)} · ${named(second)}`;
  return parts.length === 1 ? named(head) : name;
}
