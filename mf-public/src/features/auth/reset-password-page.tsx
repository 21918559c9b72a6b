import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { errorMessage, loggedOut, useAppDispatch, useAuth, useDocumentTitle } from 'shared-auth';
import { formatCount, renderTags, useFieldErrors } from 'shared-auth/i18n';
import { NS } from '../../i18n';
import { useForgotPasswordMutation, useResetPasswordMutation } from './auth-api';
import { AuthCard } from './auth-card';
import { PasswordInput } from './password-input';
import { emailError, PASSWORD_MIN, validateNewPassword, type FieldErrors } from './validate';
import { toastError } from '../common/notify';
import '../common/form-styles';

/** "Remembered it? Sign in" under the title. */
function SignInLink() {
  const { t } = useTranslation(NS.resetPassword);
  return renderTags(t('remembered'), {
    link: (
      <Anchor component={Link} to="/login" size="sm" underline="always">
        {t('signIn')}
      </Anchor>
    ),
  });
}

/** /reset-password: without a token, ask for a link by email; with ?token=…, choose a new password. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return token ? <ChooseNewPassword token={token} /> : <AskForLink />;
}

function AskForLink() {
  const { t } = useTranslation([NS.resetPassword, NS.forms]);
  useDocumentTitle(t('ask.title'));
  const [email, setEmail] = useState('');
  const check = () => {
    const problem = emailError(t, email);
    return problem ? { email: problem } : {};
  };
  const [errors, , showErrors] = useFieldErrors<FieldErrors<'email'>>(check);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [forgot, { isLoading }] = useForgotPasswordMutation();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = check();
    showErrors(found, event.currentTarget);
    if (found.email) return;
    try {
      const answer = await forgot({ email: email.trim() }).unwrap();
      setSentMessage(answer.message || t('ask.sent'));
    } catch (failure) {
      toastError(errorMessage(failure, t('ask.notSentText')), t('ask.notSent'));
    }
  }

  return (
    <AuthCard title={t('ask.title')} subtitle={<SignInLink />}>
      <form onSubmit={onSubmit} noValidate aria-label={t('ask.title')}>
        <Stack>
          <Text size="sm">{t('ask.text')}</Text>
          {sentMessage && (
            <Alert color="pink" variant="light" title={t('ask.checkEmail')} role="status">
              {t('ask.sentNote', { message: sentMessage.replace(/[.।]\s*$/, '') })}
            </Alert>
          )}
          <TextInput
            label={t('ask.email')}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={errors.email}
          />
          <Button type="submit" fullWidth loading={isLoading}>
            {t('ask.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

function ChooseNewPassword({ token }: { token: string }) {
  const { t } = useTranslation([NS.resetPassword, NS.forms]);
  useDocumentTitle(t('choose.title'));
  const [values, setValues] = useState({ password: '', confirm: '' });
  const [errors, , showErrors] = useFieldErrors<FieldErrors<'password' | 'confirm'>>(() => validateNewPassword(t, values));
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [reset, { isLoading }] = useResetPasswordMutation();
  const dispatch = useAppDispatch();
  const { user } = useAuth();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateNewPassword(t, values);
    showErrors(found, event.currentTarget);
    if (Object.keys(found).length > 0) return;
    setFailed(null);
    try {
      const answer = await reset({ token, password: values.password }).unwrap();
      // Every session of that account has ended, this device's too.
      if (user) dispatch(loggedOut());
      setDone(answer.message || t('choose.done'));
    } catch (failure) {
      setFailed(errorMessage(failure, t('choose.failedText')));
    }
  }

  if (done) {
    return (
      <AuthCard title={t('choose.title')} subtitle={t('choose.changed')}>
        <Stack role="status">
          <Text fw={700}>{done}</Text>
          <Text size="sm" c="dimmed">
            {t('choose.signedOut')}
          </Text>
          <Button component={Link} to="/login" fullWidth>
            {t('choose.signIn')}
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
    <AuthCard title={t('choose.title')} subtitle={<SignInLink />}>
      <form onSubmit={onSubmit} noValidate aria-label={t('choose.title')}>
        <Stack>
          {failed && (
            <Alert color="red" variant="light" title={t('choose.failed')} role="alert">
              {failed}{' '}
              <Anchor component={Link} to="/reset-password" size="sm" underline="always">
                {t('choose.newLink')}
              </Anchor>
            </Alert>
          )}
          <PasswordInput
            label={t('choose.password')}
            description={t('choose.passwordHint', { min: formatCount(PASSWORD_MIN) })}
            autoComplete="new-password"
            required
            value={values.password}
            onChange={set('password')}
            error={errors.password}
          />
          <PasswordInput
            label={t('choose.confirm')}
            autoComplete="new-password"
            required
            value={values.confirm}
            onChange={set('confirm')}
            error={errors.confirm}
          />
          <Button type="submit" fullWidth loading={isLoading}>
            {t('choose.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
