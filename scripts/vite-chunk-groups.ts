/**
 * Vite plugin (production build only): the chunks of a desk's first visit after the login
 * page, one per step (README "Performance", "Assets"; bench/README.md "Asset budgets"). Left to
 * itself, Rolldown splits the modules the signed-in grid imports into dozens of small shared
 * chunks (one per set of lazy screens and popups reaching them). Each is compressed on its own,
 * so the grid cost ~20% more bytes on the wire than the same code in one file, and one
 * request per chunk. This plugin groups them through `output.codeSplitting.groups`: one chunk
 * per step (the signed-in frame, the grid route…) holding the modules it imports statically
 * that the login page (`login`) and the earlier steps do not.
 *
 * Modules reached only through dynamic imports (popups, other screens) keep Rolldown's own
 * chunks; a lazy module importing a grouped one imports that step's chunk, which the visit
 * has loaded already. The sets come from the module graph at `buildEnd`, so a new static
 * import joins its step's chunk without editing anything. Barrel modules (`@mantine/core`,
 * `@tabler/icons-react`, our `index.ts` files: nothing but imports and re-exports) are
 * followed only through the names imported from them, as Rolldown's tree-shaking does;
 * otherwise importing `Button` would pull every Mantine component into the step.
 */
import path from 'node:path';
import type { Plugin } from 'vite';

/** One step of the first visit: its chunk's name and the modules it starts from. */
export type VisitStep = { name: string; roots: string[] };

/** Names imported through one import or re-export statement (`*`: the whole module). */
type Import = { spec: string; names: string[] | '*' };

/** What a barrel exports: exported name → the module and the name it comes from. */
type Barrel = { named: Map<string, { spec: string; name: string }>; stars: string[] };

/** The bundler's runtime and Vite's preload polyfill: every entry's first script needs them. */
const RUNTIME = /^\0(rolldown\/runtime|vite\/modulepreload-polyfill)/;

const strip = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** `a, b as c, default as d` → [[a, a], [b, c], [default, d]] (`type x` skipped). */
function specifiers(list: string): [string, string][] {
  return list
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s && !s.startsWith('type '))
    .map((s) => {
      const [from, as] = s.split(/\s+as\s+/);
      return [from!, (as ?? from)!];
    });
}

const STATEMENT =
  /^(import|export)\s*(type\s+)?(?:([\w$]+)\s*,?\s*)?(?:\{([^}]*)\}|\*\s*(?:as\s+([\w$]+))?)?\s*(?:from\s*)?["']([^"']+)["']$/;

/** The import and re-export statements of `code` that name a module. */
export function imports(code: string): Import[] {
  const out: Import[] = [];
  const re = /(?:^|[;\n])\s*((?:import|export)\b[^;'"]*?["'][^"']+["'])/g;
  for (const m of strip(code).matchAll(re)) {
    const s = STATEMENT.exec(m[1]!.replace(/\s+/g, ' ').trim());
    if (!s || s[2]) continue;
    const [, kind, , def, list, , spec] = s;
    const whole = m[1]!.includes('*') || (kind === 'import' && !def && list === undefined);
    if (whole) out.push({ spec: spec!, names: '*' });
    else
      out.push({
        spec: spec!,
        names: [...(def ? ['default'] : []), ...specifiers(list ?? '').map(([from]) => from)],
      });
  }
  return out;
}

/** `code` as a barrel, or null when it holds anything but imports and re-exports. */
export function barrel(code: string): Barrel | null {
  const local = new Map<string, { spec: string; name: string }>();
  const named = new Map<string, { spec: string; name: string }>();
  const stars: string[] = [];
  const statements = strip(code)
    .split(';')
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s && s !== '"use client"' && s !== "'use client'");
  if (statements.length === 0) return null;
  for (const st of statements) {
    const local1 = /^export \{([^}]*)\}$/.exec(st);
    if (local1) {
      for (const [from, as] of specifiers(local1[1]!)) {
        const source = local.get(from);
        if (!source) return null;
        named.set(as, source);
      }
      continue;
    }
    const s = STATEMENT.exec(st);
    if (!s || s[2]) return null;
    const [, kind, , def, list, nsName, spec] = s;
    const target = kind === 'import' ? local : named;
    if (def) target.set(def, { spec: spec!, name: 'default' });
    if (list !== undefined)
      for (const [from, as] of specifiers(list)) target.set(as, { spec: spec!, name: from });
    else if (nsName) target.set(nsName, { spec: spec!, name: '*' });
    else if (st.includes('*')) {
      if (kind !== 'export') return null;
      stars.push(spec!);
    }
  }
  return { named, stars };
}

