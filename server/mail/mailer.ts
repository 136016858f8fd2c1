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
  /** Records the mail and delivers it (when SMTP is configured) before resolving. */
  send(mail: Mail): Promise<void>;
  /**
   * Records the mail and resolves; delivery continues in the background. For answers whose duration must not
   * depend on whether a mail was sent (password reset: no account enumeration by timing).
   */
  queue?(mail: Mail): Promise<void>;
  /** Resolves when every background delivery has finished (called when the app closes). */
  flush?(): Promise<void>;
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

  async function record(mail: Mail): Promise<number | undefined> {
    const [row] = await db
      .insert(outbox)
      .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? '' })
      .returning({ id: outbox.id });
    return row?.id;
  }

  async function deliver(id: number, mail: Mail): Promise<void> {
    if (!transport) return;
    try {
      await transport.sendMail({
        from: config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
      });
      await db.update(outbox).set({ deliveredAt: new Date() }).where(eq(outbox.id, id));
    } catch (error) {
      // The mail stays in the outbox undelivered; the user flow is not failed by a mail server outage.
      log?.error({ err: error, to: mail.to }, 'SMTP delivery failed');
    }
  }

  const inFlight = new Set<Promise<void>>();

  return {
    async send(mail) {
      const id = await record(mail);
      if (id !== undefined) await deliver(id, mail);
    },
    async queue(mail) {
      const id = await record(mail);
      if (id === undefined || !transport) return;
      const delivery = deliver(id, mail).finally(() => inFlight.delete(delivery));
      inFlight.add(delivery);
    },
    async flush() {
      await Promise.all([...inFlight]);
    },
  };
}
