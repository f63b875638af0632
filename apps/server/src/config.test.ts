import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { resolveSecretKey } from './secret-key.ts';

function failure(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('settings', () => {
  it('defaults to port 3000, SQLite in ./data and production', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBe(`sqlite:${path.resolve('data/pinwheel.sqlite')}`);
    expect(config.publicUrl).toBe('http://127.0.0.1:3000');
    expect(config.mode).toBe('production');
    expect(config.secretKey).toBeUndefined();
  });

  it('reads every setting', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      PUBLIC_URL: 'https://shop.example/',
      DATABASE_URL: 'postgres://u:p@db:5432/shop',
      DATABASE_PREPARED_STATEMENTS: 'false',
      REDIS_URL: 'redis://cache:6379',
      SECRET_KEY: 'k'.repeat(40),
      LOG_LEVEL: 'debug',
      DATA_DIR: '/var/lib/pinwheel',
      ADMIN_EMAIL: 'Me@Shop.Example',
      ADMIN_PASSWORD: 'long enough',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      publicUrl: 'https://shop.example',
      databaseUrl: 'postgres://u:p@db:5432/shop',
      databasePreparedStatements: false,
      redisUrl: 'redis://cache:6379',
      logLevel: 'debug',
      dataDir: '/var/lib/pinwheel',
      adminEmail: 'me@shop.example',
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
    expect(loadConfig({ DATABASE_PREPARED_STATEMENTS: '' }).databasePreparedStatements).toBe(true);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ SECRET_KEY: 'short' }, 'SECRET_KEY'],
    [{ PUBLIC_URL: 'ftp://shop' }, 'PUBLIC_URL'],
    [{ REDIS_URL: 'http://cache' }, 'REDIS_URL'],
    [{ ADMIN_PASSWORD: '123' }, 'ADMIN_PASSWORD'],
    // The sign-in form and API refuse control characters: such a password could never be typed.
    [{ ADMIN_PASSWORD: 'long\tenough' }, 'ADMIN_PASSWORD'],
    [{ PORT: ' ' }, 'PORT'],
    [{ PORT: '0x50' }, 'PORT'],
    [{ PORT: '1e3' }, 'PORT'],
    [{ DATABASE_URL: 'sqlite:' }, 'DATABASE_URL'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
    [{ DATABASE_PREPARED_STATEMENTS: 'yes' }, 'DATABASE_PREPARED_STATEMENTS'],
    [{ DISPLAY_EVENTS_PER_MINUTE: '-1' }, 'DISPLAY_EVENTS_PER_MINUTE'],
    [{ DISPLAY_EVENTS_PER_MINUTE: ' ' }, 'DISPLAY_EVENTS_PER_MINUTE'],
    [{ DISPLAY_EVENTS_PER_MINUTE: '2.5' }, 'DISPLAY_EVENTS_PER_MINUTE'],
    [{ VISITOR_WRITE_LIMITS: 'no' }, 'VISITOR_WRITE_LIMITS'],
  ])('names the setting in one line for %j', (env, setting) => {
    const error = failure(env);
    expect(error.setting).toBe(setting);
    expect(error.message).toContain(setting);
    expect(error.message).not.toContain('\n');
  });
});

describe('error lines', () => {
  it.each([
    [{ SECRET_KEY: 'my-real-but-short-secret' }, 'my-real-but-short-secret', 'SECRET_KEY=(hidden)'],
    [{ ADMIN_PASSWORD: 'hunter2' }, 'hunter2', 'ADMIN_PASSWORD=(hidden)'],
    [{ DATABASE_URL: 'mysql://shop:Pa55word@db/x' }, 'Pa55word', 'mysql://shop:***@db/x'],
    [{ REDIS_URL: 'http://u:s3cret@cache' }, 's3cret', 'http://u:***@cache'],
  ])('never print a secret value for %j', (env, secret, shown) => {
    const error = failure(env);
    expect(error.message).not.toContain(secret);
    expect(error.message).toContain(shown);
  });
});

describe('trusted proxies', () => {
  it.each([
    [undefined, false],
    ['true', true],
    ['false', false],
    ['2', 2],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
  ])('reads TRUST_PROXY=%j', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(
      expected,
    );
  });
});

describe('limit on the widget event calls', () => {
  it.each([
    [undefined, 300],
    ['0', 0],
    ['1200', 1200],
  ])('reads DISPLAY_EVENTS_PER_MINUTE=%j', (value, expected) => {
    const env = value === undefined ? {} : { DISPLAY_EVENTS_PER_MINUTE: value };
    expect(loadConfig(env).displayEventsPerMinute).toBe(expected);
  });
});

describe('secret key', () => {
  it('is generated once and kept in the data dir', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pinwheel-secret-'));
    const first = resolveSecretKey(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveSecretKey(undefined, dir)).toBe(first);
    expect(fs.statSync(path.join(dir, 'secret.key')).mode & 0o777).toBe(0o600);
    fs.rmSync(dir, { recursive: true });
  });

  it('refuses a damaged key file instead of signing with an empty key', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pinwheel-secret-'));
    fs.writeFileSync(path.join(dir, 'secret.key'), '\n');
    expect(() => resolveSecretKey(undefined, dir)).toThrow(/holds no usable key/);
    fs.rmSync(dir, { recursive: true });
  });

  it('uses SECRET_KEY when set and writes nothing', () => {
    const dir = path.join(os.tmpdir(), `pinwheel-unused-${process.pid}`);
    expect(resolveSecretKey('given'.repeat(8), dir)).toBe('given'.repeat(8));
    expect(fs.existsSync(dir)).toBe(false);
  });
});
