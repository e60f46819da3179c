import { Type } from 'typebox';

/**
 * The querystring of a route that takes no query parameters: declared, so the contract (and the OpenAPI
 * document) says so instead of leaving it open. Unknown keys are dropped by validation, never used.
 */
export const NoQuery = Type.Object({}, { additionalProperties: false });
