/**
 * The `zod` that the endpoint contracts (`src/shared/contracts`) see in the production web
 * bundle (README "Performance", "Assets"): an inert stand-in, swapped in by the Vite plugin
 * `scripts/vite-inert-zod.ts`, so the ~30 KB (brotli) of zod never travel to a desk.
 *
 * Why it is safe: in production the browser never validates with the contracts' schemas —
 * the server validates every request and serialises every response from the same schemas
 * (docs/ARCHITECTURE.md "Life of a request"); the web only reads an endpoint's method, path, access
 * and tag, and whether it has a body. Building a schema (`z.object({…}).extend(…)`,
 * `z.enum(LIST)`) returns this same inert value, so contracts load unchanged. Validating
 * with one (`parse`, `safeParse`, …) throws at once, so a screen that starts relying on
 * zod in the browser fails loudly in the e2e suite (which runs the production build)
 * instead of silently accepting anything. Development (`vite` dev server) and the unit
 * tests keep the real zod, and `call()` checks responses against it there.
 */

const VALIDATORS = new Set([
  'parse',
  'safeParse',
  'parseAsync',
  'safeParseAsync',
  'spa',
  'decode',
  'encode',
  'safeDecode',
  'safeEncode',
]);

/** Thrown by any validation attempt in the production web bundle. */
function refuse(): never {
  throw new Error('zod non è nel bundle web: le risposte sono già validate dal server');
}

const handler: ProxyHandler<() => void> = {
  get(_target, key) {
    if (typeof key === 'symbol' || key === 'then') return undefined;
    if (VALIDATORS.has(key)) return refuse;
    return inert;
  },
  apply: () => inert,
  construct: () => inert as object,
};

/** Any schema, any builder, any method of one: itself. */
const inert: object = new Proxy(function inertSchema() {}, handler);

export const z = inert;
export default inert;
