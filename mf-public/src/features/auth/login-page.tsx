import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { PasswordInput } from 'shared-auth/forms';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { errorMessage, loggedIn, postLoginPath, useAppDispatch, useAuth, useDocumentTitle } from 'shared-auth';
import { usePublicLoginMutation } from './auth-api';
import { AuthCard } from './auth-card';
import { DemoCredentials } from './demo-credentials';
import { validateLogin, type FieldErrors } from './validate';
import { toastError, toastSuccess } from '../common/notify';
import '../common/form-styles';
import '@mantine/core/styles/PasswordInput.css';

export default function LoginPage() {
  useDocumentTitle('Sign In');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'email' | 'password'>>({});
  const [login, { isLoading }] = usePublicLoginMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const { user } = useAuth();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validateLogin({ email, password });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const answer = await login({ email: email.trim(), password }).unwrap();
      dispatch(loggedIn(answer.token));
      toastSuccess(answer.message || 'Signed in', 'Welcome back');
      navigate(postLoginPath(location.state), { replace: true });
    } catch (error) {
      toastError(errorMessage(error, 'Login failed'), 'Login failed');
    }
  }

  return (
    <AuthCard
      title="Sign In"
      subtitle={
        <>
          New here?{' '}
          <Anchor component={Link} to="/register" state={location.state} size="sm" underline="always">
            Create an account
          </Anchor>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate aria-label="Sign in">
        <Stack>
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
