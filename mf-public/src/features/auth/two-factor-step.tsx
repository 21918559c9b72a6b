import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { errorMessage } from 'shared-auth';
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
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [login, { isLoading }] = usePublicLoginMutation();
  const codeInput = useRef<HTMLInputElement>(null);

  useEffect(() => codeInput.current?.focus(), []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = codeError(code);
    setError(problem);
    if (problem) return;
    try {
      const answer = await login({ email, password, code: code.trim() }).unwrap();
      if (!answer.token) throw new Error(answer.message || 'Login failed');
      onSignedIn(answer.token, answer.message);
    } catch (failure) {
      // Said at the field (tied to it), not in a toast as well.
      setError(errorMessage(failure, 'Login failed'));
    }
  }

  return (
    <AuthCard title="Sign In" subtitle={subtitle}>
      <form onSubmit={onSubmit} noValidate aria-label="Two-factor sign-in">
        <Stack>
          <Text size="sm">{prompt}</Text>
          <TextInput
            ref={codeInput}
            label="Authentication code"
            description="The 6-digit code from your authenticator app, or one of your recovery codes (like abcd-efgh)"
            autoComplete="one-time-code"
            inputMode="numeric"
            spellCheck={false}
            required
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            error={error}
          />
          <Button type="submit" fullWidth loading={isLoading}>
            Verify
          </Button>
          <Group justify="center">
            <Anchor component="button" type="button" size="sm" underline="always" onClick={onStartAgain}>
              Sign in with another account
            </Anchor>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
