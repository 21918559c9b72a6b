import { useState } from 'react';
import { Avatar, Card, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconBriefcase, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { assetUrl } from 'shared-auth';
import type { Volunteer } from 'api/types';
import { NS } from '../../i18n';

/** Initials in the ordinary text colour on the tinted background: readable in both schemes. */
const INITIALS_STYLES = { placeholder: { color: 'var(--mantine-color-text)' } };

const PHOTO_SIZE = 96;
const ICON_STYLE = { verticalAlign: '-2px', marginRight: 6 } as const;

/** A volunteer's photo, or their initials when there is none or it fails to load. */
function VolunteerPhoto({ volunteer }: { volunteer: Volunteer }) {
  const [failed, setFailed] = useState(false);
  const src = assetUrl(volunteer.image);
  if (!src || failed) {
    return (
      <Avatar
        name={volunteer.name}
        color="initials"
        styles={INITIALS_STYLES}
        size={PHOTO_SIZE}
        radius={PHOTO_SIZE}
        aria-hidden
        data-testid="volunteer-initials"
      />
    );
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
      style={{ borderRadius: '50%', objectFit: 'cover', display: 'block', background: 'var(--mantine-color-default-hover)' }}
    />
  );
}

export function VolunteerCard({ volunteer }: { volunteer: Volunteer }) {
  const { t } = useTranslation(NS.about);
  return (
    <Card component="li" withBorder radius="md" padding="md" h="100%" data-testid="volunteer">
      <Stack align="center" gap={6} ta="center">
        <VolunteerPhoto volunteer={volunteer} />
        <Text fw={700} fz={{ base: 'md', sm: 'lg' }} mt="xs" style={{ overflowWrap: 'anywhere' }}>
          {volunteer.name}
        </Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          <IconBriefcase size={15} aria-hidden style={ICON_STYLE} />
          <VisuallyHidden>{t('card.profession')} </VisuallyHidden>
          {volunteer.profession}
        </Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          <IconMapPin size={15} aria-hidden style={ICON_STYLE} />
          <VisuallyHidden>{t('card.location')} </VisuallyHidden>
          {volunteer.location}
        </Text>
      </Stack>
    </Card>
  );
}
