import { decidedSnapshot, undecidedSnapshot, type ConsentScope, type ConsentSnapshot } from '../scopes';
import { categoryAllowed, requireVendor, scopesForCategories, vendorGlobal } from './vendor';
import { createNotifier, listen, sharedSubscription, type ConsentStrategy, type ConsentStrategyEnvironment } from './types';

/** One service as `UC_UI.getServicesBaseInfo()` describes it. */
export interface UsercentricsService {
  id: string;
  name: string;
  categorySlug: string;
  consent: { status: boolean };
}

/** The Usercentrics browser UI (v2, `window.UC_UI`) calls this adapter uses. */
export interface UsercentricsApi {
  isInitialized?(): boolean;
  acceptAllConsents(): Promise<void>;
  denyAllConsents(): Promise<void>;
  acceptServices(serviceIds: string[]): Promise<void>;
  rejectServices?(serviceIds: string[]): Promise<void>;
  getServicesBaseInfo(): UsercentricsService[];
  /** Opens the detailed preferences. */
  showSecondLayer(): void;
}

/**
 * Category slug → scopes. `essential`, `functional` and `marketing` are Usercentrics' standard
 * categories; `statistics` is the slug most set-ups add for analytics. Other slugs grant nothing.
 */
export const DEFAULT_USERCENTRICS_CATEGORIES: Readonly<Record<string, readonly ConsentScope[]>> = Object.freeze({
  essential: ['obligatory'],
  functional: ['optional'],
  statistics: ['statistic'],
  marketing: ['marketing'],
});

/** `UC_UI_CMP_EVENT` (ACCEPT_ALL, DENY_ALL, SAVE…) and the data-layer event configured as `ucEvent`. */
export const USERCENTRICS_EVENTS = ['UC_UI_CMP_EVENT', 'ucEvent', 'UC_UI_INITIALIZED'] as const;
/** Usercentrics sets this local-storage flag once the visitor has answered. */
export const USERCENTRICS_INTERACTION_KEY = 'uc_user_interaction';

export function createUsercentricsStrategy(environment: ConsentStrategyEnvironment): ConsentStrategy {
  const mapping = environment.usercentricsCategories ?? DEFAULT_USERCENTRICS_CATEGORIES;
  const notifier = createNotifier();
  const api = () => requireVendor<UsercentricsApi>(environment, 'UC_UI');

  const read = (): ConsentSnapshot => {
    const ucUi = vendorGlobal<UsercentricsApi>(environment, 'UC_UI');
    if (ucUi === null || ucUi.isInitialized?.() === false) return undecidedSnapshot('unknown');
    let answered = false;
    try {
      answered = environment.storage?.getItem(USERCENTRICS_INTERACTION_KEY) === 'true';
    } catch {
      answered = false;
    }
    // Undecided means obligatory only, even where Usercentrics is set up for implied consent.
    if (!answered) return undecidedSnapshot('pending');
    const services = ucUi.getServicesBaseInfo();
    // A category counts as granted when every one of its services has consent.
    const slugs = new Set(services.map((service) => service.categorySlug));
    const granted = [...slugs].filter((slug) => services.every((s) => s.categorySlug !== slug || s.consent.status));
    return decidedSnapshot(scopesForCategories(granted, mapping));
  };
  const act = (action: (ucUi: UsercentricsApi) => Promise<void>) =>
    notifier.quietly(async () => {
      await action(api());
      return read();
    });

  return {
    kind: 'usercentrics',
    showsPendingBanner: false,
    read,
    acceptAll: () => act((ucUi) => ucUi.acceptAllConsents()),
    rejectAll: () => act((ucUi) => ucUi.denyAllConsents()),
    saveSelected: (selected) =>
      act(async (ucUi) => {
        const services = ucUi.getServicesBaseInfo();
        const allowed = (service: UsercentricsService) => categoryAllowed(mapping[service.categorySlug], selected);
        const accept = services.filter(allowed).map((service) => service.id);
        const reject = services.filter((service) => !allowed(service)).map((service) => service.id);
        if (ucUi.rejectServices) {
          await ucUi.acceptServices(accept);
          await ucUi.rejectServices(reject);
        } else {
          await ucUi.denyAllConsents();
          await ucUi.acceptServices(accept);
        }
      }),
    withdraw: () => act((ucUi) => ucUi.denyAllConsents()),
    reopen: async () => api().showSecondLayer(),
    subscribe: sharedSubscription(notifier, () =>
      environment.window ? listen(environment.window, USERCENTRICS_EVENTS, () => notifier.notify(read())) : () => undefined,
    ),
  };
}
