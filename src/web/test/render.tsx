/**
 * Rendering for component tests: the app's MantineProvider in test mode (no portals, no
 * transitions), plus a user-event instance bound to the document.
 */
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';

/** Renders `ui` inside MantineProvider (`env="test"`) and returns Testing Library's result and a user. */
export function renderWithMantine(ui: ReactNode): RenderResult & { user: UserEvent } {
  const user = userEvent.setup();
  const result = render(
    <MantineProvider env="test" defaultColorScheme="light">
      {ui}
    </MantineProvider>,
  );
  return { ...result, user };
}
