/**
 * CODICI OFFICINE (spec 001 §2 officine, +mod_kuma): search (uppercased), list, add/edit
 * dialog, delete with confirmation ("Eliminato"), reload when loading fails. The screen is
 * the shared `SearchableListPage`.
 */
import type { WorkshopCode } from '@shared/contracts/workshop-codes';
import { upper } from '@shared/domain/text';
import { SearchableListPage } from '@web/components/searchable-list-page';
import { codesQueryOptions } from '../api/list-codes';
import { useDeleteCode } from '../api/save-code';
import { CODES_TEXTS as T } from '../texts';
import { CodeDialog } from './code-dialog';

export function WorkshopCodesPage() {
  const remove = useDeleteCode();
  return (
    <SearchableListPage
      texts={T}
      maxWidth={1200}
      query={codesQueryOptions}
      rowsOf={(d) => ({ rows: d.codes, truncated: d.truncated })}
      normalizeSearch={upper}
      subtitle={{ text: (c: WorkshopCode) => c.address, hiddenFrom: 'md' }}
      columns={[
        { header: T.province, cell: (c) => c.province },
        { header: T.code, cell: (c) => c.code },
        { header: T.address, cell: (c) => c.address, visibleFrom: 'md' },
        { header: T.authorization, cell: (c) => c.authorization, visibleFrom: 'sm' },
      ]}
      remove={(c) => remove.mutateAsync(c.id)}
      dialog={(code, close) => <CodeDialog code={code} onClose={close} />}
    />
  );
}
