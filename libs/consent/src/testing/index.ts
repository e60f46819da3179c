/**
 * Test helpers (entry `@lux/consent/testing`): a fake window and local stand-ins for the consent
 * vendors' browser APIs, so adapters — and the site's own tests — run without the vendors' servers.
 */
export { createFakeWindow, customEvent, FakeCookieJar, FakeStorage, type FakeWindow, type StandInWindow } from './fake-window';
export { installOneTrustStandIn, type OneTrustStandInOptions } from './onetrust.stand-in';
export { installCookiebotStandIn } from './cookiebot.stand-in';
export { installCookieInformationStandIn } from './cookie-information.stand-in';
export { installUsercentricsStandIn, standInUsercentricsServices } from './usercentrics.stand-in';
