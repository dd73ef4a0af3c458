/**
 * The accounts of lista_utenti: a table from 768 px, cards on a phone (390 px), with the
 * same cells (state, expiry, link_web, SMS credit, actions).
 */
import { Link } from 'react-router';
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { AdminWorkshop } from '@shared/contracts/admin';
import { ADMIN_TEXTS as T } from '../texts';
import { AccountActions, editHref } from './account-actions';
import { CreditCell } from './credit-cell';
import { ExpiryCell } from './expiry-cell';

type Props = {
  accounts: AdminWorkshop[];
  today: string;
  busy: boolean;
  creditsLoading: boolean;
  creditOf: Map<number, number | null>;
  entering: number | null;
  onEnter: (id: number) => void;
};

const StateBadge = ({
  active,
  twoFactor,
}: Pick<AdminWorkshop, 'twoFactor'> & { active: 0 | 1 }) => (
  <Group gap={4} wrap="nowrap">
    <Badge color={active ? 'teal.9' : 'gray.7'}>{active ? T.active : T.inactive}</Badge>
    {twoFactor?.enabled ? (
      <Badge color="indigo.9" variant="light" tt="none">
        {T.twoFactorOn}
      </Badge>
    ) : twoFactor?.required ? (
      <Badge color="orange.9" variant="light" tt="none">
        {T.twoFactorRequired}
      </Badge>
    ) : null}
  </Group>
);

export function AccountList(p: Props) {
  const phone = useMediaQuery('(max-width: 48em)');
  const C = T.columns;
  if (phone)
    return (
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {p.accounts.map((w) => (
          <Paper component="li" key={w.id} withBorder radius="md" p="sm">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Anchor
                component={Link}
                to={editHref(w.id)}
                fw={600}
                style={{ overflowWrap: 'anywhere' }}
              >
                {w.username}
              </Anchor>
              <StateBadge active={w.active} twoFactor={w.twoFactor} />
            </Group>
            <SimpleGrid cols={2} spacing={4} mt="xs">
              <Text size="xs" c="dimmed">
                {C.expiry}
              </Text>
              <ExpiryCell expiresOn={w.expiresOn} today={p.today} />
              <Text size="xs" c="dimmed">
                {C.linkWeb}
              </Text>
              <Text size="sm">{w.linkWeb ?? '—'}</Text>
              <Text size="xs" c="dimmed">
                {C.credit}
              </Text>
              <CreditCell loading={p.creditsLoading} credit={p.creditOf.get(w.id)} />
            </SimpleGrid>
            <Group justify="flex-end" mt="xs">
              <AccountActions
                id={w.id}
                username={w.username}
                entering={p.entering === w.id}
                onEnter={() => p.onEnter(w.id)}
              />
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={760}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-busy={p.busy}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{C.username}</Table.Th>
              <Table.Th>{C.state}</Table.Th>
              <Table.Th>{C.expiry}</Table.Th>
              <Table.Th>{C.linkWeb}</Table.Th>
              <Table.Th>{C.credit}</Table.Th>
              <Table.Th>{C.actions}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {p.accounts.map((w) => (
              <Table.Tr key={w.id}>
                <Table.Td>
                  <Anchor component={Link} to={editHref(w.id)} fw={600}>
                    {w.username}
                  </Anchor>
                  {w.note && (
                    <Text size="xs" c="dimmed" lineClamp={1} maw={260}>
                      {w.note}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <StateBadge active={w.active} twoFactor={w.twoFactor} />
                </Table.Td>
                <Table.Td>
                  <ExpiryCell expiresOn={w.expiresOn} today={p.today} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{w.linkWeb ?? '—'}</Text>
                </Table.Td>
                <Table.Td>
                  <CreditCell loading={p.creditsLoading} credit={p.creditOf.get(w.id)} />
                </Table.Td>
                <Table.Td>
                  <AccountActions
                    id={w.id}
                    username={w.username}
                    entering={p.entering === w.id}
                    onEnter={() => p.onEnter(w.id)}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
