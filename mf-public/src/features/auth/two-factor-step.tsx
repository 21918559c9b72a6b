import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from 'shared-auth';
import { NS } from '../../i18n';
import { asciiDigits } from '../common/digits';
import { usePublicLoginMutation } from './auth-api';
import { AuthCard } from './auth-card';
import { codeError } from './validate';

interface Props {
  /** What the server said to ask for. */
  prompt: string;
  email: string;
  password: string;
  subtitle: ReactNode;
  onSignedIn: (token: string, message: string) => void;
  onStartAgain: () => void;
}

/**
 * The second step of signing in to an account enrolled in two-factor sign-in: the
 * "Authentication code" (from the app, or a recovery code), sent with the email and password
 * again. A chunk of its own: most sign-ins never show it, and /login is at its byte budget.
 */
export default function TwoFactorStep({ prompt, email, password, subtitle, onSignedIn, onStartAgain }: Props) {
  const { t } = useTranslation([NS.login, NS.forms]);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [login, { isLoading }] = usePublicLoginMutation();
  const codeInput = useRef<HTMLInputElement>(null);

  useEffect(() => codeInput.current?.focus(), []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    // A code typed in Bengali digits is sent in ASCII ones.
    const typed = asciiDigits(code).trim();
    const problem = codeError(t, typed);
    setError(problem);
    if (problem) return;
    try {
      const answer = await login({ email, password, code: typed }).unwrap();
      if (!answer.token) throw new Error(answer.message || t('failed'));
      onSignedIn(answer.token, answer.message);
    } catch (failure) {
      // Said at the field (tied to it), not in a toast as well.
      setError(errorMessage(failure, t('failed')));
    }
  }

  return (
    <AuthCard title={t('title')} subtitle={subtitle}>
      <form onSubmit={onSubmit} noValidate aria-label={t('twoFactor.form')}>
        <Stack>
          <Text size="sm">{prompt}</Text>
          <TextInput
            ref={codeInput}
            label={t('twoFactor.code')}
            description={t('twoFactor.codeHint')}
            autoComplete="one-time-code"
            inputMode="numeric"
            spellCheck={false}
            required
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            error={error}
          />
          <Button type="submit" fullWidth loading={isLoading}>
            {t('twoFactor.verify')}
          </Button>
          <Group justify="center">
            <Anchor component="button" type="button" size="sm" underline="always" onClick={onStartAgain}>
              {t('twoFactor.otherAccount')}
            </Anchor>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
