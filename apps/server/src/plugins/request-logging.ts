// How much a request costs in logging. Fastify writes two lines per request at info ("incoming
// request", "request completed") and makes a pino child logger for every request, logged or not.
// Both are fine for our own pages; for the display protocol, which every page view of every shop
// calls, they were a quarter of the display path's time at the default level (bench/README.md).
// - Routes with `config: { quietRequestLog: true }` write those two lines only when the logger is
//   at debug or trace. Everything else is unchanged: what the routes log themselves (refusals,
//   errors) and Fastify's error lines ("request errored", stream and serialiser failures).
// - lazyRequestLoggers makes a request's child logger only when something logs through it.
import {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** true: Fastify's per-request lines for this route are written at debug and trace only. */
    quietRequestLog?: boolean;
  }
}

/** What pino offers beyond Fastify's logger interface. */
interface PinoLike extends FastifyBaseLogger {
  isLevelEnabled(level: string): boolean;
}

function isPinoLike(logger: FastifyBaseLogger | undefined): logger is PinoLike {
  return typeof (logger as Partial<PinoLike> | undefined)?.isLevelEnabled === 'function';
}

const isQuiet = (request: FastifyRequest) => request.routeOptions?.config?.quietRequestLog === true;

/** Leaves out the two routine lines of quiet routes; every other line as Fastify writes it. */
class QuietRoutesLogController extends LogController {
  override incomingRequest(
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (!isQuiet(request)) super.incomingRequest(request, reply, metadata);
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (error || !isQuiet(request)) super.requestCompleted(error, request, reply, metadata);
  }
}

/** Fastify's log controller for the process's logger (none in tests: nothing is written). */
export function requestLogController(logger: FastifyBaseLogger | undefined): LogController {
  return logger && logsEveryRequest(logger) ? new LogController() : new QuietRoutesLogController();
}

type LevelName = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * A request's logger that becomes a real pino child (with the request id) on its first line. A
 * request that logs nothing, which is nearly every display request, never pays for one.
 */
class LazyRequestLogger {
  private real: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: PinoLike,
    private readonly bindings: Record<string, unknown>,
  ) {}

  get level(): string {
    return this.real?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.child_().level = level;
  }

  private child_(): FastifyBaseLogger {
    this.real ??= this.parent.child(this.bindings);
    return this.real;
  }

  private write(level: LevelName, args: unknown[]): void {
    // Once made, the child decides (its level may have been changed); before, the parent does.
    if (!this.real && !this.parent.isLevelEnabled(level)) return;
    (this.child_()[level] as (...line: unknown[]) => void)(...args);
  }

  fatal(...args: unknown[]) {
    this.write('fatal', args);
  }
  error(...args: unknown[]) {
    this.write('error', args);
  }
  warn(...args: unknown[]) {
    this.write('warn', args);
  }
  info(...args: unknown[]) {
    this.write('info', args);
  }
  debug(...args: unknown[]) {
    this.write('debug', args);
  }
  trace(...args: unknown[]) {
    this.write('trace', args);
  }
  silent() {}

  child(bindings: Record<string, unknown>, options?: object): FastifyBaseLogger {
    return this.child_().child(bindings, options);
  }
}

/** A request's logger that becomes a pino child with `bindings` on its first line. */
export function lazyRequestLogger(
  parent: FastifyBaseLogger,
  bindings: Record<string, unknown>,
): FastifyBaseLogger {
  return isPinoLike(parent)
    ? (new LazyRequestLogger(parent, bindings) as unknown as FastifyBaseLogger)
    : parent.child(bindings);
}

/** Whether Fastify writes its per-request lines for quiet routes too (the logger is at debug). */
export function logsEveryRequest(logger: FastifyBaseLogger): boolean {
  return isPinoLike(logger) && logger.isLevelEnabled('debug');
}

/**
 * Gives the routes of `app` (an encapsulated plugin) lazy request loggers. A route with its own
 * log level or serialisers gets a real child at once: pino applies those, not the lazy logger.
 */
export function lazyRequestLoggers(app: FastifyInstance): void {
  app.setChildLoggerFactory((logger, bindings, options) =>
    options.level === undefined && options.serializers === undefined
      ? lazyRequestLogger(logger, bindings)
      : logger.child(bindings, options),
  );
}
