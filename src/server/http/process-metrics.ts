/**
 * The process's own Prometheus metrics (README "Monitoring"), kept in one prom-client
 * registry for the whole process: prom-client's default metrics (resident memory, CPU,
 * event-loop lag, heap…) and the counters incremented by code that has no app at hand
 * (the SMS provider). The app's metrics (`http/metrics.ts`) are merged with these at
 * `GET /metrics`. Tests start several apps in one process: these counters are shared by
 * them, so a test reads their change, not their value.
 */
import { Counter, Registry, collectDefaultMetrics } from 'prom-client';

/** Registry of the process-wide metrics (one per process). */
export const processRegistry = new Registry();

collectDefaultMetrics({ register: processRegistry });

/**
 * `reviapp_sms_provider_errors_total{reason}`: calls to the SMS provider that did not end
 * in `sent`; `reason` is the outcome's reason (`connection`, `auth`, `credit`, `timeout`,
 * `http_status`… integrations/sms-outcome.ts), never a message's content.
 */
export const smsProviderErrors = new Counter({
  name: 'reviapp_sms_provider_errors_total',
  help: 'SMS provider calls that did not send (by outcome reason)',
  labelNames: ['reason'] as const,
  registers: [processRegistry],
});
