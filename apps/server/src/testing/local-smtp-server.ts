// A real SMTP server on a free local port, for tests of what the shop mails: the mailer holds a
// whole SMTP conversation with it (EHLO, MAIL FROM, RCPT TO, DATA), and the test reads the
// messages it received. `refuse` makes it reject recipients, as a misconfigured relay would.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message as it arrived (headers and MIME body). */
  raw: string;
}

export interface LocalSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** Resolves with the next message (or one already waiting beyond `seen`). */
  nextMail(seen?: number): Promise<ReceivedMail>;
  refuse: boolean;
  close(): Promise<void>;
}

export async function startLocalSmtpServer(): Promise<LocalSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const state: LocalSmtpServer = {
    url: '',
    received,
    refuse: false,
    nextMail(seen = received.length) {
      return new Promise((resolve) => {
        const check = () => {
          if (received.length > seen) resolve(received[seen]!);
          else waiters.push(check);
        };
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (state.refuse) callback(new Error('Relay access denied'));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        for (const waiter of waiters.splice(0)) waiter();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  state.url = `smtp://127.0.0.1:${port}`;
  return state;
}
