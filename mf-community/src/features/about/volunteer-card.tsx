import { useState } from 'react';
import { Avatar, Card, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconBriefcase, IconMapPin } from '@tabler/icons-react';
import { assetUrl, type Volunteer } from 'shared-auth';

const PHOTO_SIZE = 96;

/** A volunteer's photo, or their initials when there is none or it fails to load. */
function VolunteerPhoto({ volunteer }: { volunteer: Volunteer }) {
  const [failed, setFailed] = useState(false);
  const src = assetUrl(volunteer.image);
  if (!src || failed) {
    return <Avatar name={volunteer.name} color="initials" size={PHOTO_SIZE} radius={PHOTO_SIZE} aria-hidden data-testid="volunteer-initials" />;
  }
  return (
    <img
      src={src}
      alt=""
      width={PHOTO_SIZE}
      height={PHOTO_SIZE}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
      style={{ borderRadius: '50%', objectFit: 'cover', display: 'block' }}
    />
  );
}

export function VolunteerCard({ volunteer }: { volunteer: Volunteer }) {
  return (
    <Card component="li" withBorder radius="md" padding="lg" h="100%" data-testid="volunteer">
      <Stack align="center" gap="xs" ta="center">
        <VolunteerPhoto volunteer={volunteer} />
        <Text fw={700} size="lg" mt="xs" style={{ overflowWrap: 'anywhere' }}>
          {volunteer.name}
        </Text>
        <Group gap={6} wrap="nowrap" c="dimmed" justify="center">
          <IconBriefcase size={16} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <VisuallyHidden>Profession: </VisuallyHidden>
            {volunteer.profession}
          </Text>
        </Group>
        <Group gap={6} wrap="nowrap" c="dimmed" justify="center">
          <IconMapPin size={16} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <VisuallyHidden>Location: </VisuallyHidden>
            {volunteer.location}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
