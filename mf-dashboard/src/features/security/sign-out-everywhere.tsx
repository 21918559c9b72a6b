import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { loggedOut, useAppDispatch, useAuth, useLogout, type AuthUser } from 'shared-auth';
import { NS } from '../../i18n';
import { ConfirmDialog } from '../frame/confirm-dialog';
import { useLogoutEverywhereMutation } from './security-api';

/**
 * "Sign out everywhere" (a lost phone, a computer no longer used): asks first, since it signs this
 * device out too; then POST /auth/logout-everywhere ends every session of the account. On success this
 * device signs out as Log Out does and goes to the sign-in page; the dialog toasts the server's message.
 * On failure (offline, 500, 429) the person stays signed in and the dialog toasts why.
 */
export function SignOutEverywhere() {
  const { t } = useTranslation(NS.security);
  const { user } = useAuth();
  const dispatch = useAppDispatch();
  const logout = useLogout();
  const navigate = useNavigate();
  const [asking, setAsking] = useState<AuthUser | null>(null);
  const [logoutEverywhere, { isLoading }] = useLogoutEverywhereMutation();

  async function signOutEverywhere() {
    const answer = await logoutEverywhere().unwrap();
    // The token is dead already: forget it first, so useLogout finds no session to end with
    // POST /auth/logout (it would only get a 401, an error in the console) and says nothing of its
    // own; it still clears the API cache and the toasts. The dialog then toasts the server's message.
    dispatch(loggedOut());
    logout();
    navigate('/login', { replace: true });
    return answer;
  }

  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm">{t('sessions.explain')}</Text>
      <Button variant="default" onClick={() => setAsking(user)} loading={isLoading} disabled={!user}>
        {t('sessions.open')}
      </Button>
      <ConfirmDialog
        item={asking}
        title={t('sessions.dialogTitle')}
        question={t('sessions.question')}
        describe={(account) => account.email}
        run={signOutEverywhere}
        busy={isLoading}
        confirmLabel={t('sessions.confirm')}
        doneMessage={t('sessions.done')}
        failedTitle={t('sessions.failedTitle')}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
}
