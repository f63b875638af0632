// How much a request costs in logging. Fastify writes two lines per request at info ("incoming
// request", "request completed") and makes a pino child logger for every request, logged or not.
// Both are fine for our own pages; for the display protocol, which every page view of every shop
// calls, they were a quarter of the display path's time at the default level (bench/README.md).
// - Routes with `config: { quietRequestLog: true }` write those two lines only at debug and
//   trace. What they log themselves (refusals, errors) is unchanged.
// - lazyRequestLoggers makes a request's child logger only when something logs through it.
import {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyRequest,
} from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** true: Fastify's per-request lines for this route are written at debug and trace only. */
    quietRequestLog?: boolean;
  }
}

/** Fastify's log controller for a process logging at `level`. */
export function requestLogController(level: string): LogController {
  if (level === 'debug' || level === 'trace') return new LogController();
  return new LogController({
    // Fastify passes its own request here; routeOptions.config holds the route's config.
    disableRequestLogging: (request: FastifyRequest) =>
      request.routeOptions?.config?.quietRequestLog === true,
  });
}

type LevelName = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/** What pino offers beyond Fastify's logger interface, which the lazy logger needs. */
interface PinoLike extends FastifyBaseLogger {
  isLevelEnabled(level: string): boolean;
  levels: { values: Record<string, number> };
}

function isPinoLike(logger: FastifyBaseLogger): logger is PinoLike {
  return typeof (logger as Partial<PinoLike>).isLevelEnabled === 'function';
}

/**
 * A request's logger that becomes a real pino child (with the request id) on its first line. A
 * request that logs nothing, which is nearly every display request, never pays for one.
 */
class LazyRequestLogger {
  private real: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: PinoLike,
    private readonly bindings: Record<string, unknown>,
    private readonly options: { level?: string },
  ) {}

  get level(): string {
    return this.real?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.child_().level = level;
  }

  private child_(): FastifyBaseLogger {
    this.real ??= this.parent.child(this.bindings, this.options);
    return this.real;
  }

  private enabled(level: LevelName): boolean {
    if (this.real) return true;
    const own = this.options.level;
    if (own === undefined) return this.parent.isLevelEnabled(level);
    const values = this.parent.levels.values;
    return (values[level] ?? 0) >= (values[own] ?? Number.POSITIVE_INFINITY);
  }

  private write(level: LevelName, args: unknown[]): void {
    if (!this.enabled(level)) return;
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

/** Gives the routes of `app` (an encapsulated plugin) lazy request loggers. */
export function lazyRequestLoggers(app: FastifyInstance): void {
  app.setChildLoggerFactory((logger, bindings, options) =>
    isPinoLike(logger)
      ? (new LazyRequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger)
      : logger.child(bindings, options),
  );
}
