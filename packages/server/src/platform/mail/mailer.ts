import nodemailer from 'nodemailer';

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

/**
 * A mailer over the SMTP server of `smtpUrl` (smtp:// or smtps://, user and password in the URL,
 * the sender in `?from=`), or null without one: callers record such mail as not sent.
 */
export function smtpMailer(smtpUrl: string | undefined): Mailer | null {
  if (!smtpUrl) return null;
  const url = new URL(smtpUrl);
  const from = url.searchParams.get('from') ?? DEFAULT_FROM;
  url.searchParams.delete('from');
  const transport = nodemailer.createTransport(url.toString());
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    close: () => transport.close(),
  };
}
