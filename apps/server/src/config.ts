// Every setting the process reads, parsed and validated once at start. Nothing else in the server
// reads process.env: modules receive the typed Config. Each setting is documented where it is
// declared, and the README's settings table mirrors this list.
import path from 'node:path';
import { z } from 'zod';
import { redactUrl } from './redact-url.ts';
import { oneLineText } from './schemas/plain-text.ts';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const databaseUrl = z
  .string()
  .refine((value) => /^(postgres|postgresql):\/\/./.test(value) || /^sqlite:./.test(value), {
    message: 'must be postgres://… (PostgreSQL) or sqlite:/path/to/file.sqlite (a SQLite file)',
  });

/** Digits only: Number(' ') is 0 and Number('0x50') is 80, neither what a person meant. */
const port = z
  .string()
  .regex(/^\d{1,5}$/, 'must be a whole number from 0 to 65535')
  .transform(Number)
  .pipe(z.number().max(65535, 'must be a whole number from 0 to 65535'));

/**
 * Whom to believe about the client's address (X-Forwarded-For) and the request id: "false"
 * (default, the process faces visitors), "true" (behind a proxy you trust entirely), a hop count,
 * or a comma-separated list of proxy addresses or CIDR ranges.
 */
const trustProxy = z
  .string()
  .regex(/^(true|false|\d+|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/, {
    message: 'must be true, false, a hop count, or proxy addresses separated by commas',
  })
  .transform((value): boolean | number | string[] =>
    value === 'true'
      ? true
      : value === 'false'
        ? false
        : /^\d+$/.test(value)
          ? Number(value)
          : value.split(',').map((entry) => entry.trim()),
  );

const settingsSchema = z.object({
  /** TCP port to listen on. */
  PORT: port.default(3000),
  /** Interface to bind; 0.0.0.0 to accept connections from other machines. */
  HOST: z.string().min(1).default('127.0.0.1'),
  /** The address visitors use to reach this server (used in printed URLs and the embed snippet). */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Where the database lives. Default: a SQLite file in DATA_DIR. */
  DATABASE_URL: databaseUrl.optional(),
  /**
   * PostgreSQL only: prepare each query once per connection (named statements). Turn it off
   * ("false") behind a pooler that cannot keep them, such as PgBouncer in transaction mode before
   * 1.21 (or without max_prepared_statements).
   */
  DATABASE_PREPARED_STATEMENTS: z
    .enum(['true', 'false'], { message: 'must be true or false' })
    .transform((value) => value === 'true')
    .default(true),
  /** Redis for shared rate limits and caches across processes (optional). */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** Signs nonces and session cookies. Default: generated on first start and kept in DATA_DIR. */
  SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Whether a proxy in front may name the client's address (see trustProxy above). */
  TRUST_PROXY: trustProxy.default(false),
  /**
   * How many of each widget event call (viewed, closed, session pings, …) one address may make a
   * minute; 0 turns the limit off. Generous, since many shoppers can share one address (offices,
   * mobile carriers), but it stops a script from spending a site's monthly views.
   */
  DISPLAY_EVENTS_PER_MINUTE: z
    .string()
    .regex(/^\d{1,7}$/, 'must be a whole number (0 for no limit)')
    .transform(Number)
    .default(300),
  /**
   * The per-address limits on visitors' writes (contact messages, sign-ups, conversions, reviews,
   * orders, cart changes, shares: plugins/visitor-write-limits.ts). "off" only for benchmarks that
   * write from one address at thousands a second; never in front of visitors.
   */
  VISITOR_WRITE_LIMITS: z
    .enum(['on', 'off'], { message: 'must be on or off' })
    .transform((value) => value === 'on')
    .default(true),
  /** How long a webhook receiver may take to answer before the attempt fails, in ms (10 s). */
  WEBHOOK_TIMEOUT_MS: z
    .string()
    .regex(/^\d{1,7}$/, 'must be a whole number')
    .transform(Number)
    .default(10_000),
  /** The first webhook retry's delay, doubled per attempt (capped at 1 h), in ms (10 s). */
  WEBHOOK_FIRST_RETRY_MS: z
    .string()
    .regex(/^\d{1,8}$/, 'must be a whole number')
    .transform(Number)
    .default(10_000),
  /** How much the server logs. */
  LOG_LEVEL: z.enum(logLevels).default('info'),
  /** Folder for the SQLite file, the generated secret key and uploads. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** Email of the owner account created on first start. */
  ADMIN_EMAIL: z.email().default('owner@pinwheel.local'),
  /** Password of the owner account created on first start; generated and printed once if unset. */
  // What the sign-in API accepts (one line, no control characters), or it could never be typed.
  ADMIN_PASSWORD: oneLineText(1024).min(8, 'must be at least 8 characters').optional(),
  /** production serves the built app; development serves it through Vite with live reload. */
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  /**
   * Where mail goes out: smtp://user:password@host:587 (STARTTLS when offered) or smtps://…:465.
   * Unset: mail (contact form messages, sign-up confirmations) is kept in the database instead.
   */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /** The sender of the shop's mail. */
  MAIL_FROM: oneLineText(320).default('Pinwheel <shop@pinwheel.local>'),
  /** Wix's REST API, where a connected Wix store's carts are read (modules/stores). */
  WIX_API_URL: z.url({ protocol: /^https?$/ }).default('https://www.wixapis.com'),
  /** Where Turnstile answers are verified (Cloudflare's siteverify; tests name a local server). */
  TURNSTILE_VERIFY_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://challenges.cloudflare.com/turnstile/v0/siteverify'),
  /** Where reCAPTCHA answers are verified (Google's siteverify; tests name a local server). */
  RECAPTCHA_VERIFY_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://www.google.com/recaptcha/api/siteverify'),
  /**
   * Where the pages load Turnstile's widget script from (Cloudflare's api.js, explicit rendering).
   * Set by the operator only (tests name a local stand-in); the pages' script policy allows its
   * origin. A visitor cannot change it.
   */
  TURNSTILE_SCRIPT_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit'),
  /** Where the pages load reCAPTCHA's widget script from (Google's api.js; recaptcha.net works too). */
  RECAPTCHA_SCRIPT_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://www.google.com/recaptcha/api.js?render=explicit'),
  /** How long a display call waits for Wix's cart before answering without it (ms). */
  WIX_API_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(2000),
  /**
   * Whether the owner's "check my site" may load pages on loopback and private addresses ("allow"):
   * for tests and a shop whose sites are on its own network. Default "refuse" (modules/sites/site-check.ts).
   */
  SITE_CHECK_PRIVATE_ADDRESSES: z
    .enum(['allow', 'refuse'], { message: 'must be allow or refuse' })
    .default('refuse'),
});

export type Settings = z.infer<typeof settingsSchema>;

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string;
  /** PostgreSQL only: named statements (db/postgres-statement-names.ts). */
  databasePreparedStatements: boolean;
  redisUrl: string | undefined;
  /** Per address and event call; 0: no limit. */
  displayEventsPerMinute: number;
  /** The per-address limits on visitors' writes are on (VISITOR_WRITE_LIMITS). */
  visitorWriteLimits: boolean;
  trustProxy: boolean | number | string[];
  /** Absent means: load or generate one in dataDir at start (see secret-key.ts). */
  secretKey: string | undefined;
  logLevel: (typeof logLevels)[number];
  dataDir: string;
  adminEmail: string;
  adminPassword: string | undefined;
  mode: 'production' | 'development' | 'test';
  /** The leads module's outbox (modules/leads/webhook-outbox.ts). */
  webhookOutbox: { timeoutMs: number; firstRetryMs: number };
  /** Absent: mail is kept in the database, not sent. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Wix's REST API base and how long a display call waits for it (modules/stores/wix-carts.ts). */
  wixApiUrl: string;
  /** Each hosted captcha's siteverify address (modules/accounts/captcha.ts). */
  siteVerifyUrls: { turnstile: string; recaptcha: string };
  /** Each hosted captcha's widget script (TURNSTILE_SCRIPT_URL, RECAPTCHA_SCRIPT_URL). */
  captchaScriptUrls: { turnstile: string; recaptcha: string };
  wixApiTimeoutMs: number;
  /** "Check my site" may load loopback and private addresses (SITE_CHECK_PRIVATE_ADDRESSES). */
  siteCheckPrivateAddresses: boolean;
}

