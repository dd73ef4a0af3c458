/**
 * Configuration from the environment, validated with zod at start (README
 * "Configuration"). Every variable has a safe default for the embedded set-up, except that
 * production refuses to start without SESSION_SECRET.
 */
import net from 'node:net';
import { z } from 'zod';

/**
 * TRUST_PROXY (README "Limits and hardening"): which proxies may set X-Forwarded-For. Unset or empty → none
 * (the socket's address is the client's, so a forged header changes nothing); a whole
 * number → that many proxy hops; otherwise a comma-separated list of addresses, CIDR
 * ranges or the names `loopback`, `linklocal`, `uniquelocal`. `true` (trust anyone) is
 * refused on purpose.
 */
const trustProxySchema = z
  .string()
  .default('')
  .transform((v) => v.trim())
  .refine(
    (v) =>
      v === '' ||
      /^\d{1,2}$/.test(v) ||
      v.split(',').every((item) => {
        const t = item.trim();
        if (['loopback', 'linklocal', 'uniquelocal'].includes(t)) return true;
        const [ip, bits, extra] = t.split('/');
        if (extra !== undefined || !ip || !net.isIP(ip)) return false;
        return (
          bits === undefined ||
          (/^\d{1,3}$/.test(bits) && Number(bits) <= (net.isIPv4(ip) ? 32 : 128))
        );
      }),
    { message: 'a hop count or a comma-separated list of addresses / CIDR ranges' },
  )
  .transform((v): false | number | string[] =>
    v === '' ? false : /^\d+$/.test(v) ? Number(v) : v.split(',').map((t) => t.trim()),
  );

/**
 * PUBLIC_URL: the address customers and desks reach the server at, the only base of the
 * links the server writes into a message, a PDF or an e-mail (README "Limits and
 * hardening": a link never comes from the request's `Host`). An `http(s)` origin, optionally
 * with a trailing `/`; no path, query, fragment or credentials. Normalised to
 * `scheme://host[:port]/`.
 */
const publicUrlSchema = z
  .string()
  .trim()
  .refine(
    (v) => {
      if (!URL.canParse(v)) return false;
      const u = new URL(v);
      return (
        (u.protocol === 'http:' || u.protocol === 'https:') &&
        u.pathname === '/' &&
        !u.search &&
        !u.hash &&
        !u.username &&
        !u.password
      );
    },
    { message: 'an http(s) origin such as https://revisioni.example.it (no path)' },
  )
  .transform((v) => `${new URL(v).origin}/`)
  .optional();

/** Hosts a production PUBLIC_URL may name over plain http (this machine only). */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** True when `url` is `http://` for a host other than this machine (refused in production). */
export function plainHttpRemote(url: string): boolean {
  if (!URL.canParse(url)) return false; // refused by its own schema
  const u = new URL(url);
  return u.protocol === 'http:' && !LOCAL_HOSTS.has(u.hostname);
}

/** Why a production start with an `http://` PUBLIC_URL stops. */
export const PUBLIC_URL_HTTPS_MESSAGE =
  'in produzione PUBLIC_URL deve iniziare con https:// (es. https://revisioni.example.it): ' +
  'il cookie di sessione è Secure e su http il browser non lo conserva, quindi nessuno ' +
  'riesce ad accedere. Serve un certificato TLS sul bilanciatore (README "TLS e certificati")';

/**
 * ALLOWED_HOSTS: further `Host` values (comma-separated `name` or `name:port`) the server
 * answers for besides PUBLIC_URL's, e.g. an intranet name. Outside production `localhost`,
 * `127.0.0.1` and `[::1]` on any port are always answered.
 */
const allowedHostsSchema = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((t) => t.trim().toLowerCase())
      .filter((t) => t !== ''),
  )
  .refine((list) => list.every((h) => /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/.test(h)), {
    message: 'a comma-separated list of host names, optionally with :port',
  });

/**
 * The load balancer's health check as deploy/haproxy.cfg sets it (`inter 500ms fall 1`):
 * ms between two checks and failed checks before an instance is taken out.
 */
export const LB_CHECK = { intervalMs: 500, fall: 1 } as const;

/**
 * Default DRAIN_DELAY_MS: the longest a load balancer with `LB_CHECK` takes to see a failed
 * readiness check (interval × fall count), plus one more interval as margin (a check already
 * in flight when the drain starts, timer jitter), ms: 1000.
 */
export const DEFAULT_DRAIN_DELAY_MS = LB_CHECK.intervalMs * LB_CHECK.fall + LB_CHECK.intervalMs;

/** Shortest `ADMIN_PASSWORD` accepted in production (outside it, 8). */
export const ADMIN_PASSWORD_MIN_PRODUCTION = 16;

/** Largest `DATABASE_POOL_MAX` accepted (PostgreSQL's own default max_connections is 100). */
export const DATABASE_POOL_MAX_LIMIT = 500;

const POOL_MAX_MESSAGE = `DATABASE_POOL_MAX deve essere un numero intero da 1 a ${DATABASE_POOL_MAX_LIMIT} (connessioni del pool di questa istanza)`;

