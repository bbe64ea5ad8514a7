import { describe, expect, it } from 'vitest';
import os from 'node:os';
import { ConfigError, defaultPoolSize, loadConfig } from './config';

describe('configuration from the environment', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      adminUsername: 'admin',
      seedDemo: undefined,
      businessTimezone: 'America/New_York',
      isProduction: false,
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      DATA_DIR: '/tmp/x',
      ADMIN_USERNAME: 'boss',
      ADMIN_PASSWORD: 'long enough for sure',
      SEED_DEMO: 'false',
      BUSINESS_TIMEZONE: 'America/Chicago',
      NODE_ENV: 'production',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
      dataDir: '/tmp/x',
      adminUsername: 'boss',
      adminPassword: 'long enough for sure',
      seedDemo: false,
      businessTimezone: 'America/Chicago',
      isProduction: true,
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['SEED_DEMO', 'maybe'],
    ['BUSINESS_TIMEZONE', 'Mars/Olympus'],
    ['NODE_ENV', 'staging'],
    ['ADMIN_PASSWORD', 'short'],
    ['ADMIN_USERNAME', 'has space'],
    ['DATABASE_POOL_SIZE', '1'],
    ['DATABASE_POOL_SIZE', 'many'],
  ])('stops on a bad %s with one line naming it', (name, value) => {
    let error: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain(name);
    expect(message).not.toContain('\n');
  });

  it('reads TRUST_PROXY as a flag or a list of addresses and ranges, off by default', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,fd00::/8' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'fd00::/8',
    ]);
    for (const bad of ['proxy.local', '10.0.0.0/33', '127.0.0.1,nope', ',']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(
        new RegExp(`^Invalid environment variable TRUST_PROXY=.*: expected true, false or a comma list`),
      );
    }
  });

  it('sizes the PostgreSQL pool from the cores, always above what billing takes', () => {
    expect(loadConfig({}).databasePoolSize).toBe(Math.max(4, 2 * os.availableParallelism()));
    expect(defaultPoolSize(2)).toBeGreaterThanOrEqual(4);
    expect(loadConfig({ BILLING_CONNECTIONS: '8' }).databasePoolSize).toBeGreaterThanOrEqual(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '12' }).databasePoolSize).toBe(12);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '2', BILLING_CONNECTIONS: '2' })).toThrow(
      /DATABASE_POOL_SIZE="2": expected more connections than BILLING_CONNECTIONS \(2\)/,
    );
  });
});
