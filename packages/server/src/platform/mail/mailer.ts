import { createRequire } from 'node:module';
import type * as Nodemailer from 'nodemailer';

/** One e-mail: plain text to one or more addresses. */
export interface Mail {
  to: string[];
  subject: string;
  text: string;
}

/** Sends mail; throws when the server refuses it or cannot be reached. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

const DEFAULT_FROM = 'no-reply@localhost';

let nodemailerLibrary: typeof Nodemailer | undefined;
/** nodemailer is loaded by the first mailer made: an installation without SMTP never loads it (about 0.1 s of every start). */
function nodemailer(): typeof Nodemailer {
  return (nodemailerLibrary ??= createRequire(import.meta.url)('nodemailer') as typeof Nodemailer);
}

export interface MailerOptions {
  /**
   * Keeps up to this many SMTP connections open and sends over them, several mails at once
   * (a sender of many mails); without it every mail opens a connection of its own.
   */
  connections?: number;
}

/**
 * A mailer over the SMTP server of `smtpUrl` (smtp:// or smtps://, user and password in the URL,
 * the sender in `?from=`), or null without one: callers record such mail as not sent.
 */
export function smtpMailer(smtpUrl: string | undefined, options: MailerOptions = {}): Mailer | null {
  if (!smtpUrl) return null;
  const url = new URL(smtpUrl);
  const from = url.searchParams.get('from') ?? DEFAULT_FROM;
  url.searchParams.delete('from');
  const transport = options.connections
    ? nodemailer().createTransport({ url: url.toString(), pool: true, maxConnections: options.connections })
    : nodemailer().createTransport(url.toString());
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    close: () => transport.close(),
  };
}
