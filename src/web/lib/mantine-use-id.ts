/**
 * Mantine's `useId` for the production build, without its second render (README
 * "Performance": the login page's Total Blocking Time). `@mantine/hooks` starts from React's
 * id and then, in a layout effect after mounting, swaps it for a random one — a workaround
 * for server-rendered React 17 — so every input, switch and popover re-renders once,
 * synchronously, inside the commit that mounted it (29 components on the login page). React
 * 18+ ids are unique within the app already; this returns the id Mantine renders first
 * (`mantine-` + React's id) and keeps it. `vite.config.ts` (`mantineStableIds`) puts it in
 * place of Mantine's in the production build; the dev server and the tests keep Mantine's.
 */
import { useId as useReactId } from 'react';

/** `staticId` when given, else a stable id unique in the app (`mantine-…`). */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  if (typeof staticId === 'string') return staticId;
  return `mantine-${reactId.replace(/:/g, '')}`;
}
