/** The option flags as checkboxes with the spec's names (spec 000 §6, 001 §1). */
import { Checkbox, SimpleGrid } from '@mantine/core';
import { OPTION_FLAGS, type OptionFlag } from '@shared/contracts/auth';
import { ADMIN_TEXTS as T, OPTION_HINTS } from '../texts';

type Props = { value: OptionFlag[]; onChange: (v: OptionFlag[]) => void };

export function OptionCheckboxes({ value, onChange }: Props) {
  return (
    <Checkbox.Group
      label={T.options}
      value={value}
      onChange={(v) => onChange(OPTION_FLAGS.filter((f) => v.includes(f)))}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
        {OPTION_FLAGS.map((flag) => (
          <Checkbox key={flag} value={flag} label={flag} description={OPTION_HINTS[flag]} />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}
