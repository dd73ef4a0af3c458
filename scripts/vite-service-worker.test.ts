/** The precache list of the service worker plugin: what the staff app's entry reaches. */
import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { reachableFiles } from './vite-service-worker';

type Fake = {
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  entry?: string;
  /** The module a dynamic import loads (the chunk's facade). */
  module?: string;
  /** The modules the chunk holds (a grouped chunk has no facade). */
  modules?: string[];
};

function bundle(chunks: Record<string, Fake>): Rolldown.OutputBundle {
  const out: Record<string, unknown> = {};
  for (const [fileName, c] of Object.entries(chunks))
    out[fileName] = {
      type: 'chunk',
      fileName,
      name: c.entry ?? fileName,
      isEntry: !!c.entry,
      facadeModuleId: c.module ?? null,
      moduleIds: c.modules ?? (c.module ? [c.module] : []),
      imports: c.imports ?? [],
      dynamicImports: c.dynamicImports ?? [],
      viteMetadata: { importedCss: new Set(c.css ?? []), importedAssets: new Set() },
    };
  out['booking.html'] = { type: 'asset', fileName: 'booking.html' };
  return out as unknown as Rolldown.OutputBundle;
}

describe('reachableFiles', () => {
  const b = bundle({
    'assets/main-1.js': {
      entry: 'main',
      imports: ['assets/shared-1.js'],
      dynamicImports: ['assets/grid-1.js', 'assets/settings-1.js'],
      css: ['assets/main-1.css'],
    },
    'assets/grid-1.js': {
      imports: ['assets/shared-1.js'],
      css: ['assets/grid-1.css'],
      module: '/r/src/web/app/routes/appointments.tsx',
      dynamicImports: ['assets/dialog-1.js'],
    },
    'assets/dialog-1.js': { module: '/r/src/web/features/appointments/edit-dialog.tsx' },
    'assets/settings-1.js': {
      imports: ['assets/select-1.js'],
      module: '/r/src/web/app/routes/settings.tsx',
    },
    'assets/select-1.js': {},
    'assets/shared-1.js': {},
    'assets/booking-1.js': { entry: 'booking', imports: ['assets/shared-1.js'] },
  });

  it('follows static and dynamic imports with their CSS', () => {
    expect([...reachableFiles(b, 'main')].sort()).toEqual(
      [
        'assets/dialog-1.js',
        'assets/grid-1.js',
        'assets/grid-1.css',
        'assets/main-1.css',
        'assets/main-1.js',
        'assets/select-1.js',
        'assets/settings-1.js',
        'assets/shared-1.js',
      ].sort(),
    );
  });

  it('follows only the dynamic imports a desk needs offline when told which', () => {
    expect([...reachableFiles(b, 'main', /\/app\/routes\/appointments\./)].sort()).toEqual(
      [
        'assets/grid-1.js',
        'assets/grid-1.css',
        'assets/main-1.css',
        'assets/main-1.js',
        'assets/shared-1.js',
      ].sort(),
    );
  });

  it('follows a grouped chunk (no facade) holding a module the desk needs offline', () => {
    const grouped = bundle({
      'assets/main-1.js': { entry: 'main', dynamicImports: ['assets/desk-1.js', 'assets/x-1.js'] },
      'assets/desk-1.js': {
        modules: ['/r/src/web/app/guards.tsx', '/r/src/web/app/signed-in.tsx'],
      },
      'assets/x-1.js': { modules: ['/r/src/web/features/recalls/pages.ts'] },
    });
    expect([...reachableFiles(grouped, 'main', /\/app\/signed-in/)].sort()).toEqual([
      'assets/desk-1.js',
      'assets/main-1.js',
    ]);
  });

  it('leaves out what only the public booking entry uses', () => {
    expect(reachableFiles(b, 'main').has('assets/booking-1.js')).toBe(false);
  });

  it('fails loudly when the entry is missing', () => {
    expect(() => reachableFiles(b, 'nope')).toThrow(/no entry chunk/);
  });
});
