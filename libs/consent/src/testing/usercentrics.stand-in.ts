import { USERCENTRICS_INTERACTION_KEY, type UsercentricsService } from '../strategies/usercentrics';
import { customEvent, type StandInWindow } from './fake-window';

/** Services of a typical brand site, one or two per category. */
export const standInUsercentricsServices: readonly Omit<UsercentricsService, 'consent'>[] = [
  { id: 'H1Vl5NidjWX', name: 'Usercentrics Consent Management Platform', categorySlug: 'essential' },
  { id: 'HkocEodjb7', name: 'Google Analytics', categorySlug: 'statistics' },
  { id: 'S1_9Vsuj-Q', name: 'Google Ads', categorySlug: 'marketing' },
  { id: 'ryDQcVoOoZQ', name: 'Facebook Pixel', categorySlug: 'marketing' },
  { id: 'BJz7qNsdj-7', name: 'YouTube Video', categorySlug: 'functional' },
];

/**
 * A local Usercentrics browser UI: `window.UC_UI` (acceptAllConsents, denyAllConsents,
 * acceptServices, rejectServices, getServicesBaseInfo, showSecondLayer, isInitialized), the
 * `uc_user_interaction` flag in local storage, and after each answer the `UC_UI_CMP_EVENT`
 * (`detail.type` ACCEPT_ALL / DENY_ALL / SAVE) and the data-layer window event `ucEvent`.
 */
export function installUsercentricsStandIn(win: StandInWindow & { localStorage: { setItem(k: string, v: string): void } }) {
  const state = { secondLayerShown: 0 };
  const consent = new Map(standInUsercentricsServices.map((service) => [service.id, service.categorySlug === 'essential']));
  const publish = (type: 'ACCEPT_ALL' | 'DENY_ALL' | 'SAVE') => {
    win.localStorage.setItem(USERCENTRICS_INTERACTION_KEY, 'true');
    win.dispatchEvent(customEvent('UC_UI_CMP_EVENT', { source: 'SECOND_LAYER', type }));
    const detail: Record<string, unknown> = { event: 'consent_status', type: 'explicit' };
    for (const service of standInUsercentricsServices) detail[service.name] = consent.get(service.id);
    win.dispatchEvent(customEvent('ucEvent', detail));
  };
  const set = (ids: Iterable<string>, value: boolean) => {
    for (const id of ids) {
      const service = standInUsercentricsServices.find((s) => s.id === id);
      if (service && service.categorySlug !== 'essential') consent.set(id, value);
    }
  };
  const all = () => standInUsercentricsServices.map((service) => service.id);
  win.UC_UI = {
    isInitialized: () => true,
    acceptAllConsents: async () => {
      set(all(), true);
      publish('ACCEPT_ALL');
    },
    denyAllConsents: async () => {
      set(all(), false);
      publish('DENY_ALL');
    },
    acceptServices: async (ids: string[]) => {
      set(ids, true);
      publish('SAVE');
    },
    rejectServices: async (ids: string[]) => {
      set(ids, false);
      publish('SAVE');
    },
    getServicesBaseInfo: (): UsercentricsService[] =>
      standInUsercentricsServices.map((service) => ({ ...service, consent: { status: consent.get(service.id) ?? false } })),
    showSecondLayer: () => {
      state.secondLayerShown += 1;
    },
  };
  return {
    state,
    /** The visitor saves a choice of services in Usercentrics' own dialog. */
    visitorChooses: (acceptedIds: string[]) => {
      set(all(), false);
      set(acceptedIds, true);
      publish('SAVE');
    },
  };
}
