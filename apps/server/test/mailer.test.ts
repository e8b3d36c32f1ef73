import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMailer } from '../src/mail/mailer.ts';

describe('mailer without SMTP', () => {
  it('writes each mail as an .eml file into the outbox folder', async () => {
    const outboxDir = join(mkdtempSync(join(tmpdir(), 'bar-mail-')), 'mail');
    const mailer = createMailer({ smtpUrl: null, outboxDir, from: 'Bar Configurator <no-reply@localhost>' });
    await mailer.send({
      to: 'guest@example.com',
      locale: 'en',
      subject: 'Your bar',
      text: 'Hello there',
      html: '<p>Hello there</p>',
    });
    await mailer.send({ to: 'guest@example.com', locale: 'en', subject: 'Second', text: 'Again' });
    mailer.close();

    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(2);
    for (const file of files) expect(file).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-[0-9a-f]{8}\.eml$/);
    const contents = files.map((file) => readFileSync(join(outboxDir, file), 'utf8')).join('\n');
    expect(contents).toContain('To: guest@example.com');
    expect(contents).toContain('Subject: Your bar');
    expect(contents).toContain('From: Bar Configurator <no-reply@localhost>');
    expect(contents).toContain('Hello there');
  });

  it("names the sender in the reader's language unless the operator named it", async () => {
    const sent = async (from: string, locale: 'de' | 'fr' | 'en') => {
      const outboxDir = join(mkdtempSync(join(tmpdir(), 'bar-mail-')), 'mail');
      const mailer = createMailer({ smtpUrl: null, outboxDir, from });
      await mailer.send({ to: 'kunde@example.com', locale, subject: 'Ihre Bar', text: 'Hallo' });
      mailer.close();
      const [file] = readdirSync(outboxDir);
      return readFileSync(join(outboxDir, file as string), 'utf8');
    };
    expect(await sent('no-reply@localhost', 'de')).toContain('From: "Bar-Konfigurator" <no-reply@localhost>');
    expect(await sent('no-reply@localhost', 'fr')).toContain('From: Configurateur de bars <no-reply@localhost>');
    expect(await sent('Catering Meyer <bar@example.org>', 'fr')).toContain('From: Catering Meyer <bar@example.org>');
    expect(await sent('<bar@example.org>', 'de')).toContain('From: "Bar-Konfigurator" <bar@example.org>');
  });
});
