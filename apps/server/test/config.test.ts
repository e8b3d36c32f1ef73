import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';

const KEY = 'k'.repeat(40);

function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'bar-config-'));
}

describe('loadConfig', () => {
  it('uses the embedded defaults and keeps a generated APP_KEY in the data folder', () => {
    const cwd = tempDir();
    const config = loadConfig({}, cwd);
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: join(cwd, 'data'),
      database: { driver: 'pglite', dir: join(cwd, 'data', 'db') },
      smtpUrl: null,
      mailDir: join(cwd, 'data', 'mail'),
      publicUrl: 'http://127.0.0.1:8080',
      admin: null,
      jobs: { inServer: null, expireSeconds: 120, maintenanceSeconds: 30, retryDelaySeconds: 30 },
      embeddedVacuumHours: 24,
      logLevel: 'info',
    });
    expect(config.webDist).toMatch(/apps\/web\/dist$/);
    const keyFile = join(cwd, 'data', 'app-key');
    expect(readFileSync(keyFile, 'utf8').trim()).toBe(config.appKey);
    expect(config.appKey.length).toBeGreaterThanOrEqual(32);
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(loadConfig({}, cwd).appKey).toBe(config.appKey);
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '9000',
        HOST: '0.0.0.0',
        DATA_DIR: '/srv/bar',
        DATABASE_URL: 'postgres://u@db:5432/bar',
        SMTP_URL: 'smtp://mail:25',
        APP_KEY: KEY,
        PUBLIC_URL: 'https://bars.example.com/',
        ADMIN_EMAIL: 'Admin@Example.com',
        ADMIN_PASSWORD: 'secret-password',
        LOG_LEVEL: 'warn',
        WEB_DIST: 'web',
        JOBS_IN_SERVER: 'true',
        JOB_EXPIRE_SECONDS: '45',
        JOB_MAINTENANCE_SECONDS: '5',
        JOB_RETRY_DELAY_SECONDS: '2',
        EMBEDDED_VACUUM_HOURS: '6',
      },
      '/opt/app',
    );
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      dataDir: '/srv/bar',
      database: { driver: 'postgres', url: 'postgres://u@db:5432/bar' },
      smtpUrl: 'smtp://mail:25',
      appKey: KEY,
      publicUrl: 'https://bars.example.com',
      admin: { email: 'admin@example.com', password: 'secret-password' },
      logLevel: 'warn',
      jobs: { inServer: true, expireSeconds: 45, maintenanceSeconds: 5, retryDelaySeconds: 2 },
      embeddedVacuumHours: 6,
      webDist: '/opt/app/web',
    });
  });

  it('fails loudly with every invalid variable listed', () => {
    const env = {
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      APP_KEY: 'short',
      ADMIN_EMAIL: 'admin@example.com',
      LOG_LEVEL: 'chatty',
      JOBS_IN_SERVER: 'sometimes',
      JOB_EXPIRE_SECONDS: '0',
      EMBEDDED_VACUUM_HOURS: 'never',
    };
    expect(() => loadConfig(env, tempDir())).toThrow(/Invalid configuration/);
    try {
      loadConfig(env, tempDir());
    } catch (error) {
      const message = (error as Error).message;
      for (const name of [
        'PORT',
        'DATABASE_URL',
        'APP_KEY',
        'ADMIN_PASSWORD',
        'LOG_LEVEL',
        'JOBS_IN_SERVER',
        'JOB_EXPIRE_SECONDS',
        'EMBEDDED_VACUUM_HOURS',
      ]) {
        expect(message).toContain(`- ${name}:`);
      }
    }
  });

  it('requires APP_KEY with DATABASE_URL and a long enough admin password', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/bar' }, tempDir())).toThrow(/APP_KEY/);
    expect(() =>
      loadConfig({ ADMIN_EMAIL: 'a@example.com', ADMIN_PASSWORD: 'short', APP_KEY: KEY }, tempDir()),
    ).toThrow(/ADMIN_PASSWORD/);
  });
});
