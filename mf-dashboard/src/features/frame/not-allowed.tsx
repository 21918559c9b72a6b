import { Button, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from 'shared-auth';
import { i18n } from 'shared-auth/i18n';
import { NS } from '../../i18n';

/** The document title of the not-allowed screen in the page's language (pages that show it themselves set it too). */
export const notAllowedTitle = (): string => i18n.t('notAllowed.title', { ns: NS.frame });

/**
 * What a signed-in person sees on a dashboard page their role may not open: by default that it is
 * for administrators and a way back; a page about one person (a profile, their donations) says
 * why instead and offers the person's own (`text`, `link`).
 */
export function NotAllowed({ text, link }: { text?: string; link?: { to: string; label: string } } = {}) {
  const { t } = useTranslation(NS.frame);
  useDocumentTitle(t('notAllowed.title'));
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <IconLock size={48} aria-hidden />
      <Title order={2}>{t('notAllowed.heading')}</Title>
      <Text c="dimmed" maw={480}>
        {text ?? t('notAllowed.text')}
      </Text>
      {link ? (
        <Button component={Link} to={link.to}>
          {link.label}
        </Button>
      ) : null}
      <Button component={Link} to="/dashboard" variant={link ? 'default' : undefined}>
        {t('notAllowed.back')}
      </Button>
    </Stack>
  );
}
