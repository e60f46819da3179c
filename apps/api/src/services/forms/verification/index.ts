import fp from 'fastify-plugin';
import type { PipelineConfig, VerificationConfig } from '../../../config.js';
import { FAKE_BRITEVERIFY_API_KEY, FAKE_TWILIO, fakeBriteVerifyRoutes, fakeTwilioVerifyRoutes } from '../../fakes/index.js';
import { briteVerify } from './briteverify.js';
import { emailVerificationRoutes } from './email.routes.js';
import { integrationsRoutes } from './integrations.routes.js';
import { phoneVerificationRoutes } from './phone.routes.js';
import { recaptcha, type VerifyCaptcha } from './recaptcha.js';
import { injectFetch } from './transport.js';
import { twilioVerify } from './twilio-verify.js';

export { briteVerify, BRITEVERIFY_URL, EMAIL_VERIFICATION_TIMEOUT_MS, type EmailVerification, type VerifyEmail } from './briteverify.js';
export { checkLeadGate, leadRefusal, sendLeadRefusal, verifiedPhoneFields, type LeadRefusal } from './lead-gate.js';
export { toE164, verificationMessages } from './phone.js';
export { CODE_VALIDITY_MS, PHONE_NUMBER_LIMIT, PHONE_RATE_LIMIT } from './phone.routes.js';
export { EMAIL_RATE_LIMIT } from './email.routes.js';
export { recaptcha, RECAPTCHA_VERIFY_URL, type CaptchaResult, type VerifyCaptcha } from './recaptcha.js';
export { checkPhoneToken, signPhoneToken } from './token.js';
export { injectFetch, type Fetch } from './transport.js';
export { twilioVerify, TwilioVerifyError, TWILIO_ERRORS, type TwilioVerification, type TwilioVerifyClient } from './twilio-verify.js';

/** What the lead route and the public form read need from verification. */
export interface FormVerification {
  /** Null when RECAPTCHA_SECRET is unset: leads are taken without a captcha. */
  captcha: { siteKey: string; verify: VerifyCaptcha } | null;
  tokenSecret: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    formVerification: FormVerification;
  }
}

export interface VerificationServiceOptions {
  config: VerificationConfig;
  /** The CRM the lead pipeline uses. */
  crm: PipelineConfig['crm'];
}

/** Any host: the in-process transport uses only the path. */
const LOCAL_ORIGIN = 'http://lux-api.internal';

/**
 * Visitor verification under the forms prefix (issue 11): phone codes, e-mail checks, CRM integration
 * status, and the captcha the lead route asks for. A vendor left unset is the embedded default's local
 * fake, mounted here and reached in-process by the very client that speaks to the vendor.
 */
export const verificationService = fp<VerificationServiceOptions>(
  async (app, options) => {
    const { config, crm } = options;
    const localFetch = injectFetch(app);
    const localBase = `${LOCAL_ORIGIN}${app.prefix}`;
    const log = app.log.child({ component: 'verification' });

    const twilio = twilioVerify(
      config.twilio
        ? { ...config.twilio, timeoutMs: config.timeoutMs }
        : { baseUrl: `${localBase}/fake-twilio`, ...FAKE_TWILIO, timeoutMs: config.timeoutMs, fetch: localFetch },
    );
    const verifyEmail = briteVerify(
      config.briteVerify
        ? { ...config.briteVerify, log }
        : { apiKey: FAKE_BRITEVERIFY_API_KEY, url: `${localBase}/fake-briteverify/api/public/v1/fullverify`, fetch: localFetch, log },
    );
    const captcha = config.recaptcha
      ? { siteKey: config.recaptcha.siteKey, verify: recaptcha({ secret: config.recaptcha.secret, verifyUrl: config.recaptcha.verifyUrl, timeoutMs: config.timeoutMs }) }
      : null;
    app.decorate('formVerification', { captcha, tokenSecret: config.tokenSecret } satisfies FormVerification);

    await app.register(async (scope) => {
      if (!config.twilio) await scope.register(fakeTwilioVerifyRoutes);
      if (!config.briteVerify) await scope.register(fakeBriteVerifyRoutes);
      await scope.register(phoneVerificationRoutes, { twilio, tokenSecret: config.tokenSecret, tokenTtlSeconds: config.tokenTtlSeconds });
      await scope.register(emailVerificationRoutes, { verifyEmail });
      await scope.register(integrationsRoutes, { crm, localFetch, localBase });
    });
    if (process.env['NODE_ENV'] === 'production' && (!config.twilio || !config.briteVerify)) {
      // Allowed (a site may not use them), but visitors then never get an SMS and every address passes.
      log.warn({ phone: config.twilio ? 'twilio' : 'local fake', email: config.briteVerify ? 'briteverify' : 'local fake' }, 'verification runs on local fakes in production');
    }
    log.debug({ twilio: config.twilio ? 'twilio' : 'local fake', email: config.briteVerify ? 'briteverify' : 'local fake', captcha: captcha !== null }, 'verification ready');
  },
  { name: 'form-verification', fastify: '5.x', dependencies: ['db', 'auth'] },
);
