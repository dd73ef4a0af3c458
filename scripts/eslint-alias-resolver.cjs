/**
 * ESLint import resolver for this repository's path aliases (`@shared/*`, `@web/*`,
 * `@server/*`, as in tsconfig.json) and relative imports of .ts/.tsx files, so
 * `import/no-restricted-paths` sees where every import lands. Used instead of
 * eslint-import-resolver-typescript, whose native bindings the package mirror of our
 * machines does not fully serve (`npm ci` fails on the lock file). Resolver interface v2:
 * https://github.com/import-js/eslint-plugin-import/blob/main/resolvers/README.md
 */
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const ALIASES = {
  '@shared/': path.join(ROOT, 'src/shared/'),
  '@web/': path.join(ROOT, 'src/web/'),
  '@server/': path.join(ROOT, 'src/server/'),
};
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.cjs', '.mjs', '/index.ts', '/index.tsx'];

function firstFile(base) {
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

exports.interfaceVersion = 2;

/** Resolves `source` imported from `file`: `{ found, path }` (path null for packages). */
exports.resolve = function resolve(source, file) {
  const alias = Object.keys(ALIASES).find((a) => source.startsWith(a));
  if (alias) {
    const found = firstFile(ALIASES[alias] + source.slice(alias.length));
    return found ? { found: true, path: found } : { found: false };
  }
  if (source.startsWith('.')) {
    const found = firstFile(path.resolve(path.dirname(file), source));
    return found ? { found: true, path: found } : { found: false };
  }
  // A package: found, outside the zones (node_modules is never a restricted path).
  return { found: true, path: null };
};
