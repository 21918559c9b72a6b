/**
 * How mail leaves the API: a real SMTP server (SMTP_URL), or, by default, one .eml file per
 * message in MAIL_DIR (data/mail/) with one log line naming the file, so the product works offline
 * and a person can open the link.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailConfig } from '../config.js';
import type { OutboxRow } from './outbox.js';

export interface MailTransport {
  /** Sends one message; rejects when it was not accepted. */
  send(row: OutboxRow): Promise<void>;
  close(): void;
}

interface Logger {
  warn(obj: object, msg: string): void;
}

function message(from: string, row: OutboxRow) {
  return {
    from,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    ...(row.html_body ? { html: row.html_body } : {}),
    ...(row.headers_json ? { headers: JSON.parse(row.headers_json) as Record<string, string> } : {}),
    // The outbox id: a message resent after a crash keeps its Message-ID, so receivers can de-duplicate.
    messageId: `<outbox-${row.id}@${from.replace(/^.*@/, '').replace(/[>\s]/g, '') || 'relief.localhost'}>`,
  };
}

export function createMailTransport(config: MailConfig, log: Logger): MailTransport {
  if (config.smtpUrl) {
    const smtp = nodemailer.createTransport({
      url: config.smtpUrl,
      // A mail server that hangs must not hold a message's lease for long.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    } as Parameters<typeof nodemailer.createTransport>[0]);
    return {
      async send(row) {
        await smtp.sendMail(message(config.from, row));
      },
      close() {
        smtp.close();
      },
    };
  }
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(row) {
      const info = await stream.sendMail(message(config.from, row));
      await fs.mkdir(config.dir, { recursive: true });
      const file = path.join(config.dir, `${Date.now()}-${String(row.id).padStart(6, '0')}-${row.kind}.eml`);
      // Written under another name, then renamed: whoever watches the folder sees whole messages only.
      await fs.writeFile(`${file}.part`, info.message as Buffer, { mode: 0o600 });
      await fs.rename(`${file}.part`, file);
      // A warning: without SMTP_URL nothing is delivered; the person running the product opens the file.
      log.warn({ file }, `mail not sent (no SMTP_URL); read it in ${file}`);
    },
    close() {
      stream.close();
    },
  };
}
