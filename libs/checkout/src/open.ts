import { allSettled, scopeBind, type Scope } from 'effector';
import {
  $orderOnlineData,
  $vehicle,
  holdClockStarted,
  holdClockStopped,
  holdRequested,
  orderOnlineDataChanged,
  orderOnlineDataCleared,
  orderOnlineOpened,
  stepsReset,
} from '@lux/order-online';

export interface JourneyPage {
  vehicleId: string;
  /** The company the order belongs to (`company_uuid`). */
  companyUuid: string;
}

/**
 * Starts the hold's clock. Not awaited: the clock is a timer that runs until stopped, and `allSettled`
 * would wait for it for ever. Returns what stops it (the page's cleanup).
 */
export function startHoldClock(scope: Scope): () => void {
  scopeBind(holdClockStarted, { scope, safe: true })();
  return () => scopeBind(holdClockStopped, { scope, safe: true })();
}

/**
 * The steps page opened in the browser (after the journey was read back): a journey stored for another
 * vehicle starts again (A§4 reset), this one is remembered (A§3 vehicleId, detailsRoute, configUrl), and
 * the vehicle is held for the buyer — a stored hold of this vehicle is checked, otherwise a new one taken.
 */
export async function detailsOpened(
  scope: Scope,
  page: JourneyPage & { detailsRoute: string; configUrl: string | null },
): Promise<void> {
  const stored = scope.getState($orderOnlineData).vehicleId;
  if (stored !== null && stored !== page.vehicleId) {
    await allSettled(orderOnlineDataCleared, { scope });
    await allSettled(stepsReset, { scope });
  }
  await allSettled(orderOnlineDataChanged, {
    scope,
    params: { vehicleId: page.vehicleId, detailsRoute: page.detailsRoute, configUrl: page.configUrl },
  });
  await allSettled(holdRequested, { scope, params: { vehicleId: page.vehicleId, companyUuid: page.companyUuid } });
}

/**
 * Checkout opened in the browser: without the vehicle from the server (no `?vehicle=` in the address),
 * the journey's stored vehicle is fetched; then its hold is checked (or taken).
 */
export async function checkoutOpened(scope: Scope, page: { companyUuid: string; listing: string }): Promise<string | null> {
  let vehicleId = scope.getState($vehicle)?.id ?? null;
  if (vehicleId === null) {
    const data = scope.getState($orderOnlineData);
    if (data.vehicleId === null) return null;
    await allSettled(orderOnlineOpened, {
      scope,
      params: { vehicleId: data.vehicleId, listing: page.listing, configUrl: data.configUrl, companyConfig: page.companyUuid },
    });
    vehicleId = scope.getState($vehicle)?.id ?? null;
    if (vehicleId === null) return null;
  }
  await allSettled(holdRequested, { scope, params: { vehicleId, companyUuid: page.companyUuid } });
  return vehicleId;
}
