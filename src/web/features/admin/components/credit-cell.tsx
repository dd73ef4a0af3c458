/** The SMS credit of one account in lista_utenti: "errore" on failure, red below 200 (spec 001 §8, §9). */
import { Loader, Text } from '@mantine/core';
import { ADMIN_TEXTS as T } from '../texts';
import { LOW_CREDIT } from '../lib/filters';

type Props = { loading: boolean; credit: number | null | undefined };

export function CreditCell({ loading, credit }: Props) {
  if (loading) return <Loader role="status" size="xs" aria-label={T.columns.credit} />;
  if (credit === null || credit === undefined)
    return (
      <Text size="sm" c="red.8" fw={600}>
        {T.creditError}
      </Text>
    );
  return (
    <Text
      size="sm"
      c={credit < LOW_CREDIT ? 'red.8' : undefined}
      fw={credit < LOW_CREDIT ? 700 : 500}
    >
      {credit.toLocaleString('it-IT')}
    </Text>
  );
}
