import { useRef, useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isImageLink } from 'api/rules';
import { assetUrl, errorMessage } from 'shared-auth';
import { NS } from '../../i18n';
import { useUploadImageMutation } from './uploads-api';

interface ImageFieldProps {
  id: string;
  label: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
  /** Whether a picture must be given (campaigns, profiles); an update's photo is optional. */
  required?: boolean;
}

/** The accepted pictures (the API reads the type from the bytes and says so when it is not one of them). */
const ACCEPT = 'image/jpeg,image/png,image/webp';

/**
 * An image: a link pasted in, or a photo uploaded from the device (POST /uploads/images), whose
 * stored path then fills the field. A small preview shows what the field holds.
 */
export function ImageField({ id, label, value, error, onChange, required = true }: ImageFieldProps) {
  const { t } = useTranslation(NS.frame);
  const [upload, { isLoading }] = useUploadImageMutation();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);

  async function send(file: File | undefined) {
    if (!file) return;
    setUploadError(null);
    try {
      const answer = await upload(file).unwrap();
      onChange(answer.data.image);
    } catch (failure) {
      setUploadError(errorMessage(failure, t('image.uploadFailed')));
    } finally {
      // The same file may be chosen again after a failure.
      if (picker.current) picker.current.value = '';
    }
  }

  const preview = value && isImageLink(value) ? assetUrl(value) : '';
  return (
    <Stack gap={6}>
      <TextInput
        id={id}
        label={label}
        description={t('image.description')}
        placeholder={t('image.placeholder')}
        required={required}
        value={value}
        onChange={(e) => {
          setUploadError(null);
          onChange(e.currentTarget.value);
        }}
        error={uploadError ?? error}
      />
      <Group gap="sm" wrap="nowrap">
        <input ref={picker} type="file" accept={ACCEPT} hidden aria-label={t('image.fileLabel')} onChange={(e) => void send(e.currentTarget.files?.[0])} />
        <Button variant="default" size="xs" leftSection={<IconUpload size={14} aria-hidden />} loading={isLoading} onClick={() => picker.current?.click()}>
          {t('image.upload')}
        </Button>
        {isLoading && (
          <Text size="xs" c="dimmed" role="status">
            {t('image.uploading')}
          </Text>
        )}
        {preview && !isLoading && <img src={preview} alt="" width={72} height={48} style={{ objectFit: 'cover', borderRadius: 4 }} />}
      </Group>
    </Stack>
  );
}
