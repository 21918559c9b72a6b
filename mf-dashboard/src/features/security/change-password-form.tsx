import { useState, type ChangeEvent, type FormEvent } from 'react';
import { LIMITS } from 'api/rules';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { PasswordInput } from '../frame/password-input';
import { useTranslation } from 'react-i18next';
import { errorMessage, loggedIn, useAppDispatch, useAuth } from 'shared-auth';
import { i18n, formatCount, useFieldErrors } from 'shared-auth/i18n';
import { NS } from '../../i18n';
import { notifyError, notifySuccess } from '../frame/notify';
import { useChangePasswordMutation } from './security-api';

export const MIN_PASSWORD = LIMITS.passwordMin;
export const MAX_PASSWORD = LIMITS.passwordMax;

type Field = 'currentPassword' | 'newPassword' | 'confirm';
export type PasswordErrors = Partial<Record<Field, string>>;

/** What is wrong with the three fields, in the page's language (nothing: an empty object). */
export function validatePasswordChange(values: Record<Field, string>): PasswordErrors {
  const t = i18n.getFixedT(null, NS.security);
  const errors: PasswordErrors = {};
  if (!values.currentPassword) errors.currentPassword = t('password.errors.currentRequired');
  if (values.newPassword.length < MIN_PASSWORD) errors.newPassword = t('password.errors.tooShort', { min: formatCount(MIN_PASSWORD) });
  else if (values.newPassword.length > MAX_PASSWORD) errors.newPassword = t('password.errors.tooLong', { max: formatCount(MAX_PASSWORD) });
  else if (values.currentPassword && values.newPassword === values.currentPassword) errors.newPassword = t('password.errors.same');
  if (!errors.newPassword && values.confirm !== values.newPassword) errors.confirm = t('password.errors.mismatch');
  return errors;
}

/** The server's reasons that belong to a field (it answers in the page's language, English or Bangla). */
const ABOUT_CURRENT_PASSWORD = /current password|বর্তমান পাসওয়ার্ড/i;
const ABOUT_NEW_PASSWORD = /new password|নতুন পাসওয়ার্ড/i;

const EMPTY = { currentPassword: '', newPassword: '', confirm: '' };

/**
 * Change password: the current one, the new one (8+) twice. The API answers a fresh token for this
 * session, stored as a sign-in stores it; every other session (other browsers, phones) ends.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation(NS.security);
  const { user } = useAuth();
  const dispatch = useAppDispatch();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useFieldErrors<PasswordErrors>(() => validatePasswordChange(values));
  const [done, setDone] = useState(false);
  const [changePassword, { isLoading }] = useChangePasswordMutation();

  const set = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validatePasswordChange(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setDone(false);
    try {
      const answer = await changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword }).unwrap();
      if (answer.token) dispatch(loggedIn(answer.token));
      setValues(EMPTY);
      setDone(true);
      notifySuccess(answer.message || t('password.done'), t('password.doneTitle'));
    } catch (error) {
      const status = (error as { status?: unknown } | null)?.status;
      const message = errorMessage(error, t('password.failed'));
      // The server's reasons that belong to a field are said there (tied to it), not in a toast.
      if (status === 400 && ABOUT_CURRENT_PASSWORD.test(message)) setErrors({ currentPassword: message });
      else if (status === 400 && ABOUT_NEW_PASSWORD.test(message)) setErrors({ newPassword: message });
      else notifyError(message, t('password.failedTitle'));
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('password.formLabel')}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('password.note')}
        </Text>
        {/* For password managers: which account this password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={user?.email ?? ''} readOnly hidden />
        <PasswordInput
          label={t('password.currentLabel')}
          autoComplete="current-password"
          required
          value={values.currentPassword}
          onChange={set('currentPassword')}
          error={errors.currentPassword}
        />
        <PasswordInput
          label={t('password.newLabel')}
          description={t('password.newDescription', { min: formatCount(MIN_PASSWORD) })}
          autoComplete="new-password"
          required
          value={values.newPassword}
          onChange={set('newPassword')}
          error={errors.newPassword}
        />
        <PasswordInput
          label={t('password.confirmLabel')}
          autoComplete="new-password"
          required
          value={values.confirm}
          onChange={set('confirm')}
          error={errors.confirm}
        />
        {done ? (
          <Alert color="green" variant="light" title={t('password.doneTitle')} role="status" styles={{ title: { color: 'var(--mantine-color-text)' } }}>
            {t('password.doneNote')}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={isLoading}>
            {t('password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
