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
      trustProxy: false,
      throttleLimitFactor: 1,
      uploadGraceHours: 24,
      revisions: { keepLast: 50, keepDailyDays: 30 },
      logLevel: 'info',
      frameAncestors: ["'self'"],
      embedOrigins: [],
      companyUrl: 'https://www.example.com/',
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
        TRUST_PROXY: '10.0.0.0/8, 192.168.1.4,loopback',
        THROTTLE_LIMIT_FACTOR: '50',
        UPLOAD_GRACE_HOURS: '48',
        REVISIONS_KEEP_LAST: '20',
        REVISIONS_KEEP_DAILY_DAYS: '0',
        FRAME_ANCESTORS: "'self'  https://shop.example.com https://*.example.org:8443",
        COMPANY_URL: 'https://bars-company.example.com/about',
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
      trustProxy: ['10.0.0.0/8', '192.168.1.4', 'loopback'],
      throttleLimitFactor: 50,
      uploadGraceHours: 48,
      revisions: { keepLast: 20, keepDailyDays: 0 },
      webDist: '/opt/app/web',
      frameAncestors: ["'self'", 'https://shop.example.com', 'https://*.example.org:8443'],
      companyUrl: 'https://bars-company.example.com/about',
    });
  });

  it('reads TRUST_PROXY as true, false or a list of proxy addresses, and refuses a hop count', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }, tempDir()).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }, tempDir()).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '::1, fd00::/8' }, tempDir()).trustProxy).toEqual(['::1', 'fd00::/8']);
    // Fastify 5 trusts no proxy for a hop count, so it is refused rather than silently ignored.
    for (const value of ['1', '10.0.0.0/33', 'proxy.example.com', ',']) {
      expect(() => loadConfig({ TRUST_PROXY: value }, tempDir())).toThrow(/TRUST_PROXY/);
    }
  });

  it('reads how long a live consultation waits for an absent consultant, at least two sweeps', () => {
    expect(loadConfig({}, tempDir()).consultantAbsence).toEqual({ graceSeconds: 120, sweepSeconds: 30 });
    const set = { LIVE_CONSULTANT_GRACE_SECONDS: '300', LIVE_SWEEP_SECONDS: '60' };
    expect(loadConfig(set, tempDir()).consultantAbsence).toEqual({ graceSeconds: 300, sweepSeconds: 60 });
    expect(() => loadConfig({ LIVE_CONSULTANT_GRACE_SECONDS: '50' }, tempDir())).toThrow(/twice LIVE_SWEEP_SECONDS/);
    expect(() => loadConfig({ LIVE_CONSULTANT_GRACE_SECONDS: '5', LIVE_SWEEP_SECONDS: '1' }, tempDir())).toThrow(
      /LIVE_CONSULTANT_GRACE_SECONDS/,
    );
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
      THROTTLE_LIMIT_FACTOR: '0',
      UPLOAD_GRACE_HOURS: 'soon',
      REVISIONS_KEEP_LAST: '0',
      REVISIONS_KEEP_DAILY_DAYS: '1.5',
      FRAME_ANCESTORS: "'self' javascript:alert(1)",
      COMPANY_URL: 'javascript:alert(1)',
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
        'THROTTLE_LIMIT_FACTOR',
        'UPLOAD_GRACE_HOURS',
        'REVISIONS_KEEP_LAST',
        'REVISIONS_KEEP_DAILY_DAYS',
        'FRAME_ANCESTORS',
        'COMPANY_URL',
      ]) {
        expect(message).toContain(`- ${name}:`);
      }
    }
  });

  it("takes FRAME_ANCESTORS only as 'self', 'none' alone or http(s) origins", () => {
    expect(loadConfig({ FRAME_ANCESTORS: "'none'" }, tempDir()).frameAncestors).toEqual(["'none'"]);
    for (const value of ["'none' 'self'", 'self', 'https://a.example.com/path', "'self'; script-src *", 'ftp://x']) {
      expect(() => loadConfig({ FRAME_ANCESTORS: value }, tempDir()), value).toThrow(/FRAME_ANCESTORS/);
    }
  });

  it('takes COMPANY_URL only as an http(s) address or a path on this site, like admin addresses', () => {
    expect(loadConfig({ COMPANY_URL: '/about' }, tempDir()).companyUrl).toBe('/about');
    expect(loadConfig({ COMPANY_URL: 'http://intranet.example.com' }, tempDir()).companyUrl).toBe(
      'http://intranet.example.com',
    );
    for (const value of ['javascript:alert(1)', '//evil.example.com', 'www.example.com', 'ftp://example.com']) {
      expect(() => loadConfig({ COMPANY_URL: value }, tempDir()), value).toThrow(/COMPANY_URL/);
    }
  });

  it('requires APP_KEY with DATABASE_URL and a long enough admin password', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/bar' }, tempDir())).toThrow(/APP_KEY/);
    expect(() =>
      loadConfig({ ADMIN_EMAIL: 'a@example.com', ADMIN_PASSWORD: 'short', APP_KEY: KEY }, tempDir()),
    ).toThrow(/ADMIN_PASSWORD/);
  });
});
