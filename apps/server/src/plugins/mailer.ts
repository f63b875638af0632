// The shop's outgoing mail, behind one small adapter: nodemailer over SMTP when SMTP_URL is set,
// nothing otherwise (then `configured` is false and each module keeps its mail in its own tables,
// where the owner still sees it). Tests hold a real SMTP conversation with a local smtp-server.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  /** Plain text only: visitors' words go out as typed, never as HTML. */
  text: string;
  replyTo?: string;
  attachments?: Array<{ filename: string; path: string; contentType?: string }>;
}

export interface Mailer {
  /** false: no SMTP server is set, send() refuses, callers keep the mail instead. */
  readonly configured: boolean;
  /** Resolves once the SMTP server has accepted the message; rejects when it did not. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** How long one SMTP conversation may take before the visitor is told sending failed. */
const SMTP_TIMEOUT_MS = 15_000;

export function createMailer(options: { smtpUrl: string | undefined; from: string }): Mailer {
  if (!options.smtpUrl) {
    return {
      configured: false,
      send: () => Promise.reject(new Error('No SMTP server is configured (SMTP_URL)')),
      close: () => {},
    };
  }
  const url = new URL(options.smtpUrl);
  const transport: Transporter = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    ...(url.username
      ? {
          auth: {
            user: decodeURIComponent(url.username),
            pass: decodeURIComponent(url.password),
          },
        }
      : {}),
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    configured: true,
    async send(mail) {
      await transport.sendMail({ from: options.from, ...mail });
    },
    close: () => transport.close(),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Outgoing mail (plugins/mailer.ts). */
    mailer: Mailer;
  }
}

async function mailerPlugin(
  app: FastifyInstance,
  options: { smtpUrl: string | undefined; from: string },
) {
  const mailer = createMailer(options);
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
}

export default fp(mailerPlugin, { name: 'pinwheel-mailer' });
