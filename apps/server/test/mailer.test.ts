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
      subject: 'Your bar',
      text: 'Hello there',
      html: '<p>Hello there</p>',
    });
    await mailer.send({ to: 'guest@example.com', subject: 'Second', text: 'Again' });
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
});
