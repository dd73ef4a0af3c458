/**
 * Catches a crashed screen (or a lazy chunk that failed to load) so the rest of the app keeps
 * working; offers a reload. Reset it by changing `resetKey` (e.g. the route path).
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { SHELL_TEXTS as T } from '@web/config/texts';

type Props = { children: ReactNode; resetKey?: string };
type State = { error: Error | null; key?: string };

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(T.crashLog, error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Center mih={320} p="lg">
        <Stack align="center" gap="sm" maw={420}>
          <ThemeIcon size={56} radius="xl" color="red" variant="light">
            <IconAlertTriangle size={30} />
          </ThemeIcon>
          <Title order={3} ta="center">
            {T.crashTitle}
          </Title>
          <Text c="dimmed" ta="center">
            {T.crashBody}
          </Text>
          <Button onClick={() => window.location.reload()}>{T.reload}</Button>
        </Stack>
      </Center>
    );
  }
}
