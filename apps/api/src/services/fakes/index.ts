export { FAKE_BRITEVERIFY_API_KEY, fakeBriteVerifyRoutes, type FakeBriteVerifyOptions } from './briteverify.routes.js';
export { crmReceiverRoutes, type CrmReceiverOptions } from './crm-receiver.routes.js';
export { mailboxRoutes } from './mailbox.routes.js';
export { FAKE_RECAPTCHA, startFakeRecaptcha, type FakeRecaptchaServer } from './recaptcha-server.js';
export { startLocalSmtpServer, type LocalSmtpServer } from './smtp-server.js';
export { FAKE_SMS_FROM, FAKE_TWILIO, FAKE_TWILIO_LIMITS, fakeTwilioVerifyRoutes } from './twilio-verify.routes.js';
