/**
 * `#/test` (spec 000 §2 route list: "There is also a #/test route (content not shown)"): a
 * diagnostic page a desk or the support can open when something looks wrong — the app's
 * version, whether the server and its database answer, and what the browser is. Nothing
 * about any workshop or account; it needs no sign-in.
 */
import { useQuery } from '@tanstack/react-query';
import { Button, Container, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { probeServer, type Reachability } from './connection-pages';
import { statusKeys } from './keys';
import { STATUS_TEXTS as T } from './texts';

/** Text colours with at least 4.5:1 contrast on white (WCAG AA). */
const COLOR: Record<Reachability, string> = {
  up: '#1f7a35',
  database: '#a84300',
  network: '#c92a2a',
};

/** The diagnostic page; `version` is the app's version label. */
export function TestPage({ version }: { version: string }) {
  const server = useQuery({
    queryKey: statusKeys.serverProbe(),
    queryFn: probeServer,
    retry: false,
  });
  const rows: [string, React.ReactNode][] = [
    [T.testVersion, version],
    [
      T.testServer,
      server.data ? (
        <Text span fw={700} c={COLOR[server.data]}>
          {T.testReach[server.data]}
        </Text>
      ) : (
        T.testChecking
      ),
    ],
    [T.testBrowser, navigator.userAgent],
    [T.testOnline, navigator.onLine ? T.yes : T.no],
    [T.testServiceWorker, 'serviceWorker' in navigator ? T.yes : T.no],
  ];
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1} fz="h2">
          {T.testTitle}
        </Title>
        <Paper withBorder radius="md" p="md">
          <Table aria-label={T.testTitle}>
            <Table.Tbody>
              {rows.map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th scope="row" w="40%">
                    {label}
                  </Table.Th>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
        <Group>
          <Button onClick={() => void server.refetch()} loading={server.isFetching}>
            {T.retry}
          </Button>
          <Text size="sm" c="dimmed">
            {T.testHint}
          </Text>
        </Group>
      </Stack>
    </Container>
  );
}
