import { lazy, type ComponentType as ReactComponent } from 'react';
import type { ComponentType, PageConfig, StepView } from '@lux/order-online';
import type { CheckoutLocale, CheckoutStrings } from '../strings';
import { PaymentOptionStep } from '../steps/PaymentOptionStep';
import { RetailerStep } from '../steps/RetailerStep';
import { ServicePackStep } from '../steps/ServicePackStep';
import { TermsStep } from '../steps/TermsStep';
import type { StepComponentProps } from '../steps/types';
import { VehicleDetailStep } from '../steps/VehicleDetailStep';

// The steps with a date field or a validation library are chunks of their own, loaded when shown.
const TradeInStep = lazy(() => import('../steps/TradeInStep').then((module) => ({ default: module.TradeInStep })));
const AppointmentStep = lazy(() => import('../steps/AppointmentStep').then((module) => ({ default: module.AppointmentStep })));
const CustomerDetailsStep = lazy(() =>
  import('../steps/CustomerDetailsStep').then((module) => ({ default: module.CustomerDetailsStep })),
);

/** One screen per component type (ADR 026 §3); a type without one fails to compile. */
export const stepComponents = {
  vehicle_detail: VehicleDetailStep,
  payment_option: PaymentOptionStep,
  trade_in: TradeInStep,
  service_pack: ServicePackStep,
  appointment: AppointmentStep,
  retailer: RetailerStep,
  terms: TermsStep,
  customer_details: CustomerDetailsStep,
} satisfies Record<ComponentType, ReactComponent<StepComponentProps>>;

export interface StepTexts {
  /** The tab's label. */
  title: string;
  heading: string;
  description: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * A step's texts: the configuration's (`steps[].title`, and the steps page's `{ heading, description }`
 * under the step's key) on pages in the site's default language, the UI's words on others.
 */
export function stepTexts(step: StepView, page: PageConfig, locale: CheckoutLocale, t: CheckoutStrings): StepTexts {
  const [first] = step.componentTypes;
  const fallback = first ? t.stepTitles[first] : step.key;
  if (locale !== 'he') return { title: fallback, heading: fallback, description: '' };
  const own = page[step.key];
  const texts = typeof own === 'object' && own !== null ? (own as Record<string, unknown>) : {};
  const title = step.title || fallback;
  return { title, heading: text(texts['heading']) || title, description: text(texts['description']) };
}