/** Settings whose values never appear in an error line or a log. */
const secretSettings = new Set(['SECRET_KEY', 'ADMIN_PASSWORD']);
/** Settings that are addresses: shown with any password in them masked. */
const urlSettings = new Set([
  'DATABASE_URL',
  'REDIS_URL',
  'PUBLIC_URL',
  'SMTP_URL',
  'WIX_API_URL',
  'TURNSTILE_VERIFY_URL',
  'RECAPTCHA_VERIFY_URL',
  'TURNSTILE_SCRIPT_URL',
  'RECAPTCHA_SCRIPT_URL',
]);

/** How a setting's value may be shown in an error line: secrets hidden, URL passwords masked. */
export function printableValue(setting: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (secretSettings.has(setting)) return '(hidden)';
  return urlSettings.has(setting) ? redactUrl(value) : value;
}

/** A setting that failed validation, named so the start can print one clear line. */
export class ConfigError extends Error {
  constructor(
    readonly setting: string,
    readonly reason: string,
    value: string | undefined,
  ) {
    const shown = printableValue(setting, value);
    super(`Invalid setting ${setting}${shown === undefined ? '' : `=${shown}`}: ${reason}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings mean "not set": docker-compose and shells often pass VAR= for unset values.
  const present = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => key in settingsSchema.shape && value !== ''),
  );
  const parsed = settingsSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const setting = String(issue.path[0] ?? 'settings');
    throw new ConfigError(setting, issue.message, present[setting]);
  }
  const settings = parsed.data;
  const dataDir = path.resolve(settings.DATA_DIR);
  const displayHost =
    settings.HOST === '0.0.0.0' || settings.HOST === '::' ? 'localhost' : settings.HOST;
  return {
    port: settings.PORT,
    host: settings.HOST,
    publicUrl: (settings.PUBLIC_URL ?? `http://${displayHost}:${settings.PORT}`).replace(/\/$/, ''),
    databaseUrl: settings.DATABASE_URL ?? `sqlite:${path.join(dataDir, 'pinwheel.sqlite')}`,
    databasePreparedStatements: settings.DATABASE_PREPARED_STATEMENTS,
    redisUrl: settings.REDIS_URL,
    displayEventsPerMinute: settings.DISPLAY_EVENTS_PER_MINUTE,
    visitorWriteLimits: settings.VISITOR_WRITE_LIMITS,
    trustProxy: settings.TRUST_PROXY,
    secretKey: settings.SECRET_KEY,
    logLevel: settings.LOG_LEVEL,
    dataDir,
    adminEmail: settings.ADMIN_EMAIL.toLowerCase(),
    adminPassword: settings.ADMIN_PASSWORD,
    mode: settings.NODE_ENV,
    webhookOutbox: {
      timeoutMs: settings.WEBHOOK_TIMEOUT_MS,
      firstRetryMs: settings.WEBHOOK_FIRST_RETRY_MS,
    },
    smtpUrl: settings.SMTP_URL,
    mailFrom: settings.MAIL_FROM,
    wixApiUrl: settings.WIX_API_URL,
    siteVerifyUrls: {
      turnstile: settings.TURNSTILE_VERIFY_URL,
      recaptcha: settings.RECAPTCHA_VERIFY_URL,
    },
    captchaScriptUrls: {
      turnstile: settings.TURNSTILE_SCRIPT_URL,
      recaptcha: settings.RECAPTCHA_SCRIPT_URL,
    },
    wixApiTimeoutMs: settings.WIX_API_TIMEOUT_MS,
    siteCheckPrivateAddresses: settings.SITE_CHECK_PRIVATE_ADDRESSES === 'allow',
  };
}
