/**
 * `#/user/impostazioni_lettere` (spec 001 §2, §4, §5, §8; docs/RECALLS.md "Letters"), on the
 * settings frame (Back to impostazioni_home, SALVA stores the selected model): upload a PNG
 * or JPEG model with a name ("Inserire un nome"), list and select the models, delete one
 * ("Modello eliminato" / "Modello non eliminato"; the selected one falls back to base.png),
 * download the base model. Enter in the model's name uploads, as CARICA.
 */
import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  FileInput,
  Group,
  Radio,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { BASE_MODEL, LETTER_MODEL_MAX_BYTES } from '@shared/contracts/letters';
import { RECALLS_MSG } from '@shared/messages/recalls';
import { confirmDelete } from '@web/components/confirm';
import { BASE_MODEL_URL, letterModelsQuery } from '@web/data/letters';
import { toast } from '@web/lib/toast';
import {
  fileToBase64,
  useDeleteLetterModel,
  useSelectLetterModel,
  useUploadLetterModel,
} from '../api/letters';
import { SETTINGS_TEXTS } from '../texts';
import { SettingsBlock, SettingsFrame } from './settings-frame';

const T = SETTINGS_TEXTS.letters;

export function LetterSettingsPage() {
  const list = useQuery(letterModelsQuery());
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

  const save = () => {
    if (choice)
      select.mutate(choice, { onSuccess: () => toast.ok(T.saved), onError: toast.failure });
  };

  return (
    <SettingsFrame title={T.title} onSave={save} saving={select.isPending}>
      <SettingsBlock title={T.models}>
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
      </SettingsBlock>
      <SettingsBlock title={T.upload}>
        <TextInput
          label={T.modelName}
          value={name}
          maxLength={100}
          error={errors.name}
          onChange={(e) => setName(e.currentTarget.value)}
          onKeyDown={(e) => {
            // Enter here uploads (the frame's form would save the selection instead).
            if (e.key !== 'Enter') return;
            e.preventDefault();
            if (!upload.isPending) void send();
          }}
        />
        <FileInput
          label={T.image}
          accept="image/png,image/jpeg"
          value={file}
          onChange={setFile}
          error={errors.file}
          clearable
          clearButtonProps={{ 'aria-label': T.clearFile }}
        />
        <Text size="xs" c="dimmed">
          {T.imageHint}
        </Text>
        <Group justify="flex-end">
          <Button onClick={() => void send()} loading={upload.isPending}>
            {T.uploadButton}
          </Button>
        </Group>
      </SettingsBlock>
    </SettingsFrame>
  );
}
