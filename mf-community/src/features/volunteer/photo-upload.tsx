import { useRef, useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import type { ApiMessageWith, UploadedImage } from 'api/types';
import { errorMessage, reliefApi } from 'shared-auth';

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
      setFailure(errorMessage(error, 'The photo could not be uploaded. Please try again.'));
    } finally {
      // The same file may be chosen again after a failure.
      if (picker.current) picker.current.value = '';
    }
  }

  return (
    <Group gap="sm" wrap="wrap">
      <input ref={picker} type="file" accept={ACCEPT} hidden aria-label="Photo to upload" onChange={(e) => void send(e.currentTarget.files?.[0])} />
      <Button variant="default" size="xs" leftSection={<IconUpload size={14} aria-hidden />} loading={isLoading} onClick={() => picker.current?.click()}>
        Upload a photo
      </Button>
      {isLoading && (
        <Text size="xs" c="dimmed" role="status">
          Uploading…
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
