import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Badge, Box, Button, Code, Group, Stack, Text, TextInput } from '@mantine/core';
import { PasswordInput } from 'shared-auth/forms';
import { IconCopy } from '@tabler/icons-react';
import type { Me, TwoFactorSetup } from 'api/types';
import { errorMessage } from 'shared-auth';
import { notifyError, notifySuccess } from '../frame/notify';
import { RecoveryCodes } from './recovery-codes';
import { copyText } from './save-text';
import {
  useTwoFactorDisableMutation,
  useTwoFactorEnableMutation,
  useTwoFactorSetupMutation,
} from './security-api';

/** A 6-digit code as typed (spaces allowed, "123 456"), or null when it is not one. */
export function sixDigits(value: string): string | null {
  const digits = value.replace(/\s+/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

/** The QR code the API drew, as an image source of the page itself (no outside host sees the secret). */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** "JBSWY3DPEHPK3PXP" → "JBSW Y3DP EHPK 3PXP" (easier to type). */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

function statusOf(error: unknown): unknown {
  return (error as { status?: unknown } | null)?.status;
}

/**
 * Two-factor sign-in for admins: off → "Set up" (QR code + setup key, then the first code) → the
 * recovery codes once → on, with "Turn off" (password + a code). The state comes from GET /me.
 */
export function TwoFactorSection({ me, onChanged }: { me: Me; onChanged: () => void }) {
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [startSetup, { isLoading: starting }] = useTwoFactorSetupMutation();

  async function onStart() {
    try {
      setSetup(await startSetup().unwrap());
    } catch (error) {
      // 409: already on (enrolled in another tab): show what the server says it is now.
      if (statusOf(error) === 409) onChanged();
      notifyError(errorMessage(error, 'Please try again.'), 'Could not start the setup');
    }
  }

  if (recoveryCodes) {
    return (
      <Stack gap="sm">
        <StatusLine on />
        <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
      </Stack>
    );
  }

  if (me.twoFactorEnabled) {
    return (
      <Stack gap="sm">
        <StatusLine on />
        <Text size="sm">Signing in asks for the code from your authenticator app (or one of your recovery codes).</Text>
        <DisableForm />
      </Stack>
    );
  }

  if (setup) {
    return (
      <Stack gap="sm">
        <StatusLine on={false} />
        <EnrolSteps
          setup={setup}
          onCancel={() => setSetup(null)}
          onEnabled={(codes) => {
            setSetup(null);
            setRecoveryCodes(codes);
          }}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="sm" align="flex-start">
      <StatusLine on={false} />
      {me.twoFactorRequired ? (
        <Alert color="red" variant="light" title="Required for administrators" w="100%">
          Until you set up two-factor sign-in, the server refuses your changes as an administrator (creating, editing
          or deleting anything).
        </Alert>
      ) : null}
      <Text size="sm">
        Protect this administrator account with a second step at sign-in: a 6-digit code from an authenticator app on
        your phone (such as Google Authenticator, Microsoft Authenticator, Aegis or 2FAS).
      </Text>
      <Button onClick={onStart} loading={starting}>
        Set up two-factor sign-in
      </Button>
    </Stack>
  );
}

function StatusLine({ on }: { on: boolean }) {
  return (
    <Group gap="xs">
      <Text fw={600}>Status</Text>
      <Badge color={on ? 'teal.9' : 'gray'} variant={on ? 'filled' : 'light'} data-testid="two-factor-status">
        {on ? 'On' : 'Off'}
      </Badge>
    </Group>
  );
}

/** Scan or type, then the first code turns it on. */
function EnrolSteps({
  setup,
  onCancel,
  onEnabled,
}: {
  setup: TwoFactorSetup;
  onCancel: () => void;
  onEnabled: (recoveryCodes: string[]) => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [enable, { isLoading }] = useTwoFactorEnableMutation();
  const headingRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => headingRef.current?.focus(), []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const digits = sixDigits(code);
    if (!digits) {
      setError('Enter the 6 digits your app shows');
      return;
    }
    setError(undefined);
    try {
      const answer = await enable({ code: digits }).unwrap();
      notifySuccess(answer.message || 'Two-factor sign-in is on', 'Two-factor sign-in');
      onEnabled(answer.data?.recoveryCodes ?? []);
    } catch (failure) {
      const message = errorMessage(failure, 'Please try again.');
      if (statusOf(failure) === 400) setError(message);
      else notifyError(message, 'Two-factor sign-in not turned on');
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Set up two-factor sign-in">
      <Stack gap="sm">
        <Text ref={headingRef} tabIndex={-1} fw={600} style={{ outline: 'none' }}>
          1. Scan this QR code with your authenticator app
        </Text>
        <Box
          component="img"
          src={svgDataUrl(setup.qrSvg)}
          alt="QR code of the two-factor setup key, to scan with an authenticator app"
          w={200}
          h={200}
          bg="white"
          p={4}
          style={{ borderRadius: 'var(--mantine-radius-sm)', border: '1px solid var(--mantine-color-default-border)', display: 'block' }}
          data-testid="totp-qr"
        />
        <Text size="sm">Cannot scan it? Type this setup key into the app instead (time-based, 6 digits, 30 seconds):</Text>
        <Group gap="xs" wrap="wrap">
          <Code fz="md" style={{ overflowWrap: 'anywhere', letterSpacing: '0.05em' }} data-testid="totp-secret" data-secret={setup.secret} aria-label="Setup key">
            {groupedSecret(setup.secret)}
          </Code>
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconCopy size={14} aria-hidden />}
            onClick={async () => {
              if (await copyText(setup.secret)) notifySuccess('The setup key is on the clipboard.', 'Copied');
              else notifyError('Copying is not allowed here; select the key instead.', 'Not copied');
            }}
          >
            Copy key
          </Button>
        </Group>
        <Text fw={600} mt="xs">
          2. Enter the code the app shows
        </Text>
        <TextInput
          label="6-digit code"
          description="From your authenticator app; it changes every 30 seconds"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={7}
          required
          w={{ base: '100%', xs: 220 }}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          error={error}
        />
        <Group gap="sm">
          <Button type="submit" loading={isLoading}>
            Turn on two-factor sign-in
          </Button>
          <Button variant="default" onClick={onCancel} disabled={isLoading}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Turn it off: the password and a code (from the app, or a recovery code). */
function DisableForm() {
  const [opened, setOpened] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ password?: string; code?: string }>({});
  const [disable, { isLoading }] = useTwoFactorDisableMutation();

  if (!opened) {
    return (
      <Group>
        <Button variant="default" color="red" onClick={() => setOpened(true)}>
          Turn off two-factor sign-in
        </Button>
      </Group>
    );
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found: typeof errors = {};
    if (!password) found.password = 'Enter your password';
    if (!code.trim()) found.code = 'Enter a code from your app or a recovery code';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const answer = await disable({ password, code: sixDigits(code) ?? code.trim() }).unwrap();
      notifySuccess(answer.message || 'Two-factor sign-in is off', 'Two-factor sign-in');
      setOpened(false);
      setPassword('');
      setCode('');
    } catch (failure) {
      const message = errorMessage(failure, 'Please try again.');
      if (statusOf(failure) === 400 && /password/i.test(message)) setErrors({ password: message });
      else if (statusOf(failure) === 400) setErrors({ code: message });
      else notifyError(message, 'Two-factor sign-in not turned off');
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Turn off two-factor sign-in">
      <Stack gap="sm" maw={420}>
        <Text size="sm">To turn it off, confirm it is you.</Text>
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={errors.password}
        />
        <TextInput
          label="Authentication code"
          description="The 6-digit code from your app, or a recovery code (like abcd-efgh)"
          autoComplete="one-time-code"
          spellCheck={false}
          required
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          error={errors.code}
        />
        <Group gap="sm">
          <Button type="submit" color="red.9" loading={isLoading}>
            Turn off
          </Button>
          <Button
            variant="default"
            disabled={isLoading}
            onClick={() => {
              setOpened(false);
              setErrors({});
            }}
          >
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
