import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { errorMessage, loggedIn, postLoginPath, selectSessionEnded, useAppDispatch, useAppSelector, useAuth, useDocumentTitle } from 'shared-auth';
import { renderTags, useFieldErrors } from 'shared-auth/i18n';
import { NS } from '../../i18n';
import { usePublicLoginMutation } from './auth-api';
import { AuthCard } from './auth-card';
import { PasswordInput } from './password-input';
import { DemoCredentials } from './demo-credentials';
import { validateLogin, type FieldErrors } from './validate';
import { toastError, toastSuccess } from '../common/notify';
import '../common/form-styles';

// The code step, loaded only when an account asks for it.
const TwoFactorStep = lazy(() => import(/* webpackChunkName: "login-code-step" */ './two-factor-step'));

/**
 * Sign In. An account enrolled in two-factor sign-in answers the first step with
 * `twoFactorRequired`: the form then asks for the "Authentication code" (from the app, or a
 * recovery code) and sends email, password and code again (TwoFactorStep).
 */
export default function LoginPage() {
  const { t } = useTranslation([NS.login, NS.forms]);
  useDocumentTitle(t('title'));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [codeStep, setCodeStep] = useState<string | null>(null);
  const [errors, setErrors, showErrors] = useFieldErrors<FieldErrors<'email' | 'password'>>(() => validateLogin(t, { email, password }));
  const [login, { isLoading }] = usePublicLoginMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const { user } = useAuth();
  const sessionEnded = useAppSelector(selectSessionEnded);

  function signedIn(token: string, message: string) {
    dispatch(loggedIn(token));
    // "Signed in" over the server's "Welcome back, <name>!" (the title said "Welcome back" above it again).
    toastSuccess(message || t('welcome'), t('signedIn'));
    navigate(postLoginPath(location.state), { replace: true });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateLogin(t, { email, password });
    showErrors(found, event.currentTarget);
    if (Object.keys(found).length > 0) return;
    try {
      const answer = await login({ email: email.trim(), password }).unwrap();
      if (answer.twoFactorRequired || !answer.token) {
        setCodeStep(answer.message || t('enterCode'));
        return;
      }
      signedIn(answer.token, answer.message);
    } catch (error) {
      toastError(errorMessage(error, t('failed')), t('failed'));
    }
  }

  function startAgain() {
    setCodeStep(null);
    setErrors({});
  }

  const subtitle = renderTags(t('newHere'), {
    link: (
      <Anchor component={Link} to="/register" state={location.state} size="sm" underline="always">
        {t('createAccount')}
      </Anchor>
    ),
  });

  if (codeStep !== null) {
    return (
      <Suspense fallback={null}>
        <TwoFactorStep prompt={codeStep} email={email.trim()} password={password} subtitle={subtitle} onSignedIn={signedIn} onStartAgain={startAgain} />
      </Suspense>
    );
  }

  return (
    <AuthCard title={t('title')} subtitle={subtitle}>
      <form onSubmit={onSubmit} noValidate aria-label={t('form')}>
        <Stack>
          {sessionEnded && !user && (
            <Alert color="yellow" variant="light" title={t('sessionEnded')}>
              {t('sessionEndedText')}
            </Alert>
          )}
          {user && !isLoading && (
            <Alert color="pink" variant="light" title={t('signedInAs', { name: user.name })}>
              {renderTags(t('goToDashboard'), {
                link: (
                  <Anchor component={Link} to="/dashboard" size="sm" underline="always">
                    {t('dashboardLink')}
                  </Anchor>
                ),
              })}
            </Alert>
          )}
          <TextInput
            label={t('email')}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={errors.email}
          />
          <PasswordInput
            label={t('password')}
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={errors.password}
          />
          <Group justify="flex-end" mt={-8}>
            <Anchor component={Link} to="/reset-password" size="sm" underline="always">
              {t('forgot')}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={isLoading}>
            {t('submit')}
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