/**
 * `steps`: the first visit in order after the login page (absolute module paths);
 * `login`: the login page's entry (its modules stay where Rolldown puts them).
 */
export function firstVisitChunks(login: string, others: string[], steps: VisitStep[]): Plugin {
  const owner = new Map<string, string>();
  const norm = (id: string) => path.normalize(id);
  return {
    name: 'reviapp-first-visit-chunks',
    apply: 'build',
    async buildEnd() {
      owner.clear();
      const resolved = new Map<string, string | null>();
      const resolve = async (spec: string, importer: string) => {
        const key = `${importer}\0${spec}`;
        if (!resolved.has(key)) {
          const r = await this.resolve(spec, importer);
          resolved.set(key, r && !r.external ? r.id : null);
        }
        return resolved.get(key)!;
      };
      const barrels = new Map<string, Barrel | null>();
      const barrelOf = (id: string) => {
        if (!barrels.has(id)) {
          const code = this.getModuleInfo(id)?.code;
          barrels.set(id, code ? barrel(code) : null);
        }
        return barrels.get(id)!;
      };

      /** Every module statically reachable from `roots` (roots included), barrels by name. */
      const closure = async (roots: string[]) => {
        const seen = new Set<string>();
        const asked = new Map<string, Set<string>>(); // barrel → names already followed
        const queue: { id: string; names: string[] | '*' }[] = roots.map((id) => ({
          id: norm(id),
          names: '*',
        }));
        while (queue.length) {
          const { id, names } = queue.pop()!;
          const info = this.getModuleInfo(id);
          if (!info) continue;
          const b = names === '*' ? null : barrelOf(id);
          if (b && names !== '*') {
            // The barrel itself joins no group: a group takes its modules' dependencies
            // along, which for a barrel means every module it re-exports.
            const done = asked.get(id) ?? new Set<string>();
            asked.set(id, done);
            for (const name of names) {
              if (done.has(name)) continue;
              done.add(name);
              const source = b.named.get(name);
              const targets = source ? [source] : b.stars.map((spec) => ({ spec, name }));
              for (const t of targets) {
                const to = await resolve(t.spec, id);
                if (to) queue.push({ id: to, names: t.name === '*' ? '*' : [t.name] });
              }
            }
            continue;
          }
          if (seen.has(id)) continue;
          seen.add(id);
          const followed = new Set<string>();
          for (const imp of imports(info.code ?? '')) {
            const to = await resolve(imp.spec, id);
            if (!to || !info.importedIds.includes(to)) continue;
            followed.add(to);
            queue.push({ id: to, names: imp.names });
          }
          // Imports the statements above did not name (JSX runtime, CSS, plugins' own).
          for (const to of info.importedIds)
            if (!followed.has(to)) queue.push({ id: to, names: '*' });
        }
        return seen;
      };

      const shared = await closure(others);
      for (const id of await closure([login]))
        owner.set(id, shared.has(id) ? 'shared' : id === norm(login) ? 'entry' : 'login');
      for (const step of steps)
        for (const id of await closure(step.roots))
          if (!owner.has(id)) owner.set(id, shared.has(id) ? 'common' : step.name);
    },
    outputOptions(options) {
      return {
        ...options,
        codeSplitting: {
          groups: ['shared', 'common', 'login', ...steps.map((s) => s.name)].map(
            (name, i, all) => ({
              name,
              // Earlier steps first: a module belongs to the first step that imports it.
              priority: all.length - i,
              test: (id: string) => (RUNTIME.test(id) ? 'shared' : owner.get(norm(id))) === name,
            }),
          ),
        },
      };
    },
  };
}
