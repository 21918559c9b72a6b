import { Alert, Button, Code, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCopy, IconDownload } from '@tabler/icons-react';
import { useAuth } from 'shared-auth';
import { notifyError, notifySuccess } from '../frame/notify';
import { copyText, downloadText, recoveryCodesText } from './save-text';

/** The recovery codes right after enrolment: shown this once, with copy and download. */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { user } = useAuth();
  const text = recoveryCodesText(user?.email ?? '', codes);

  return (
    <Stack gap="sm">
      <Alert color="yellow" variant="light" title="Save your recovery codes now" styles={{ title: { color: 'var(--mantine-color-text)' } }}>
        Each code signs you in once if you lose your phone or cannot use the app. They are shown only this once: copy
        them or download them, and keep them somewhere safe.
      </Alert>
      <SimpleGrid cols={2} spacing="xs" component="ul" aria-label="Recovery codes" p={0} m={0} style={{ listStyle: 'none' }}>
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
            if (await copyText(codes.join('\n'))) notifySuccess('The recovery codes are on the clipboard.', 'Copied');
            else notifyError('Copying is not allowed here; select the codes or download them instead.', 'Not copied');
          }}
        >
          Copy codes
        </Button>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => downloadText('relief-recovery-codes.txt', text)}
        >
          Download as .txt
        </Button>
        <Button onClick={onDone}>I saved them</Button>
      </Group>
      <Text size="xs" c="dimmed">
        Lost them? Turn two-factor sign-in off and on again to get new ones.
      </Text>
    </Stack>
  );
}
