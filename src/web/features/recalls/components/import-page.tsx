/**
 * `#/user/importa_yap` "Importa YAP" (spec 001 §2, §5, §8; docs/RECALLS.md "Import"): load the CSV,
 * check the preview with the column mapping and the counts, name the campaign, pick the
 * text and the channel; the import is one transaction on the server, then the campaign
 * screen opens with `?campagna=`.
 */
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  Badge,
  Button,
  FileInput,
  Group,
  NumberInput,
  Radio,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconBrandWhatsapp, IconFileTypeCsv, IconMessage } from '@tabler/icons-react';
import type { Channel } from '@shared/contracts/messaging';
import { RECALLS_MSG } from '@shared/messages/recalls';
import { Panel } from '@web/components/panel';
import { block } from '@web/components/screen-blocker';
import { paths } from '@web/config/paths';
import { toast } from '@web/lib/toast';
import { useImportRecalls } from '../api/import';
import {
  DEFAULT_COLUMNS,
  decodeCsv,
  importCounts,
  skippedRows,
  mapRows,
  parseCsv,
  type ColumnMap,
  type Encoding,
} from '../lib/csv-import';
import { IMPORT_TEXTS as T } from '../texts';

const PREVIEW_ROWS = 8;
/** Green and orange dark enough for white text (WCAG AA 4.5:1). */
const DARK_GREEN = '#1f7a35';
const DARK_ORANGE = '#a84300';
const FIELDS: { key: keyof ColumnMap; label: string }[] = [
  { key: 'phone', label: T.colPhone },
  { key: 'expiry', label: T.colExpiry },
  { key: 'plate', label: T.colPlate },
  { key: 'vehicle', label: T.colVehicle },
];

