import { useState, type FormEvent } from 'react';
import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { errorMessage, loggedIn, postLoginPath, useAppDispatch, useDocumentTitle } from 'shared-auth';
import { formatCount, renderTags, useFieldErrors } from 'shared-auth/i18n';
import { NS } from '../../i18n';
import { usePublicLoginMutation, usePublicRegisterMutation, type RegisterResult } from './auth-api';
import { AuthCard } from './auth-card';
import { PasswordInput } from './password-input';
import { PASSWORD_MIN, validateRegister, type FieldErrors } from './validate';
import { toastError, toastSuccess } from '../common/notify';
import '../common/form-styles';

/** Create Account. On success the new account is signed in straight away with the token of the
 *  answer (one step less; the shell's banner then asks to confirm the email address, and a toast
 *  says where the link went); without a token it signs in, and if that fails, goes to /login. */
export default function RegisterPage() {
  const { t } = useTranslation([NS.register, NS.forms]);
  useDocumentTitle(t('title'));
  const [values, setValues] = useState({ name: '', email: '', password: '' });
  const [errors, , showErrors] = useFieldErrors<FieldErrors<'name' | 'email' | 'password'>>(() => validateRegister(t, values));
  const [register, registerState] = usePublicRegisterMutation();
  const [login, loginState] = usePublicLoginMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();

  const set = (key: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [key]: value }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateRegister(t, values);
    showErrors(found, event.currentTarget);
    if (Object.keys(found).length > 0) return;
    const form = event.currentTarget;
    const body = { name: values.name.trim(), email: values.email.trim(), password: values.password };
    let answer: RegisterResult;
    try {
      answer = await register({ ...body, role: 'user' }).unwrap();
    } catch (error) {
      // The address has an account already (the API's only 409 here): its precise words on the email
      // field, where the fix is, and no "failed" toast besides; any other failure is a toast.
      if ((error as { status?: unknown } | undefined)?.status === 409) showErrors({ email: errorMessage(error, t('emailTaken')) }, form);
      else toastError(errorMessage(error, t('failedText')), t('failed'));
      return;
    }
    // The server's message says where the confirmation link went.
    toastSuccess(answer.message || t('createdText', { email: body.email }), t('created'));
    try {
      const token = answer.token ?? (await login({ email: body.email, password: body.password }).unwrap()).token;
      if (!token) throw new Error('no token');
      dispatch(loggedIn(token));
      navigate(postLoginPath(location.state), { replace: true });
    } catch {
      navigate('/login', { replace: true, state: location.state });
    }
  }

  return (
    <AuthCard
      title={t('title')}
      subtitle={renderTags(t('haveAccount'), {
        link: (
          <Anchor component={Link} to="/login" state={location.state} size="sm" underline="always">
            {t('signIn')}
          </Anchor>
        ),
      })}
    >
      <form onSubmit={onSubmit} noValidate aria-label={t('form')}>
        <Stack>
          <TextInput label={t('name')} autoComplete="name" required value={values.name} onChange={set('name')} error={errors.name} />
          <TextInput
            label={t('email')}
            type="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={set('email')}
            error={errors.email}
          />
          <PasswordInput
            label={t('password')}
            description={t('passwordHint', { min: formatCount(PASSWORD_MIN) })}
            autoComplete="new-password"
            required
            value={values.password}
            onChange={set('password')}
            error={errors.password}
          />
          <Button type="submit" fullWidth loading={registerState.isLoading || loginState.isLoading}>
            {t('submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
