import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

describe('loadConfig: MEDIA_CACHE_DIR', () => {
  it('defaults to .data/media-cache under the working directory', () => {
    expect(loadConfig({}, '/srv/lux').mediaCacheDir).toBe('/srv/lux/.data/media-cache');
  });

  it('resolves a relative folder against the working directory and keeps an absolute one', () => {
    expect(loadConfig({ MEDIA_CACHE_DIR: 'cache/media' }, '/srv/lux').mediaCacheDir).toBe(
      '/srv/lux/cache/media',
    );
    expect(loadConfig({ MEDIA_CACHE_DIR: '/var/cache/lux' }, '/srv/lux').mediaCacheDir).toBe(
      '/var/cache/lux',
    );
  });

  it('refuses a URL, naming the variable', () => {
    expect(() => loadConfig({ MEDIA_CACHE_DIR: 's3://bucket/media' })).toThrowError(ConfigError);
    expect(() => loadConfig({ MEDIA_CACHE_DIR: 's3://bucket/media' })).toThrowError(/MEDIA_CACHE_DIR/);
  });
});
