/**
 * The Lettere button's dialog (spec 001 §2 sms_revisioni, §7 Letter PDF; docs/RECALLS.md "Letters"):
 * one page per listed vehicle with a valid address, skipping those already printed unless
 * "Includi anche le lettere già stampate" is on. The PDF is made in a Web Worker with the
 * selected model, progress in the screen blocker with ANNULLA; then the file downloads and
 * the vehicles are marked printed (invio_lettera 2).
 */
import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import type { RecallItem } from '@shared/contracts/recalls';
import { isPrintable } from '@shared/domain/letter-layout';
import { block } from '@web/components/screen-blocker';
import { toast } from '@web/lib/toast';
import { loadSelectedModel } from '@web/data/letters';
import { useMarkLettersPrinted } from '../api/recalls';
import { download } from '../lib/export';
import { runLettersJob } from '../lib/letters-job';
import { LETTER_TEXTS as T, RECALLS_TEXTS as R } from '../texts';

type Props = { items: readonly RecallItem[]; dueMonth: string; name: string; onClose: () => void };

export function LettersDialog({ items, dueMonth, name, onClose }: Props) {
  const [reprint, setReprint] = useState(false);
  const mark = useMarkLettersPrinted();
  const printable = items.filter(isPrintable);
  const printed = printable.filter((i) => i.letter === 2).length;
  const chosen = reprint ? printable : printable.filter((i) => i.letter !== 2);

  const generate = async () => {
    onClose();
    const id = block.add({ text: T.progress(0, chosen.length), percent: 0 });
    let job: ReturnType<typeof runLettersJob> | null = null;
    block.update(id, { onCancel: () => job?.cancel() });
    try {
      const image = await loadSelectedModel();
      job = runLettersJob({ image, dueMonth, letters: chosen }, (done, total) =>
        block.update(id, {
          text: T.progress(done, total),
          percent: Math.round((done / total) * 100),
        }),
      );
      const pdf = await job.result;
      download(new Blob([pdf as BlobPart], { type: 'application/pdf' }), `LETTERE ${name}.pdf`);
      await mark.mutateAsync(chosen.map((i) => i.id));
      toast.ok(T.done(chosen.length));
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') toast.warn(T.cancelled);
      else toast.failure(err);
    } finally {
      block.remove(id);
    }
  };

  return (
    <Modal opened onClose={onClose} title={T.dialogTitle} centered>
      <Stack>
        <Text>{T.printable(printable.length)}</Text>
        {printed > 0 && (
          <>
            <Text size="sm" c="dimmed">
              {T.alreadyPrinted(printed)}
            </Text>
            <Checkbox
              label={T.reprint}
              checked={reprint}
              onChange={(e) => setReprint(e.currentTarget.checked)}
            />
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {R.cancel}
          </Button>
          <Button disabled={chosen.length === 0} onClick={() => void generate()}>
            {chosen.length === 0 ? T.none : T.generate}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
