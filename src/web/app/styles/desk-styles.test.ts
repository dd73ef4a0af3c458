/**
 * The signed-in area loads Mantine's CSS per component (`desk-styles.ts`), so
 * a screen that starts using a component whose CSS is not listed would render unstyled.
 * This reads every web source file's `@mantine/core` imports and fails for any component
 * that has its own CSS file in Mantine and is missing from the list.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB = join(__dirname, '..', '..');
const STYLES = join(
  __dirname,
  '..',
  '..',
  '..',
  '..',
  'node_modules',
  '@mantine',
  'core',
  'styles',
);

/** Components rendered inside others: their CSS must be there too. */
const INNER: Record<string, string[]> = {
  Select: ['Combobox', 'Popover', 'Input'],
  Autocomplete: ['Combobox', 'Popover', 'Input'],
  Menu: ['Popover'],
  Tooltip: ['Popover'],
  Modal: ['ModalBase', 'Overlay', 'CloseButton'],
  Checkbox: ['CheckboxIndicator'],
  Radio: ['RadioIndicator'],
  TextInput: ['Input'],
  Textarea: ['Input'],
  NumberInput: ['Input'],
  FileInput: ['Input'],
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function usedComponents(): Set<string> {
  const used = new Set<string>();
  for (const file of sources(WEB)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
      for (const part of m[1]!.split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]!;
        if (/^[A-Z]/.test(name)) used.add(name);
      }
    }
  }
  return used;
}

describe('desk-styles', () => {
  const listed = new Set(
    [
      ...readFileSync(join(__dirname, 'desk-styles.ts'), 'utf8').matchAll(/styles\/(\w+)\.css/g),
    ].map((m) => m[1]!),
  );

  it('lists the CSS of every Mantine component the web imports, and of those inside them', () => {
    const needed = new Set<string>();
    for (const c of usedComponents()) for (const n of [c, ...(INNER[c] ?? [])]) needed.add(n);
    const missing = [...needed].filter(
      (c) => existsSync(join(STYLES, `${c}.css`)) && !listed.has(c),
    );
    expect(missing).toEqual([]);
  });

  it('lists only files Mantine has', () => {
    expect([...listed].filter((c) => !existsSync(join(STYLES, `${c}.css`)))).toEqual([]);
  });
});
