/** The module-graph reading of the first-visit chunk groups: import statements and barrels. */
import { describe, expect, it } from 'vitest';
import { barrel, imports } from './vite-chunk-groups';

describe('imports', () => {
  it('lists the names each static import or re-export takes, and `*` for whole modules', () => {
    const code = [
      '/** doc */',
      'import { useState, useRef as ref } from "react";',
      "import Default, { a } from './x';",
      "import * as ns from './ns';",
      "import './side-effect.css';",
      "export { b } from './y';",
      "export * from './z';",
      'const lazy = () => import("./lazy");',
      'export const s = "from \'./not-an-import\'";',
    ].join('\n');
    expect(imports(code)).toEqual([
      { spec: 'react', names: ['useState', 'useRef'] },
      { spec: './x', names: ['default', 'a'] },
      { spec: './ns', names: '*' },
      { spec: './side-effect.css', names: '*' },
      { spec: './y', names: ['b'] },
      { spec: './z', names: '*' },
    ]);
  });
});

describe('barrel', () => {
  it('maps what a module of re-exports only exports to where each name comes from', () => {
    const b = barrel(
      [
        'import { Button } from "./components/Button/Button.mjs";',
        'import { px as toPx } from "./px.mjs";',
        'export { Button, toPx as px };',
        "export { default as IconX, default as IconClose } from './icons/IconX.mjs';",
        "export * from './more.mjs';",
      ].join('\n'),
    );
    expect(Object.fromEntries(b!.named)).toEqual({
      Button: { spec: './components/Button/Button.mjs', name: 'Button' },
      px: { spec: './px.mjs', name: 'px' },
      IconX: { spec: './icons/IconX.mjs', name: 'default' },
      IconClose: { spec: './icons/IconX.mjs', name: 'default' },
    });
    expect(b!.stars).toEqual(['./more.mjs']);
  });

  it('is null for a module with code of its own', () => {
    expect(barrel("import { a } from './a';\nexport const b = a + 1;")).toBeNull();
    expect(barrel("import './polyfill';\nexport { a } from './a';")).not.toBeNull();
  });
});
