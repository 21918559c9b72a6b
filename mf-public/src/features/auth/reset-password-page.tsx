import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { PasswordInput } from 'shared-auth/forms';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage, loggedOut, useAppDispatch, useAuth, useDocumentTitle } from 'shared-auth';
import { useForgotPasswordMutation, useResetPasswordMutation } from './auth-api';
import { AuthCard } from './auth-card';
import { emailError, validateNewPassword, type FieldErrors } from './validate';
import { toastError } from '../common/notify';
import '../common/form-styles';
import '@mantine/core/styles/PasswordInput.css';

const signInLink = (
  <>
    Remembered it?{' '}
    <Anchor component={Link} to="/login" size="sm" underline="always">
      Sign in
    </Anchor>
  </>
);

/** /reset-password: without a token, ask for a link by email; with ?token=…, choose a new password. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return token ? <ChooseNewPassword token={token} /> : <AskForLink />;
}

function AskForLink() {
  useDocumentTitle('Reset your password');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [forgot, { isLoading }] = useForgotPasswordMutation();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = emailError(email);
    setError(problem);
    if (problem) return;
    try {
      const answer = await forgot({ email: email.trim() }).unwrap();
      setSentMessage(answer.message || 'If an account uses that email, we sent it a link to choose a new password');
    } catch (failure) {
      toastError(errorMessage(failure, 'We could not send the link. Please try again.'), 'Link not sent');
    }
  }

  return (
    <AuthCard title="Reset your password" subtitle={signInLink}>
      <form onSubmit={onSubmit} noValidate aria-label="Reset your password">
        <Stack>
          <Text size="sm">Type the email address of your account: we send it a link to choose a new password.</Text>
          {sentMessage && (
            <Alert color="pink" variant="light" title="Check your email" role="status">
              {sentMessage.replace(/\.\s*$/, '')}. The link works once, for a limited time.
            </Alert>
          )}
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={error}
          />
          <Button type="submit" fullWidth loading={isLoading}>
            Send me a link
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

function ChooseNewPassword({ token }: { token: string }) {
  useDocumentTitle('Choose a new password');
  const [values, setValues] = useState({ password: '', confirm: '' });
  const [errors, setErrors] = useState<FieldErrors<'password' | 'confirm'>>({});
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [reset, { isLoading }] = useResetPasswordMutation();
  const dispatch = useAppDispatch();
  const { user } = useAuth();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validateNewPassword(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFailed(null);
    try {
      const answer = await reset({ token, password: values.password }).unwrap();
      // Every session of that account has ended, this device's too.
      if (user) dispatch(loggedOut());
      setDone(answer.message || 'Your password was changed; please sign in');
    } catch (failure) {
      setFailed(errorMessage(failure, 'We could not change your password. Please try again.'));
    }
  }

  if (done) {
    return (
      <AuthCard title="Choose a new password" subtitle="Your password was changed.">
        <Stack role="status">
          <Text fw={700}>{done}</Text>
          <Text size="sm" c="dimmed">
            Every device that was signed in to your account has been signed out.
          </Text>
          <Button component={Link} to="/login" fullWidth>
            Sign in
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  const set = (key: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [key]: value }));
  };

  return (
    <AuthCard title="Choose a new password" subtitle={signInLink}>
      <form onSubmit={onSubmit} noValidate aria-label="Choose a new password">
        <Stack>
          {failed && (
            <Alert color="red" variant="light" title="Your password was not changed" role="alert">
              {failed}{' '}
              <Anchor component={Link} to="/reset-password" size="sm" underline="always">
                Ask for a new link
              </Anchor>
            </Alert>
          )}
          <PasswordInput
            label="New password"
            description="At least 8 characters"
            autoComplete="new-password"
            required
            value={values.password}
            onChange={set('password')}
            error={errors.password}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            required
            value={values.confirm}
            onChange={set('confirm')}
            error={errors.confirm}
          />
          <Button type="submit" fullWidth loading={isLoading}>
            Change password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
