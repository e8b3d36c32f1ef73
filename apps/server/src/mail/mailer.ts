import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locale } from '@bar/domain/locale';
import nodemailer from 'nodemailer';
import { senderFor } from './sender.ts';

export type MailAttachment = { filename: string; content: Buffer; contentType: string };

export type MailMessage = {
  to: string;
  /** The reader's language: the sender's name follows it (see senderFor). */
  locale: Locale;
  subject: string;
  text: string;
  html?: string;
  /** A fixed SMTP Message-ID (`<...@...>`), so that a resent mail is recognisably the same one. */
  messageId?: string;
  attachments?: MailAttachment[];
};

export type Mailer = {
  send(message: MailMessage): Promise<void>;
  close(): void;
};

export type MailerOptions = { smtpUrl: string | null; outboxDir: string; from: string };

function envelope(options: MailerOptions, { locale, ...message }: MailMessage) {
  return { from: senderFor(options.from, locale), ...message };
}

/** SMTP when SMTP_URL is set; otherwise every mail becomes an .eml file in the outbox folder. */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      send: async (message) => {
        await transport.sendMail(envelope(options, message));
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (message) => {
      const info = await transport.sendMail(envelope(options, message));
      await mkdir(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      await writeFile(join(options.outboxDir, name), info.message as Buffer);
    },
    close: () => transport.close(),
  };
}
