import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Badge, Box, Button, Code, Group, Stack, Text, TextInput } from '@mantine/core';
import { PasswordInput } from '../frame/password-input';
import { IconCopy } from '@tabler/icons-react';
import type { Me, TwoFactorSetup } from 'api/types';
import { useTranslation } from 'react-i18next';
import { useFieldErrors } from 'shared-auth/i18n';
import { errorMessage, useAuth } from 'shared-auth';
import { NS } from '../../i18n';
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

/** A refusal about the password, not the code (the server answers in the page's language, English or Bangla). */
const ABOUT_PASSWORD = /password|পাসওয়ার্ড/i;

/**
 * Two-factor sign-in for admins: off → "Set up" (the password, then QR code + setup key, then the first
 * code) → the recovery codes once → on, with "Turn off" (password + a code). The state comes from GET /me.
 * Turning it on or off ends every other session; this one goes on with the fresh token (security-api.ts).
 */
export function TwoFactorSection({ me, onChanged }: { me: Me; onChanged: () => void }) {
  const { t } = useTranslation(NS.security);
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

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
        <Text size="sm">{t('twoFactor.onNote')}</Text>
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
        <Alert color="red" variant="light" title={t('twoFactor.requiredTitle')} w="100%">
          {t('twoFactor.required')}
        </Alert>
      ) : null}
      <Text size="sm">
        {t('twoFactor.explain')}
      </Text>
      <StartSetup onStarted={setSetup} onAlreadyOn={onChanged} />
    </Stack>
  );
}

/**
 * The password that confirms who asks (setting up and turning off alike), with, for password
 * managers, the account it belongs to.
 */
function CurrentPassword({ label, value, onChange, error }: { label: string; value: string; onChange: (value: string) => void; error?: string }) {
  const { user } = useAuth();
  return (
    <>
      <input type="email" name="username" autoComplete="username" value={user?.email ?? ''} readOnly hidden />
      <PasswordInput
        label={label}
        autoComplete="current-password"
        required
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        error={error}
      />
    </>
  );
}

/**
 * "Set up" asks for the password before the server makes the secret: a token alone (a browser left
 * signed in, a stolen session) cannot enrol a device of its own.
 */
