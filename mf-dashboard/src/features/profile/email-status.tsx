import { Badge, Button, Group, Text } from '@mantine/core';
import { IconMailCheck, IconMailExclamation } from '@tabler/icons-react';
import { emailConfirmed, errorMessage, useAppDispatch, useAuth, useMeQuery, useResendVerificationMutation } from 'shared-auth';
import { notifyError, notifySuccess } from '../frame/notify';

/**
 * Whether the signed-in person's email address is confirmed (GET /me; the token's claim until it
 * answers), and, when it is not, a button that mails the link again (POST /resend-verification).
 */
export function EmailStatus() {
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
      notifySuccess(answer.message || `We sent a new link to ${user?.email ?? 'your address'}`, 'Link sent');
    } catch (error) {
      // 409: confirmed meanwhile (on another device).
      if ((error as { status?: unknown } | null)?.status === 409) {
        notifySuccess(errorMessage(error, 'Your email address is already confirmed'), 'Already confirmed');
        dispatch(emailConfirmed());
        void me.refetch();
        return;
      }
      notifyError(errorMessage(error, 'We could not send the link. Please try again.'), 'Link not sent');
    }
  }

  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        Email address
      </Text>
      <Group gap="sm" wrap="wrap" mt={4} data-testid="email-status">
        {confirmed ? (
          <Badge color="teal.9" variant="filled" leftSection={<IconMailCheck size={14} aria-hidden />}>
            Confirmed
          </Badge>
        ) : (
          <>
            <Badge color="red.9" variant="filled" leftSection={<IconMailExclamation size={14} aria-hidden />}>
              Not confirmed
            </Badge>
            <Button size="compact-sm" variant="default" onClick={onResend} loading={isLoading}>
              Resend the confirmation link
            </Button>
          </>
        )}
      </Group>
      {!confirmed ? (
        <Text size="sm" c="dimmed" mt={4}>
          Open the link we mailed you to confirm it. Until then, donations you made as a guest with this address are not
          joined to your account.
        </Text>
      ) : null}
    </div>
  );
}
