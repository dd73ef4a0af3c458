/**
 * The app's breakpoints (spec 000 §9 "12-column grid with sm, md, lg; narrower settings
 * breakpoints at 1000 and 1200 px", 001 §9 "Responsive breakpoints 1000 and 1200 px"), as
 * Mantine's theme `breakpoints` (em of 16 px). `md` is 1000 px (Mantine's default is 992):
 * the side menu folds into the burger below it, and the settings screens go to one column;
 * `lg` is 1200 px. `xs` and `sm` keep Mantine's 576 and 768 px for phone layouts.
 * `postcss.config.cjs` repeats them for the CSS modules' `$mantine-breakpoint-*` variables.
 */
export const BREAKPOINTS = {
  xs: '36em',
  sm: '48em',
  md: '62.5em',
  lg: '75em',
  xl: '88em',
} as const;

/** The app's main switch, px (`md`): wide layout from here up. */
export const DESK_BREAKPOINT_PX = 1000;