/** The database's variables: the server's and `npm run db:migrate`'s. */
const databaseShape = {
  /** PostgreSQL connection string; when unset the embedded PGlite database is used. */
  DATABASE_URL: z.string().url().optional(),
  /**
   * A direct connection to PostgreSQL (not through a transaction-mode pooler such as
   * PgBouncer) for what needs a session of its own: LISTEN and the start-up lock with the
   * migrations (README "Connections and poolers"). Unset → DATABASE_URL.
   */
  DATABASE_DIRECT_URL: z.string().url().optional(),
  /** Connections of this instance's pool (the LISTEN connection comes on top). */
  DATABASE_POOL_MAX: z.coerce
    .number({ message: POOL_MAX_MESSAGE })
    .int({ message: POOL_MAX_MESSAGE })
    .min(1, { message: POOL_MAX_MESSAGE })
    .max(DATABASE_POOL_MAX_LIMIT, { message: POOL_MAX_MESSAGE })
    .default(10),
  /**
   * This instance's name in PostgreSQL's `pg_stat_activity` (`application_name`
   * `reviapp/<name>`, every connection of the instance) and in its logs. Unset → host
   * name and process id.
   */
  INSTANCE_NAME: z
    .string()
    .regex(/^[A-Za-z0-9._:@-]{1,50}$/, {
      message: 'INSTANCE_NAME: da 1 a 50 caratteri tra lettere, cifre e . _ : @ -',
    })
    .optional(),
  /** Folder of the embedded database (PGlite). */
  DATA_DIR: z.string().default('./data'),
};

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    ...databaseShape,
    /** Signs the session cookie. Required in production. */
    SESSION_SECRET: z.string().min(32).optional(),
    /**
     * The super-admin's secret; generated (32 random characters) and printed at first start
     * when unset. At least 8 characters; in production at least `ADMIN_PASSWORD_MIN_PRODUCTION`.
     */
    ADMIN_PASSWORD: z.string().min(8).optional(),
    /**
     * Encrypts the two-factor secrets at rest (AES-256-GCM; README "Two-factor sign-in"):
     * 32 bytes as 64 hex characters or base64. Unset: derived from SESSION_SECRET.
     */
    TOTP_ENCRYPTION_KEY: z
      .string()
      .refine(
        (v) => /^[0-9a-f]{64}$/i.test(v.trim()) || Buffer.from(v.trim(), 'base64').length === 32,
        { message: 'TOTP_ENCRYPTION_KEY must be 32 bytes (64 hex characters or base64)' },
      )
      .optional(),
    /** `1`: the super-admin must set up the second factor before any admin screen answers. */
    ADMIN_TOTP_REQUIRED: z.enum(['0', '1']).default('0'),
    /** Create the demo workshop on first start of an empty database (never in production). */
    DEMO_SEED: z.enum(['0', '1']).default('1'),
    /** Session lifetime without "ricorda accesso", in hours; with it, in days. */
    SESSION_HOURS: z.coerce.number().int().positive().default(12),
    SESSION_REMEMBER_DAYS: z.coerce.number().int().positive().default(30),
    /** Days without use after which a quick-login device token stops working (auth/device-tokens.ts). */
    DEVICE_TOKEN_IDLE_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
    /** Base of every link the server writes (see `publicUrlSchema`); required in production. */
    PUBLIC_URL: publicUrlSchema,
    /** Extra `Host` values answered (see `allowedHostsSchema`). */
    ALLOWED_HOSTS: allowedHostsSchema,
    /** Proxies trusted for X-Forwarded-For (see `trustProxySchema`). Default: none. */
    TRUST_PROXY: trustProxySchema,
    /** Sign-in attempts per client address per minute (workshop and super-admin). */
    LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
    /** Consecutive failed sign-ins per user name (whatever the address) per 15 minutes. */
    LOGIN_USER_RATE_LIMIT: z.coerce.number().int().positive().default(10),
    /** Public booking (docs/BOOKING.md): bookings per client address per hour. */
    BOOKING_RATE_LIMIT: z.coerce.number().int().positive().default(10),
    /** Public booking pages: reads (link, day slots, confirm page) per client address per minute. */
    BOOKING_READ_RATE_LIMIT: z.coerce.number().int().positive().default(120),
    /**
     * Failed super-admin sign-ins (from every address together) before each further
     * attempt waits: 2 s, 4 s, 8 s … up to 10 minutes.
     */
    ADMIN_FREE_ATTEMPTS: z.coerce.number().int().positive().default(5),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** SMS provider base URL (SMSFactor-compatible API); unset → development provider. */
    SMS_PROVIDER_URL: z.string().url().optional(),
    /** Per-request timeout of the SMS provider, in ms; past it a send is "da verificare". */
    SMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
    /** `1` calls the provider's `/send/simulate` (nothing is delivered, no credit used). */
    SMS_SIMULATE: z.enum(['0', '1']).default('0'),
    /** ms between two SMS of one workshop (docs/ARCHITECTURE.md "The SMS outbox"; tests run faster). */
    SMS_PACE_MS: z.coerce.number().int().min(0).max(600_000).default(3000),
    /** ms after which a claimed SMS with no recorded outcome becomes "da verificare". */
    OUTBOX_LEASE_MS: z.coerce.number().int().min(1000).max(3_600_000).default(120_000),
    /**
     * ms an instance keeps serving after SIGTERM, answering 503 on /api/health/ready, before
     * it closes its listening socket: the time a load balancer takes to see the failed check
     * (README "Graceful restart"). Default `DEFAULT_DRAIN_DELAY_MS`, from deploy/haproxy.cfg's
     * check. The whole drain stays within 10 s.
     */
    DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(5_000).default(DEFAULT_DRAIN_DELAY_MS),
    /**
     * Bearer token of `GET /metrics` (README "Monitoring"); unset → no metrics endpoint (404).
     * At least 16 characters.
     */
    METRICS_TOKEN: z.string().min(16, { message: 'METRICS_TOKEN: almeno 16 caratteri' }).optional(),
    /** `0` keeps this instance from sending (e.g. a read-only replica); default `1`. */
    OUTBOX_SENDER: z.enum(['0', '1']).default('1'),
    /**
     * SMS credit push (docs/RESILIENCE.md, `live/credit-watch.ts`): ms of quiet after the last
     * SMS sent before the credit is re-read (at most `CREDIT_MAX_WAIT_MS` after the first),
     * and ms between two fallback re-reads for the workshops with an open desk.
     */
    CREDIT_DEBOUNCE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    CREDIT_MAX_WAIT_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
    CREDIT_FALLBACK_MS: z.coerce.number().int().min(1000).max(86_400_000).default(1_800_000),
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.SESSION_SECRET, {
    message: 'SESSION_SECRET (at least 32 characters) is required in production',
    path: ['SESSION_SECRET'],
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.PUBLIC_URL, {
    message: 'PUBLIC_URL (e.g. https://revisioni.example.it) is required in production',
    path: ['PUBLIC_URL'],
  })
  // The session cookie is `Secure` and HSTS is sent in production: over plain http the
  // browser keeps no cookie and nobody signs in (README "TLS e certificati").
  .refine(
    (env) => env.NODE_ENV !== 'production' || !env.PUBLIC_URL || !plainHttpRemote(env.PUBLIC_URL),
    {
      message: PUBLIC_URL_HTTPS_MESSAGE,
      path: ['PUBLIC_URL'],
    },
  )
  // Per-address back-off makes guessing slow, not impossible from many addresses: the secret
  // itself must be out of reach (README "Limits and hardening").
  .refine(
    (env) =>
      env.NODE_ENV !== 'production' ||
      !env.ADMIN_PASSWORD ||
      env.ADMIN_PASSWORD.length >= ADMIN_PASSWORD_MIN_PRODUCTION,
    {
      message: `ADMIN_PASSWORD must have at least ${ADMIN_PASSWORD_MIN_PRODUCTION} characters in production`,
      path: ['ADMIN_PASSWORD'],
    },
  )
  // A claim's lease must outlast the provider call it covers: a send still waiting for its
  // answer would otherwise be swept to "da verificare" (docs/MESSAGING.md, README
  // "Configuration").
  .superRefine((env, ctx) => {
    if (env.OUTBOX_LEASE_MS > env.SMS_TIMEOUT_MS) return;
    ctx.addIssue({
      code: 'custom',
      path: ['OUTBOX_LEASE_MS'],
      message:
        `OUTBOX_LEASE_MS (${env.OUTBOX_LEASE_MS}) deve essere maggiore di SMS_TIMEOUT_MS ` +
        `(${env.SMS_TIMEOUT_MS}): un SMS ancora in invio verrebbe segnato «da verificare»`,
    });
  });

export type Config = z.infer<typeof envSchema> & { SESSION_SECRET: string; PUBLIC_URL: string };

/**
 * Reads and validates `env` (default `process.env`). Throws an Error listing every bad
 * variable. Outside production a missing SESSION_SECRET gets a per-process random one
 * (sessions then end at restart only for the cookie signature, which is acceptable in dev),
 * and a missing PUBLIC_URL is `http://localhost:{PORT}/`.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return {
    ...parsed.data,
    SESSION_SECRET: parsed.data.SESSION_SECRET ?? DEV_SESSION_SECRET,
    PUBLIC_URL: parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}/`,
  };
}

const databaseEnvSchema = z.object(databaseShape);
export type DatabaseConfig = z.infer<typeof databaseEnvSchema>;

/**
 * Reads and validates only the database's variables (`npm run db:migrate` needs no session
 * secret). Throws an Error listing every bad variable.
 */
export function loadDatabaseConfig(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  const parsed = databaseEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/**
 * Development secret: fixed so that a restarted dev server keeps its sessions valid
 * (the e2e suite restarts the server and expects to stay logged in). Never used in
 * production, which refuses to start without SESSION_SECRET.
 */
const DEV_SESSION_SECRET = 'reviapp-development-session-secret-not-for-production';
