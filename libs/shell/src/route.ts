import { createEvent, createStore } from 'effector';

/**
 * The visitor arrived on a path: the first render after load, then every client-side route change.
 * Pass the pathname (no query or hash). Popups and the floating button re-evaluate on it (A§4).
 */
export const pathChanged = createEvent<string>();

/** The current pathname; '' until the first `pathChanged`. */
export const $currentPath = createStore('', { sid: 'shell/route/$currentPath' }).on(pathChanged, (_, path) => path);
