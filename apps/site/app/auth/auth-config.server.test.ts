import { describe, expect, it } from 'vitest';
import { DEV_OIDC_CLIENT_SECRET, DEV_SESSION_SECRET, authConfig } from '../config.server';
import { upstreamUrl } from './admin-proxy.server';
import { hasRole } from './guard.server';
import { rolesFromClaims } from './session.server';

const strong = 'x'.repeat(40);

describe('authConfig', () => {
  it('has working development defaults', () => {
    const config = authConfig({});
    expect(config).toMatchObject({
      issuer: 'http://127.0.0.1:3001/identity',
      clientId: 'lux-site',
      clientSecret: DEV_OIDC_CLIENT_SECRET,
      sessionSecret: DEV_SESSION_SECRET,
      idleMs: 30 * 60_000,
      absoluteMs: 12 * 3_600_000,
      cookieSecure: false,
      requireUserLogin: false,
    });
    expect(config.adminServices.identity).toBe('http://127.0.0.1:3001/identity');
  });

  it('refuses the development secrets in production', () => {
    expect(() => authConfig({ NODE_ENV: 'production' })).toThrow(/OIDC_CLIENT_SECRET must be set.*SESSION_SECRET must be set/);
    expect(() => authConfig({ NODE_ENV: 'production', OIDC_CLIENT_SECRET: strong })).toThrow(/SESSION_SECRET must be set/);
    expect(authConfig({ NODE_ENV: 'production', OIDC_CLIENT_SECRET: strong, SESSION_SECRET: strong }).cookieSecure).toBe(true);
  });

  it('refuses short secrets and bad numbers', () => {
    expect(() => authConfig({ SESSION_SECRET: 'short' })).toThrow(/at least 32/);
    expect(() => authConfig({ SESSION_IDLE_MINUTES: '0' })).toThrow(/SESSION_IDLE_MINUTES/);
  });

  it('lets COOKIE_SECURE override the production default', () => {
    expect(authConfig({ NODE_ENV: 'production', OIDC_CLIENT_SECRET: strong, SESSION_SECRET: strong, COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
    expect(authConfig({ COOKIE_SECURE: 'true' }).cookieSecure).toBe(true);
  });
});

describe('roles', () => {
  it('reads a claim by dot path', () => {
    expect(rolesFromClaims({ roles: ['editor', 3] }, 'roles')).toEqual(['editor']);
    expect(rolesFromClaims({ realm: { roles: ['sales'] } }, 'realm.roles')).toEqual(['sales']);
    expect(rolesFromClaims({ roles: 'admin viewer' }, 'roles')).toEqual(['admin', 'viewer']);
    expect(rolesFromClaims({}, 'roles')).toEqual([]);
  });

  it('admin passes every check; no roles asked means any signed-in user', () => {
    expect(hasRole({ roles: ['admin'] }, ['editor'])).toBe(true);
    expect(hasRole({ roles: ['viewer'] }, ['editor', 'sales'])).toBe(false);
    expect(hasRole({ roles: ['sales'] }, ['editor', 'sales'])).toBe(true);
    expect(hasRole({ roles: ['viewer'] }, undefined)).toBe(true);
  });
});

describe('admin proxy paths', () => {
  const base = 'http://127.0.0.1:3001/content';
  it('stays under the service base', () => {
    expect(upstreamUrl(base, 'admin/pages', '?page=2')?.href).toBe('http://127.0.0.1:3001/content/admin/pages?page=2');
  });
  it.each(['../identity/users', 'a/../../stock', '..%2fidentity', 'a%5c..', '/\\evil'])('refuses %s', (path) => {
    expect(upstreamUrl(base, path, '')).toBeNull();
  });
});
