// A real SMTP server on a free local port, for browser tests of what the shop mails (double
// opt-in): the server under test holds a whole SMTP conversation with it; the test reads the mail.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface LocalSmtp {
  url: string;
  /** Resolves with the raw text of the next mail to `to` (soft line breaks joined). */
  nextMailTo(to: string): Promise<string>;
  close(): Promise<void>;
}

export async function startLocalSmtp(): Promise<LocalSmtp> {
  const mails: Array<{ to: string[]; raw: string }> = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks)
          .toString('utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '=');
        mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        for (const waiter of waiters.splice(0)) waiter();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    nextMailTo: (to) =>
      new Promise((resolve) => {
        const check = () => {
          const found = mails.findIndex((mail) => mail.to.includes(to));
          if (found >= 0) resolve(mails.splice(found, 1)[0]!.raw);
          else waiters.push(check);
        };
        check();
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
