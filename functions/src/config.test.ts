import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config';

describe('function configuration', () => {
  it('applies the defaults when nothing is set', () => {
    expect(readConfig({})).toEqual({
      trustedProxyHops: 2,
      storageBucket: undefined,
      emulated: false,
      storageEmulatorHost: undefined,
      localStorageDir: undefined,
      hostingSite: undefined,
      localPublicDir: undefined,
    });
  });

  it('publishes to the default Hosting site of the project unless ROCA_HOSTING_SITE names another', () => {
    expect(readConfig({ GCLOUD_PROJECT: 'roca-prod' }).hostingSite).toBe('roca-prod');
    expect(readConfig({ GCLOUD_PROJECT: 'roca-prod', ROCA_HOSTING_SITE: 'roca-www' }).hostingSite).toBe('roca-www');
    expect(() => readConfig({ ROCA_HOSTING_SITE: 'Not A Site' })).toThrow(/ROCA_HOSTING_SITE must be a Hosting site id/);
  });

  it('reads the emulator variables the local stack sets', () => {
    const config = readConfig({ FUNCTIONS_EMULATOR: 'true', TRUSTED_PROXY_HOPS: '1', ROCA_LOCAL_STORAGE_DIR: '/tmp/store' });
    expect(config).toMatchObject({ emulated: true, trustedProxyHops: 1, localStorageDir: '/tmp/store' });
  });

  it('refuses every bad value at once, naming each variable and what it got', () => {
    const read = () => readConfig({ TRUSTED_PROXY_HOPS: 'two', FIRESTORE_EMULATOR_HOST: 'localhost', FUNCTIONS_EMULATOR: 'yes' });
    expect(read).toThrow(ConfigError);
    expect(read).toThrow(/TRUSTED_PROXY_HOPS must be a whole number \(got "two"\)/);
    expect(read).toThrow(/FIRESTORE_EMULATOR_HOST must be host:port/);
    expect(read).toThrow(/FUNCTIONS_EMULATOR must be 'true' or 'false'/);
  });
});
