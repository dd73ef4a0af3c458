/**
 * `#/user/impostazioni_lettere` (spec 001 §2, §4, §5, §8; docs/RECALLS.md "Letters"): upload a PNG or
 * JPEG model with a name ("Inserire un nome"), list and select the models (SALVA stores the
 * choice), delete one ("Modello eliminato" / "Modello non eliminato"; the selected one falls
 * back to base.png), download the base model. Back goes to impostazioni_home.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  FileInput,
  Group,
  Paper,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconArrowLeft, IconDownload, IconTrash } from '@tabler/icons-react';
import { BASE_MODEL, LETTER_MODEL_MAX_BYTES } from '@shared/contracts/letters';
import { RECALLS_MSG } from '@shared/messages/recalls';
import { confirmDelete } from '@web/components/confirm';
import { paths } from '@web/config/paths';
import { toast } from '@web/lib/toast';
import {
  BASE_MODEL_URL,
  fileToBase64,
  letterModelsQueryOptions,
  useDeleteLetterModel,
  useSelectLetterModel,
  useUploadLetterModel,
} from '../api/letters';
import { LETTER_TEXTS as T } from '../texts';

export function LetterSettingsPage() {
  const list = useQuery(letterModelsQueryOptions());
  // The model picked here, else the one the server has selected.
  const [picked, setChoice] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ name?: string; file?: string }>({});
  const upload = useUploadLetterModel();
  const remove = useDeleteLetterModel();
  const select = useSelectLetterModel();
  const choice = picked ?? list.data?.selected ?? null;

  const send = async () => {
    const e: typeof errors = {};
    if (name.trim() === '') e.name = RECALLS_MSG.nameRequired;
    if (!file || !['image/png', 'image/jpeg'].includes(file.type))
      e.file = RECALLS_MSG.letterModelType;
    else if (file.size > LETTER_MODEL_MAX_BYTES) e.file = RECALLS_MSG.letterModelTooBig;
    setErrors(e);
    if (e.name || e.file || !file) return;
    upload.mutate(
      {
        name: name.trim(),
        mime: file.type as 'image/png' | 'image/jpeg',
        data: await fileToBase64(file),
      },
      {
        onSuccess: () => {
          toast.ok(T.uploaded);
          setName('');
          setFile(null);
        },
        onError: toast.failure,
      },
    );
  };

  const del = async (id: number) => {
    if (!(await confirmDelete(T.confirmDelete))) return;
    remove.mutate(id, {
      onSuccess: (res) => {
        toast.ok(RECALLS_MSG.modelDeleted);
        setChoice(res.selected);
      },
      onError: () => toast.error(RECALLS_MSG.modelNotDeleted),
    });
  };

  const save = () =>
    choice && select.mutate(choice, { onSuccess: () => toast.ok(T.saved), onError: toast.failure });

  return (
    <Stack gap="md" w="100%" maw={800} mx="auto">
      <Group justify="space-between">
        <Button
          component={Link}
          to={paths.user.impostazioniHome}
          variant="default"
          leftSection={<IconArrowLeft size={16} />}
        >
          {T.back}
        </Button>
        <Title order={2}>{T.settingsTitle}</Title>
        <Button onClick={save} loading={select.isPending}>
          {T.save}
        </Button>
      </Group>
      <Paper withBorder radius="md" p="md" component="section" aria-label={T.models}>
        <Title order={3} size="h5" mb="xs">
          {T.models}
        </Title>
        {list.isError ? (
          <Alert color="red">{RECALLS_MSG.letterModelNotFound}</Alert>
        ) : (
          <Radio.Group label={T.selectedModel} value={choice} onChange={setChoice}>
            <Stack gap="xs" mt="xs">
              <Group justify="space-between">
                <Radio value={BASE_MODEL} label={T.baseModel} />
                <Anchor href={BASE_MODEL_URL} download={BASE_MODEL} size="sm">
                  <Group gap={4}>
                    <IconDownload size={14} />
                    {T.downloadBase}
                  </Group>
                </Anchor>
              </Group>
              {list.data?.models.map((m) => (
                <Group key={m.id} justify="space-between">
                  <Radio value={m.name} label={`${m.name} (${Math.ceil(m.size / 1024)} KB)`} />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={T.deleteModel(m.name)}
                    onClick={() => void del(m.id)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              ))}
            </Stack>
          </Radio.Group>
        )}
      </Paper>
      <Paper withBorder radius="md" p="md" component="section" aria-label={T.upload}>
        <Title order={3} size="h5" mb="xs">
          {T.upload}
        </Title>
        <Stack gap="sm">
          <TextInput
            label={T.modelName}
            value={name}
            maxLength={100}
            error={errors.name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <FileInput
            label={T.image}
            accept="image/png,image/jpeg"
            value={file}
            onChange={setFile}
            error={errors.file}
            clearable
            clearButtonProps={{ 'aria-label': 'Rimuovi il file' }}
          />
          <Text size="xs" c="dimmed">
            A4 verticale, ad esempio 1240 × 1754 pixel (150 dpi).
          </Text>
          <Group justify="flex-end">
            <Button onClick={() => void send()} loading={upload.isPending}>
              {T.uploadButton}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
