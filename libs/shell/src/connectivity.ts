import { createEvent, createStore } from 'effector';

/** The browser reported losing or regaining the network (A§4: online/offline status is tracked). */
export const wentOffline = createEvent();
export const wentOnline = createEvent();

/** True until the browser says otherwise; the server always renders online. */
export const $online = createStore(true, { sid: 'shell/$online' })
  .on(wentOffline, () => false)
  .on(wentOnline, () => true);
