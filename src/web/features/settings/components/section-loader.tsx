/**
 * Loads settings sections before a screen's form mounts (the form reads its saved values
 * once, so it must not mount empty): a delayed loader, or the error with RIPROVA.
 */
import type { ReactNode } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import type { SettingsSection } from '@shared/contracts/settings';
import { PageLoader, useLoadingScreen } from '@web/components/page-loader';
import { ApiError } from '@web/lib/api-client';
import { settingsQuery, type LoadedSection } from '@web/data/settings';
import { SETTINGS_TEXTS as T } from '../texts';

type Loaded<L extends readonly SettingsSection[]> = { [I in keyof L]: LoadedSection<L[I]> };

/** Renders `children(...sections)` once every section of `sections` is loaded. */
export function SectionLoader<const L extends readonly SettingsSection[]>({
  sections,
  children,
}: {
  sections: L;
  children: (loaded: Loaded<L>) => ReactNode;
}) {
  const results = useQueries({ queries: sections.map((s) => settingsQuery(s)) });
  const failed = results.find((r) => r.isError);
  // Once up, the loader stays 500 ms even when an error ends the wait (spec 000 §9).
  const loading = useLoadingScreen(!failed && results.some((r) => !r.data));
  if (loading) return <PageLoader />;
  if (failed) {
    return (
      <Stack maw={1100} mx="auto" w="100%">
        <Alert color="red" title={T.loadError}>
          <Stack gap="xs" align="flex-start">
            {failed.error instanceof ApiError ? failed.error.message : null}
            <Button
              size="xs"
              variant="white"
              color="red"
              onClick={() => results.forEach((r) => void r.refetch())}
            >
              {T.retry}
            </Button>
          </Stack>
        </Alert>
      </Stack>
    );
  }
  if (results.some((r) => !r.data)) return <PageLoader />;
  return <>{children(results.map((r) => r.data) as unknown as Loaded<L>)}</>;
}
