import { useState, type ChangeEvent, type FormEvent } from 'react';
import { LIMITS } from 'api/rules';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { PasswordInput } from 'shared-auth/forms';
import { errorMessage, loggedIn, useAppDispatch, useAuth } from 'shared-auth';
import { notifyError, notifySuccess } from '../frame/notify';
import { useChangePasswordMutation } from './security-api';

export const MIN_PASSWORD = LIMITS.passwordMin;
export const MAX_PASSWORD = LIMITS.passwordMax;

type Field = 'currentPassword' | 'newPassword' | 'confirm';
export type PasswordErrors = Partial<Record<Field, string>>;

/** What is wrong with the three fields (nothing: an empty object). */
export function validatePasswordChange(values: Record<Field, string>): PasswordErrors {
  const errors: PasswordErrors = {};
  if (!values.currentPassword) errors.currentPassword = 'Enter your current password';
  if (values.newPassword.length < MIN_PASSWORD) errors.newPassword = `Use at least ${MIN_PASSWORD} characters`;
  else if (values.newPassword.length > MAX_PASSWORD) errors.newPassword = `Use at most ${MAX_PASSWORD} characters`;
  else if (values.currentPassword && values.newPassword === values.currentPassword) errors.newPassword = 'The new password must differ from the current one';
  if (!errors.newPassword && values.confirm !== values.newPassword) errors.confirm = 'The two new passwords are not the same';
  return errors;
}

const EMPTY = { currentPassword: '', newPassword: '', confirm: '' };

/**
 * Change password: the current one, the new one (8+) twice. The API answers a fresh token for this
 * session, stored as a sign-in stores it; every other session (other browsers, phones) ends.
 */
export function ChangePasswordForm() {
  const { user } = useAuth();
  const dispatch = useAppDispatch();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<PasswordErrors>({});
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
      notifySuccess(answer.message || 'Your password was changed', 'Password changed');
    } catch (error) {
      const status = (error as { status?: unknown } | null)?.status;
      const message = errorMessage(error, 'Your password was not changed. Please try again.');
      // The server's reasons that belong to a field are said there (tied to it), not in a toast.
      if (status === 400 && /current password/i.test(message)) setErrors({ currentPassword: message });
      else if (status === 400 && /new password/i.test(message)) setErrors({ newPassword: message });
      else notifyError(message, 'Password not changed');
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Change password">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Changing your password signs you out everywhere else: other browsers and phones will ask you to sign in again.
          This browser stays signed in.
        </Text>
        {/* For password managers: which account this password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={user?.email ?? ''} readOnly hidden />
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          required
          value={values.currentPassword}
          onChange={set('currentPassword')}
          error={errors.currentPassword}
        />
        <PasswordInput
          label="New password"
          description={`At least ${MIN_PASSWORD} characters`}
          autoComplete="new-password"
          required
          value={values.newPassword}
          onChange={set('newPassword')}
          error={errors.newPassword}
        />
        <PasswordInput
          label="Confirm the new password"
          autoComplete="new-password"
          required
          value={values.confirm}
          onChange={set('confirm')}
          error={errors.confirm}
        />
        {done ? (
          <Alert color="green" variant="light" title="Password changed" role="status" styles={{ title: { color: 'var(--mantine-color-text)' } }}>
            You stay signed in here; every other browser and device was signed out.
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={isLoading}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
