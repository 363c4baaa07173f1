import fs from 'node:fs';
import { SMTPServer } from 'smtp-server';

/** One e-mail the sink received: its envelope and its raw text (headers and body). */
export interface SunkMail {
  from: string | null;
  to: string[];
  raw: string;
}

/**
 * An SMTP server that accepts every e-mail without authentication or TLS and appends it to a
 * JSON-lines file, so the server under test sends real e-mail and the tests (other processes)
 * read what arrived.
 */
export async function startSmtpSink(file: string): Promise<{ port: number; stop(): Promise<void> }> {
  fs.writeFileSync(file, '');
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : null;
        const mail: SunkMail = { from, to: session.envelope.rcptTo.map((r) => r.address), raw };
        fs.appendFileSync(file, `${JSON.stringify(mail)}\n`);
        done();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The e-mails the sink has received so far. */
export function sunkMails(file: string): SunkMail[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as SunkMail);
}
