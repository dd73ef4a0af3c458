/**
 * The request's logger (`req.log`, docs/RESILIENCE.md "Logs"), created when first needed.
 *
 * Fastify gives every request a pino child logger carrying `reqId`. Building one costs
 * closures for every level and the bindings written as JSON text, on every request, although
 * at the production level (`warn`) most requests never log a line: in the public free slots'
 * profile (`npm run bench:api -- --only slots`) it was the largest cost of ours per request.
 * `lazyChildLogger` answers with a stand-in that knows the child's level: a call below it is
 * a no-op, as pino's own method is; anything else (a line to write, `child()`, reading or
 * setting `level`, `bindings()`…) builds the real child, with the same bindings and options,
 * once, and hands over to it. Lines written are byte for byte the ones pino's child writes.
 */
import type { Bindings, ChildLoggerOptions, Logger } from 'pino';
import type { FastifyBaseLogger } from 'fastify';

/** pino's standard levels by name (`pino.levels.values`); `silent` writes nothing. */
const LEVEL_VALUES: Readonly<Record<string, number>> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Infinity,
};
const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const;
type Level = (typeof LEVELS)[number];

type ParentLogger = FastifyBaseLogger & { levels?: { values?: Record<string, number> } };

class LazyChild {
  private real: FastifyBaseLogger | null = null;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly childBindings: Bindings,
    private readonly options: ChildLoggerOptions,
    /** The child's level as a number: calls below it write nothing. */
    private readonly threshold: number,
  ) {}

  /** The real pino child (built on first use, then kept). */
  logger(): FastifyBaseLogger {
    return (this.real ??= this.parent.child(this.childBindings, this.options));
  }

  /** True when a call at `level` may write (always asks the real child once it exists). */
  enabled(level: Level): boolean {
    return this.real
      ? (this.real as Logger).isLevelEnabled(level)
      : LEVEL_VALUES[level]! >= this.threshold;
  }

  get level(): string {
    return this.logger().level;
  }

  set level(value: string) {
    this.logger().level = value;
  }

  isLevelEnabled(level: string): boolean {
    return (this.logger() as Logger).isLevelEnabled(level);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger().child(bindings, options);
  }

  bindings(): Bindings {
    return (this.logger() as Logger).bindings();
  }

  silent(): void {}
}

for (const level of LEVELS) {
  Object.defineProperty(LazyChild.prototype, level, {
    value: function (this: LazyChild, ...args: unknown[]) {
      if (!this.enabled(level)) return;
      (this.logger()[level] as (...a: unknown[]) => void)(...args);
    },
  });
}

/**
 * Fastify's `childLoggerFactory` (see the file comment): `parent.child(bindings, options)`,
 * built when first needed. Loggers that are not pino's (no `levels`; the no-op logger when
 * logging is off) get their child at once, as without this factory.
 */
export function lazyChildLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  const values = (parent as ParentLogger).levels?.values;
  const level = options.level ?? parent.level;
  const threshold = values?.[level] ?? LEVEL_VALUES[level];
  if (values === undefined || threshold === undefined) return parent.child(bindings, options);
  return new LazyChild(parent, bindings, options, threshold) as unknown as FastifyBaseLogger;
}
