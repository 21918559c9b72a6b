import { Badge, Button, Group, Text } from '@mantine/core';
import { IconMailCheck, IconMailExclamation } from '@tabler/icons-react';
import { emailConfirmed, errorMessage, useAppDispatch, useAuth, useMeQuery, useResendVerificationMutation } from 'shared-auth';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { notifyError, notifySuccess } from '../frame/notify';

/**
 * Whether the signed-in person's email address is confirmed (GET /me; the token's claim until it
 * answers), and, when it is not, a button that mails the link again (POST /resend-verification).
 */
export function EmailStatus() {
  const { t } = useTranslation(NS.profile);
  const { user } = useAuth();
  const dispatch = useAppDispatch();
  const me = useMeQuery(undefined, { skip: !user });
  const [resend, { isLoading }] = useResendVerificationMutation();

  const fromToken = user && !user.emailVerifiedUnknown ? user.emailVerified : undefined;
  const confirmed = me.data ? me.data.emailVerified : fromToken;
  if (confirmed === undefined) return null;

  async function onResend() {
    try {
      const answer = await resend().unwrap();
      notifySuccess(answer.message || (user?.email ? t('email.sentTo', { email: user.email }) : t('email.sent')), t('email.sentTitle'));
    } catch (error) {
      // 409: confirmed meanwhile (on another device).
      if ((error as { status?: unknown } | null)?.status === 409) {
        notifySuccess(errorMessage(error, t('email.alreadyConfirmed')), t('email.alreadyTitle'));
        dispatch(emailConfirmed());
        void me.refetch();
        return;
      }
      notifyError(errorMessage(error, t('email.failed')), t('email.failedTitle'));
    }
  }

  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {t('email.label')}
      </Text>
      <Group gap="sm" wrap="wrap" mt={4} data-testid="email-status">
        {confirmed ? (
          <Badge color="teal.9" variant="filled" leftSection={<IconMailCheck size={14} aria-hidden />}>
            {t('email.confirmed')}
          </Badge>
        ) : (
          <>
            <Badge color="red.9" variant="filled" leftSection={<IconMailExclamation size={14} aria-hidden />}>
              {t('email.notConfirmed')}
            </Badge>
            <Button size="compact-sm" variant="default" onClick={onResend} loading={isLoading}>
              {t('email.resend')}
            </Button>
          </>
        )}
      </Group>
      {!confirmed ? (
        <Text size="sm" c="dimmed" mt={4}>
          {t('email.note')}
        </Text>
      ) : null}
    </div>
  );
}
