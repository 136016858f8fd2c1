/**
 * Outgoing mail. Every mail is recorded in the `outbox` table (the demo shows it at /api/dev/outbox);
 * when SMTP is configured it is also delivered through nodemailer, and `delivered_at` is set.
 */
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { outbox } from '../db/schema.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export interface MailerLog {
  error(obj: unknown, msg?: string): void;
}

export function createMailer(db: Db, config: Pick<Config, 'smtp' | 'mailFrom'>, log?: MailerLog): Mailer {
  const transport = config.smtp
    ? nodemailer.createTransport({
        host: config.smtp.host,
        port: config.smtp.port,
        secure: config.smtp.secure,
        ...(config.smtp.user ? { auth: { user: config.smtp.user, pass: config.smtp.pass ?? '' } } : {}),
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      })
    : null;

  return {
    async send(mail) {
      const [row] = await db
        .insert(outbox)
        .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? '' })
        .returning({ id: outbox.id });
      if (!transport || !row) return;
      try {
        await transport.sendMail({
          from: config.mailFrom,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html ? { html: mail.html } : {}),
        });
        await db.update(outbox).set({ deliveredAt: new Date() }).where(eq(outbox.id, row.id));
      } catch (error) {
        // The mail stays in the outbox undelivered; the user flow is not failed by a mail server outage.
        log?.error({ err: error, to: mail.to }, 'SMTP delivery failed');
      }
    },
  };
}
