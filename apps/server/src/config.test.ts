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
      redisUrl: 'redis://cache:6379',
      logLevel: 'debug',
      dataDir: '/var/lib/pinwheel',
      adminEmail: 'me@shop.example',
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
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
  ])('names the setting in one line for %j', (env, setting) => {
    const error = failure(env);
    expect(error.setting).toBe(setting);
    expect(error.message).toContain(setting);
    expect(error.message).not.toContain('\n');
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

  it('uses SECRET_KEY when set and writes nothing', () => {
    const dir = path.join(os.tmpdir(), `pinwheel-unused-${process.pid}`);
    expect(resolveSecretKey('given'.repeat(8), dir)).toBe('given'.repeat(8));
    expect(fs.existsSync(dir)).toBe(false);
  });
});