export function ImportPage({ whatsapp }: { whatsapp: boolean }) {
  const [file, setFile] = useState<File | null>(null);
  const [parsed, setParsed] = useState<{ rows: string[][]; encoding: Encoding } | null>(null);
  const [columns, setColumns] = useState<ColumnMap>(DEFAULT_COLUMNS);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [text, setText] = useState<'richiami' | 'normalizzati'>('richiami');
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const importRecalls = useImportRecalls();

  const mapped = useMemo(() => (parsed ? mapRows(parsed.rows, columns) : []), [parsed, columns]);
  const counts = useMemo(() => importCounts(mapped), [mapped]);
  const skipped = useMemo(() => skippedRows(mapped), [mapped]);

  const load = async (f: File | null) => {
    setFile(f);
    setParsed(null);
    if (!f) return;
    try {
      const { text: content, encoding } = decodeCsv(new Uint8Array(await f.arrayBuffer()));
      setParsed({ rows: parseCsv(content).rows, encoding });
    } catch {
      toast.error(T.readError);
    }
  };

  const submit = async (channel: Channel) => {
    setNameError(null);
    if (name.trim() === '') {
      setNameError(RECALLS_MSG.importNameRequired);
      return;
    }
    if (counts.validPhones === 0) {
      toast.warn(RECALLS_MSG.noInserts);
      return;
    }
    setBusy(true);
    const id = block.add({ text: T.uploading(0), percent: 0 });
    try {
      const res = await importRecalls.mutateAsync({
        body: { name, channel, text, rows: mapped },
        onProgress: (p) => block.update(id, { text: T.uploading(p), percent: p }),
      });
      toast.ok(res.notice);
      // The impossible numbers it skipped, said after the import too (spec 000 §5).
      if (res.invalid > 0) toast.warn(T.invalidSkipped(res.invalid));
      if (res.skippedOptOut > 0) toast.info(T.skippedOptOut(res.skippedOptOut));
      const base = channel === 'sms' ? paths.user.smsComunicazioni : paths.user.waComunicazioni;
      void navigate(`${base}?campagna=${res.campaign.id}`);
    } catch (err) {
      const e = err as { code?: string; message?: string };
      if (e.code === 'duplicate_campaign') setNameError(e.message ?? RECALLS_MSG.duplicateImport);
      else toast.error(e.message ?? RECALLS_MSG.importFailed);
    } finally {
      block.remove(id);
      setBusy(false);
    }
  };

  return (
    <Stack gap="md" w="100%" maw={1200} mx="auto">
      <Title order={2}>{T.title}</Title>
      <Panel>
        <FileInput
          label={T.file}
          placeholder={T.filePlaceholder}
          accept=".csv,text/csv,text/plain"
          leftSection={<IconFileTypeCsv size={16} />}
          value={file}
          onChange={(f) => void load(f)}
          clearable
          clearButtonProps={{ 'aria-label': T.clearFile }}
        />
        {parsed && (
          <>
            <Text size="sm" c="dimmed">
              {T.encoding(parsed.encoding)}
            </Text>
            <Group gap="sm" align="flex-end" role="group" aria-label={T.columns}>
              {FIELDS.map((f) => (
                <NumberInput
                  key={f.key}
                  label={f.label}
                  min={1}
                  max={200}
                  w={150}
                  value={columns[f.key]}
                  onChange={(v) =>
                    typeof v === 'number' && v >= 1 && setColumns({ ...columns, [f.key]: v })
                  }
                />
              ))}
            </Group>
            <Group gap="xs">
              <Badge variant="light" size="lg" tt="none">
                {T.rows(counts.rows)}
              </Badge>
              <Badge variant="outline" size="lg" color={DARK_GREEN} tt="none">
                {T.validPhones(counts.validPhones)}
              </Badge>
              {skipped.length > 0 && (
                <Badge variant="outline" size="lg" color={DARK_ORANGE} tt="none">
                  {T.skippedCount(skipped.length)}
                </Badge>
              )}
              {counts.invalidPhones > 0 && (
                <Badge variant="outline" size="lg" color="red.8" tt="none">
                  {T.invalidPhones(counts.invalidPhones)}
                </Badge>
              )}
              {counts.suspiciousPlates > 0 && (
                <Badge variant="filled" size="lg" color={DARK_ORANGE} role="status" tt="none">
                  {T.suspicious(counts.suspiciousPlates)}
                </Badge>
              )}
            </Group>
            <Title order={3} size="h5">
              {T.preview}
            </Title>
            <Table.ScrollContainer minWidth={500}>
              <Table striped fz="sm" verticalSpacing={4} aria-label={T.preview}>
                <Table.Thead>
                  <Table.Tr>
                    {FIELDS.map((f) => (
                      <Table.Th key={f.key}>{`${f.label} (${columns[f.key]})`}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {mapped.slice(0, PREVIEW_ROWS).map((r, i) => (
                    <Table.Tr key={i}>
                      {r.map((cell, j) => (
                        <Table.Td key={j}>{cell}</Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {skipped.length > 0 && (
              <>
                <Title order={3} size="h5">
                  {T.skippedTitle}
                </Title>
                <Table.ScrollContainer minWidth={360}>
                  <Table fz="sm" verticalSpacing={4} aria-label={T.skippedTitle}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{T.skippedLine}</Table.Th>
                        <Table.Th>{T.skippedPhone}</Table.Th>
                        <Table.Th>{T.skippedReason}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {skipped.slice(0, PREVIEW_ROWS).map((s) => (
                        <Table.Tr key={s.line}>
                          <Table.Td>{s.line}</Table.Td>
                          <Table.Td>{s.phone}</Table.Td>
                          <Table.Td>{T.skipReason[s.reason]}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </>
            )}
          </>
        )}
      </Panel>
      <Panel>
        <TextInput
          label={T.campaignName}
          value={name}
          maxLength={100}
          error={nameError}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <Radio.Group label={T.textKind} value={text} onChange={(v) => setText(v as typeof text)}>
          <Group mt={4}>
            <Radio value="richiami" label={T.textRegular} />
            <Radio value="normalizzati" label={T.textNormalised} />
          </Group>
        </Radio.Group>
        <Group>
          <Button
            leftSection={<IconMessage size={16} />}
            disabled={!parsed || busy}
            onClick={() => void submit('sms')}
          >
            {T.importSms}
          </Button>
          {whatsapp && (
            <Button
              color={DARK_GREEN}
              leftSection={<IconBrandWhatsapp size={16} />}
              disabled={!parsed || busy}
              onClick={() => void submit('wa')}
            >
              {T.importWa}
            </Button>
          )}
        </Group>
      </Panel>
    </Stack>
  );
}
