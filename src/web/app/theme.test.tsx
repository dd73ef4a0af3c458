/** The app's breakpoints: 1000 and 1200 px (spec 000 §9, 001 §9). */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, DESK_BREAKPOINT_PX } from '@web/config/breakpoints';
import { theme } from './providers';

const px = (em: string) => parseFloat(em) * 16;

describe('theme breakpoints', () => {
  it('switch at 1000 px (md) and 1200 px (lg)', () => {
    expect(px(theme.breakpoints!.md!)).toBe(1000);
    expect(px(theme.breakpoints!.lg!)).toBe(1200);
    expect(px(BREAKPOINTS.md)).toBe(DESK_BREAKPOINT_PX);
  });

  it('are the same in the CSS modules’ variables (postcss.config.cjs)', () => {
    const require = createRequire(import.meta.url);
    const config = require('../../../postcss.config.cjs') as {
      plugins: Record<string, { variables?: Record<string, string> }>;
    };
    const vars = config.plugins['postcss-simple-vars']!.variables!;
    for (const [name, value] of Object.entries(BREAKPOINTS))
      expect(vars[`mantine-breakpoint-${name}`], name).toBe(value);
  });
});
