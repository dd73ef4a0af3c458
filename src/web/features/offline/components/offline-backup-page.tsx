/**
 * #/app_offline?utente= (spec 000 §2 "Offline backup screen"): reads the backup saved in
 * this browser under the user's key, groups it by day (heading day.month.year), one row
 * per appointment with slot, name, phone and model; "Ultimo Back-Up effettuato" with its
 * date and time, or "Nessun Back-Up trovato". Needs no server.
 */
import { useSearchParams, useNavigate } from 'react-router';
import { Alert, Box, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { formatDotted } from '@shared/domain/iso-date';
import { readBackup } from '@web/lib/offline-backup-store';
import { paths } from '@web/config/paths';
import { Logo } from '@web/components/logo';
import { formatSavedAt, groupByDay } from '../lib/backup';
import { OFFLINE_TEXTS as T } from '../texts';
import classes from './offline-backup-page.module.css';

export function OfflineBackupPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const user = params.get('utente') ?? '';
  const backup = user ? readBackup(user) : null;
  const days = backup ? groupByDay(backup.rows) : [];

  return (
    <Box mih="100dvh" bg="gray.0" py="lg">
      <Container size="md">
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap">
            <Group gap="sm">
              <Logo height={30} alt="" aria-hidden />
              <Title order={1} fz={{ base: 22, sm: 26 }}>
                {T.title}
              </Title>
            </Group>
            <Button variant="light" onClick={() => void navigate(paths.login)}>
              {T.backToLogin}
            </Button>
          </Group>
          {user && <Text c="dimmed">{T.user(user)}</Text>}
          {!backup || backup.rows.length === 0 ? (
            <Alert color="orange" icon={<IconCloudOff />} title={T.noBackup}>
              {backup ? `${T.lastBackup}: ${formatSavedAt(backup.savedAt)}` : null}
            </Alert>
          ) : (
            <>
              <Text fw={600}>
                {T.lastBackup}: {formatSavedAt(backup.savedAt)}
              </Text>
              <Text size="sm" c="dimmed">
                {T.readOnly}
              </Text>
              {days.map((day) => (
                <Paper key={day.date} withBorder radius="md" p="sm">
                  <Title order={2} fz="lg" mb="xs">
                    {formatDotted(day.date)}
                  </Title>
                  {/* A plain table: Mantine's Table brings its scroll area and floating-ui,
                      which this page is preloaded without. */}
                  <table className={classes.table} aria-label={formatDotted(day.date)}>
                    <thead>
                      <tr>
                        <th scope="col">{T.slot}</th>
                        <th scope="col">{T.name}</th>
                        <th scope="col">{T.phone}</th>
                        <th scope="col">{T.model}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {day.rows.map((r, i) => (
                        <tr key={`${r.riga}-${i}`}>
                          <td>{r.riga}</td>
                          <td>{r.nome}</td>
                          <td>{r.telefono}</td>
                          <td>{r.modello}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </Paper>
              ))}
            </>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