function StartSetup({ onStarted, onAlreadyOn }: { onStarted: (setup: TwoFactorSetup) => void; onAlreadyOn: () => void }) {
  const { t } = useTranslation(NS.security);
  const [opened, setOpened] = useState(false);
  const [password, setPassword] = useState('');
  const check = () => (password ? {} : { password: t('twoFactor.start.passwordRequired') });
  const [errors, setErrors] = useFieldErrors<{ password?: string }>(check);
  const [startSetup, { isLoading }] = useTwoFactorSetupMutation();

  if (!opened) {
    return <Button onClick={() => setOpened(true)}>{t('twoFactor.setUp')}</Button>;
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const setup = await startSetup({ password }).unwrap();
      setPassword('');
      onStarted(setup);
    } catch (error) {
      const message = errorMessage(error, t('tryAgain'));
      // 400: the password is not right (said at the field); 409: already on (enrolled in another tab).
      if (statusOf(error) === 400) setErrors({ password: message });
      else {
        if (statusOf(error) === 409) onAlreadyOn();
        notifyError(message, t('twoFactor.startFailed'));
      }
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('twoFactor.start.formLabel')} style={{ width: '100%' }}>
      <Stack gap="sm" maw={420}>
        <Text size="sm">{t('twoFactor.start.confirmIdentity')}</Text>
        <CurrentPassword label={t('twoFactor.start.passwordLabel')} value={password} onChange={setPassword} error={errors.password} />
        <Text size="sm" c="dimmed">
          {t('twoFactor.signsOutOthers')}
        </Text>
        <Group gap="sm">
          <Button type="submit" loading={isLoading}>
            {t('twoFactor.start.submit')}
          </Button>
          <Button
            variant="default"
            disabled={isLoading}
            onClick={() => {
              setOpened(false);
              setPassword('');
              setErrors({});
            }}
          >
            {t('cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function StatusLine({ on }: { on: boolean }) {
  const { t } = useTranslation(NS.security);
  return (
    <Group gap="xs">
      <Text fw={600}>{t('twoFactor.status')}</Text>
      <Badge color={on ? 'teal.9' : 'gray'} variant={on ? 'filled' : 'light'} data-testid="two-factor-status">
        {on ? t('twoFactor.on') : t('twoFactor.off')}
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
  const { t } = useTranslation(NS.security);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [enable, { isLoading }] = useTwoFactorEnableMutation();
  const headingRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => headingRef.current?.focus(), []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const digits = sixDigits(code);
    if (!digits) {
      setError(t('twoFactor.enrol.codeInvalid'));
      return;
    }
    setError(undefined);
    try {
      const answer = await enable({ code: digits }).unwrap();
      notifySuccess(answer.message || t('twoFactor.enrol.done'), t('twoFactor.name'));
      onEnabled(answer.data?.recoveryCodes ?? []);
    } catch (failure) {
      const message = errorMessage(failure, t('tryAgain'));
      if (statusOf(failure) === 400) setError(message);
      else notifyError(message, t('twoFactor.enrol.failedTitle'));
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('twoFactor.setUp')}>
      <Stack gap="sm">
        <Text ref={headingRef} tabIndex={-1} fw={600} style={{ outline: 'none' }}>
          {t('twoFactor.enrol.scan')}
        </Text>
        <Box
          component="img"
          src={svgDataUrl(setup.qrSvg)}
          alt={t('twoFactor.enrol.qrAlt')}
          w={200}
          h={200}
          bg="white"
          p={4}
          style={{ borderRadius: 'var(--mantine-radius-sm)', border: '1px solid var(--mantine-color-default-border)', display: 'block' }}
          data-testid="totp-qr"
        />
        <Text size="sm">{t('twoFactor.enrol.cannotScan')}</Text>
        <Group gap="xs" wrap="wrap">
          <Code fz="md" style={{ overflowWrap: 'anywhere', letterSpacing: '0.05em' }} data-testid="totp-secret" data-secret={setup.secret} aria-label={t('twoFactor.enrol.keyLabel')}>
            {groupedSecret(setup.secret)}
          </Code>
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconCopy size={14} aria-hidden />}
            onClick={async () => {
              if (await copyText(setup.secret)) notifySuccess(t('twoFactor.enrol.keyCopied'), t('copied'));
              else notifyError(t('twoFactor.enrol.keyNotCopied'), t('notCopied'));
            }}
          >
            {t('twoFactor.enrol.copyKey')}
          </Button>
        </Group>
        <Text fw={600} mt="xs">
          {t('twoFactor.enrol.enterCode')}
        </Text>
        <TextInput
          label={t('twoFactor.enrol.codeLabel')}
          description={t('twoFactor.enrol.codeDescription')}
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
            {t('twoFactor.enrol.submit')}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={isLoading}>
            {t('cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Turn it off: the password and a code (from the app, or a recovery code). */
function DisableForm() {
  const { t } = useTranslation(NS.security);
  const [opened, setOpened] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const check = () => {
    const found: { password?: string; code?: string } = {};
    if (!password) found.password = t('twoFactor.disable.passwordRequired');
    if (!code.trim()) found.code = t('twoFactor.disable.codeRequired');
    return found;
  };
  const [errors, setErrors] = useFieldErrors(check);
  const [disable, { isLoading }] = useTwoFactorDisableMutation();

  if (!opened) {
    return (
      <Group>
        <Button variant="default" color="red" onClick={() => setOpened(true)}>
          {t('twoFactor.disable.open')}
        </Button>
      </Group>
    );
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const answer = await disable({ password, code: sixDigits(code) ?? code.trim() }).unwrap();
      notifySuccess(answer.message || t('twoFactor.disable.done'), t('twoFactor.name'));
      setOpened(false);
      setPassword('');
      setCode('');
    } catch (failure) {
      const message = errorMessage(failure, t('tryAgain'));
      if (statusOf(failure) === 400 && ABOUT_PASSWORD.test(message)) setErrors({ password: message });
      else if (statusOf(failure) === 400) setErrors({ code: message });
      else notifyError(message, t('twoFactor.disable.failedTitle'));
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('twoFactor.disable.formLabel')}>
      <Stack gap="sm" maw={420}>
        <Text size="sm">{t('twoFactor.disable.confirmIdentity')}</Text>
        <CurrentPassword label={t('twoFactor.disable.passwordLabel')} value={password} onChange={setPassword} error={errors.password} />
        <TextInput
          label={t('twoFactor.disable.codeLabel')}
          description={t('twoFactor.disable.codeDescription')}
          autoComplete="one-time-code"
          spellCheck={false}
          required
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          error={errors.code}
        />
        <Text size="sm" c="dimmed">
          {t('twoFactor.signsOutOthers')}
        </Text>
        <Group gap="sm">
          <Button type="submit" color="red.9" loading={isLoading}>
            {t('twoFactor.disable.submit')}
          </Button>
          <Button
            variant="default"
            disabled={isLoading}
            onClick={() => {
              setOpened(false);
              setErrors({});
            }}
          >
            {t('cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
