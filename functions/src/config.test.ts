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
      mail: { smtp: undefined, from: undefined, tokenKey: undefined, siteUrl: undefined },
      paypal: undefined,
    });
  });

  it("reads PayPal's REST app: live by default, sandbox when asked, the local stand-in when the stack runs one", () => {
    const app = { PAYPAL_CLIENT_ID: 'AbC-123_xyz-client', PAYPAL_CLIENT_SECRET: 'a-long-secret', PAYPAL_MERCHANT_ID: 'MERCHANT1' };
    expect(readConfig(app).paypal).toEqual({
      apiUrl: 'https://api-m.paypal.com',
      clientId: 'AbC-123_xyz-client',
      clientSecret: 'a-long-secret',
      webhookId: undefined,
      merchantId: 'MERCHANT1',
    });
    expect(readConfig({ ...app, PAYPAL_ENVIRONMENT: 'sandbox' }).paypal?.apiUrl).toBe('https://api-m.sandbox.paypal.com');
    expect(readConfig({ ...app, ROCA_EMULATOR_PAYPAL_API: 'http://127.0.0.1:1090' }).paypal?.apiUrl).toBe('http://127.0.0.1:1090');
    // Without both credentials there is no REST app: the form keeps the hosted button.
    expect(readConfig({ PAYPAL_CLIENT_ID: 'AbC-123_xyz-client' }).paypal).toBeUndefined();
    // The placeholder a site that keeps the hosted button stores, since deploy needs the secrets to exist.
    expect(readConfig({ PAYPAL_CLIENT_ID: 'none', PAYPAL_CLIENT_SECRET: 'none\n' }).paypal).toBeUndefined();
    const bad = () => readConfig({ ...app, PAYPAL_ENVIRONMENT: 'production', PAYPAL_CLIENT_SECRET: 'short' });
    expect(bad).toThrow(/PAYPAL_ENVIRONMENT must be 'live' or 'sandbox'/);
    expect(bad).toThrow(/PAYPAL_CLIENT_SECRET must be the REST app's secret \(got a value of 5 characters\)/);
  });

  it("reads the SMTP relay: 465 is TLS from the start, 587 upgrades; the local stack's server wins", () => {
    const relay = { MAIL_SMTP_HOST: 'smtp.example.net', MAIL_SMTP_USER: 'roca', MAIL_SMTP_PASSWORD: 'pw', GCLOUD_PROJECT: 'roca-prod' };
    expect(readConfig({ ...relay, MAIL_SMTP_PORT: '465' }).mail.smtp).toEqual({
      host: 'smtp.example.net',
      port: 465,
      secure: true,
      user: 'roca',
      password: 'pw',
    });
    expect(readConfig(relay).mail).toMatchObject({ smtp: { port: 587, secure: false }, siteUrl: 'https://roca-prod.web.app' });
    const local = readConfig({ ...relay, ROCA_EMULATOR_SMTP: '127.0.0.1:1025', ROCA_EMULATOR_SITE_URL: 'http://127.0.0.1:5000/' });
    expect(local.mail).toMatchObject({
      smtp: { host: '127.0.0.1', port: 1025, secure: false, user: undefined },
      siteUrl: 'http://127.0.0.1:5000',
    });
  });

  it('never writes a secret into its complaint', () => {
    const read = () => readConfig({ MAIL_TOKEN_KEY: 'short-but-secret', MAIL_FROM: 'Someone\r\nBcc: x@example.org' });
    expect(read).toThrow(/MAIL_TOKEN_KEY must be at least 32 characters .*\(got a value of 16 characters\)/);
    expect(read).toThrow(/MAIL_FROM must be an address/);
    expect(read).not.toThrow(/short-but-secret/);
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
