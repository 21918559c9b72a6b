import { useRef, useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ApiMessageWith, UploadedImage } from 'api/types';
import { errorMessage, reliefApi } from 'shared-auth';
import { NS } from '../../i18n';

/**
 * POST /uploads/images: one picture as multipart/form-data (signed-in people only; the browser
 * sets the boundary). Its own chunk with the button below: guests never download it.
 */
const uploadsApi = reliefApi.injectEndpoints({
  endpoints: (build) => ({
    uploadVolunteerPhoto: build.mutation<ApiMessageWith<UploadedImage>, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file, file.name);
        return { url: 'uploads/images', method: 'POST', body };
      },
    }),
  }),
});

/** The accepted pictures (the API reads the type from the bytes and says so when it is not one of them). */
const ACCEPT = 'image/jpeg,image/png,image/webp';

/** "Upload a photo": the stored picture's address goes to `onUploaded` (the Image field); a failure says why. */
export default function PhotoUpload({ onUploaded }: { onUploaded: (image: string) => void }) {
  const { t } = useTranslation(NS.volunteer);
  const [upload, { isLoading }] = uploadsApi.useUploadVolunteerPhotoMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);

  async function send(file: File | undefined) {
    if (!file) return;
    setFailure(null);
    try {
      const answer = await upload(file).unwrap();
      onUploaded(answer.data.image);
    } catch (error) {
      setFailure(errorMessage(error, t('upload.failed')));
    } finally {
      // The same file may be chosen again after a failure.
      if (picker.current) picker.current.value = '';
    }
  }

  return (
    <Group gap="sm" wrap="wrap">
      <input ref={picker} type="file" accept={ACCEPT} hidden aria-label={t('upload.input')} onChange={(e) => void send(e.currentTarget.files?.[0])} />
      <Button variant="default" size="xs" leftSection={<IconUpload size={14} aria-hidden />} loading={isLoading} onClick={() => picker.current?.click()}>
        {t('upload.button')}
      </Button>
      {isLoading && (
        <Text size="xs" c="dimmed" role="status">
          {t('upload.uploading')}
        </Text>
      )}
      {failure && (
        <Text size="xs" c="red.9" role="alert">
          {failure}
        </Text>
      )}
    </Group>
  );
}
