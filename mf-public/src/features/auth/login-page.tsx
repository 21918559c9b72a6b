import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { PasswordInput } from 'shared-auth/forms';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  errorMessage,
  loggedIn,
  postLoginPath,
  selectSessionEnded,
  SESSION_ENDED_MESSAGE,
  useAppDispatch,
  useAppSelector,
  useAuth,
  useDocumentTitle,
} from 'shared-auth';
import { usePublicLoginMutation } from './auth-api';
import { AuthCard } from './auth-card';
import { DemoCredentials } from './demo-credentials';
import { codeError, validateLogin, type FieldErrors } from './validate';
import { toastError, toastSuccess } from '../common/notify';
import '../common/form-styles';
import '@mantine/core/styles/PasswordInput.css';

/**
 * Sign In. An account enrolled in two-factor sign-in answers the first step with
 * `twoFactorRequired`: the form then asks for the "Authentication code" (from the app, or a
 * recovery code) and sends email, password and code again.
 */
export default function LoginPage() {
  useDocumentTitle('Sign In');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codeStep, setCodeStep] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors<'email' | 'password' | 'code'>>({});
  const [login, { isLoading }] = usePublicLoginMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const { user } = useAuth();
  const sessionEnded = useAppSelector(selectSessionEnded);
  const codeInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (codeStep !== null) codeInput.current?.focus();
  }, [codeStep]);

  function signedIn(token: string, message: string) {
    dispatch(loggedIn(token));
    toastSuccess(message || 'Signed in', 'Welcome back');
    navigate(postLoginPath(location.state), { replace: true });
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validateLogin({ email, password });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const answer = await login({ email: email.trim(), password }).unwrap();
      if (answer.twoFactorRequired || !answer.token) {
        setCode('');
        setCodeStep(answer.message || 'Enter the 6-digit code from your authenticator app');
        return;
      }
      signedIn(answer.token, answer.message);
    } catch (error) {
      toastError(errorMessage(error, 'Login failed'), 'Login failed');
    }
  }

  async function onSubmitCode(event: FormEvent) {
    event.preventDefault();
    const problem = codeError(code);
    setErrors(problem ? { code: problem } : {});
    if (problem) return;
    try {
      const answer = await login({ email: email.trim(), password, code: code.trim() }).unwrap();
      if (!answer.token) throw new Error(answer.message || 'Login failed');
      signedIn(answer.token, answer.message);
    } catch (error) {
      // Said at the field (tied to it), not in a toast as well.
      setErrors({ code: errorMessage(error, 'Login failed') });
    }
  }

  function startAgain() {
    setCodeStep(null);
    setCode('');
    setErrors({});
  }

  const subtitle = (
    <>
      New here?{' '}
      <Anchor component={Link} to="/register" state={location.state} size="sm" underline="always">
        Create an account
      </Anchor>
    </>
  );

  if (codeStep !== null) {
    return (
      <AuthCard title="Sign In" subtitle={subtitle}>
        <form onSubmit={onSubmitCode} noValidate aria-label="Two-factor sign-in">
          <Stack>
            <Text size="sm">{codeStep}</Text>
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
              error={errors.code}
            />
            <Button type="submit" fullWidth loading={isLoading}>
              Verify
            </Button>
            <Group justify="center">
              <Anchor component="button" type="button" size="sm" underline="always" onClick={startAgain}>
                Sign in with another account
              </Anchor>
            </Group>
          </Stack>
        </form>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Sign In" subtitle={subtitle}>
      <form onSubmit={onSubmit} noValidate aria-label="Sign in">
        <Stack>
          {sessionEnded && !user && (
            <Alert color="yellow" variant="light" title="Your session has ended">
              {SESSION_ENDED_MESSAGE}
            </Alert>
          )}
          {user && !isLoading && (
            <Alert color="pink" variant="light" title={`You are signed in as ${user.name}`}>
              <Anchor component={Link} to="/dashboard" size="sm" underline="always">
                Go to your dashboard
              </Anchor>{' '}
              or sign in with another account below.
            </Alert>
          )}
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={errors.email}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={errors.password}
          />
          <Group justify="flex-end" mt={-8}>
            <Anchor component={Link} to="/reset-password" size="sm" underline="always">
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={isLoading}>
            Sign In
          </Button>
          <DemoCredentials
            onUse={(e, p) => {
              setEmail(e);
              setPassword(p);
              setErrors({});
            }}
          />
        </Stack>
      </form>
    </AuthCard>
  );
}
