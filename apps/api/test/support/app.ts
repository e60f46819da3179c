import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import type { TestDatabase } from './database.js';

export interface StartOptions {
  env?: Record<string, string>;
  /** Runs after the app is built and before it loads its plugins: add hooks or test-only routes here. */
  beforeReady?: (app: FastifyInstance) => void;
}

/** Builds the real app against a test database, quietly, and waits until it is ready. */
export async function startApp(database: TestDatabase, options: StartOptions = {}): Promise<FastifyInstance> {
  // A free port for the local SMTP stand-in: test files listen in parallel, and so may an e2e API.
  const config = loadConfig({ LOG_LEVEL: 'silent', LOCAL_SMTP_PORT: '0', ...database.env, ...options.env });
  const app = buildApp(config);
  options.beforeReady?.(app);
  await app.ready();
  return app;
}

/** The single error object of an error envelope, failing loudly if the body is anything else. */
export function onlyError(body: string) {
  const parsed = JSON.parse(body) as { errors?: unknown };
  if (!Array.isArray(parsed.errors) || parsed.errors.length !== 1) {
    throw new Error(`Expected an error envelope with one error, got ${body}`);
  }
  return parsed.errors[0] as {
    status: string;
    title: string;
    detail: string;
    source?: Record<string, string>;
  };
}
