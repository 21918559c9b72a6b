import { Alert, Button, Code, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCopy, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAuth } from 'shared-auth';
import { NS } from '../../i18n';
import { notifyError, notifySuccess } from '../frame/notify';
import { copyText, downloadText, recoveryCodesText } from './save-text';

/** The recovery codes right after enrolment: shown this once, with copy and download. */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation(NS.security);
  const { user } = useAuth();
  const text = recoveryCodesText(user?.email ?? '', codes);

  return (
    <Stack gap="sm">
      <Alert color="yellow" variant="light" title={t('recovery.title')} styles={{ title: { color: 'var(--mantine-color-text)' } }}>
        {t('recovery.explain')}
      </Alert>
      <SimpleGrid cols={2} spacing="xs" component="ul" aria-label={t('recovery.listLabel')} p={0} m={0} style={{ listStyle: 'none' }}>
        {codes.map((code) => (
          <li key={code}>
            <Code fz="md" style={{ letterSpacing: '0.05em' }} data-testid="recovery-code">
              {code}
            </Code>
          </li>
        ))}
      </SimpleGrid>
      <Group gap="sm" wrap="wrap">
        <Button
          variant="default"
          leftSection={<IconCopy size={16} aria-hidden />}
          onClick={async () => {
            if (await copyText(codes.join('\n'))) notifySuccess(t('recovery.copied'), t('copied'));
            else notifyError(t('recovery.notCopied'), t('notCopied'));
          }}
        >
          {t('recovery.copy')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => downloadText('relief-recovery-codes.txt', text)}
        >
          {t('recovery.download')}
        </Button>
        <Button onClick={onDone}>{t('recovery.saved')}</Button>
      </Group>
      <Text size="xs" c="dimmed">
        {t('recovery.lost')}
      </Text>
    </Stack>
  );
}
