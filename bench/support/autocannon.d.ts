/** The part of autocannon's API (no bundled types) that `bench/api.ts` uses. */
declare module 'autocannon' {
  type Histogram = { average: number; p50: number; p99: number; total: number };
  export type Result = {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  export default function autocannon(opts: {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** Request templates; `setupRequest` may change each request before it is sent. */
    requests?: {
      setupRequest?: (req: { headers?: Record<string, string> }) => unknown;
    }[];
  }): Promise<Result>;
}
