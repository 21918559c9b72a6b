import { useEffect } from 'react';
import { Button, Container, Group, Paper, Text } from '@mantine/core';
import {
  CONTAINER_MAX_WIDTH,
  emailConfirmed,
  errorMessage,
  notifyError,
  notifySuccess,
  useAppDispatch,
  useMeQuery,
  renderTags,
  useResendVerificationMutation,
} from 'shared-auth';
import { useTranslation } from 'react-i18next';
import { SHELL_NS } from '../i18n';

/**
 * Shown under the navbar while the signed-in person's token says their email address is not
 * confirmed. It asks GET /me once (they may have confirmed it on another device since the token
 * was issued) and goes away when the answer says confirmed; for a token without the claim it
 * shows only once that answer says not confirmed. "Resend the link" asks the API to
 * mail a new link and toasts its answer (also "Too many requests…" when asked too often).
 */
export default function VerifyEmailBanner({ email, waitForServer = false }: { email: string; waitForServer?: boolean }) {
  const { t } = useTranslation(SHELL_NS);
  const dispatch = useAppDispatch();
  const me = useMeQuery();
  const [resend, { isLoading }] = useResendVerificationMutation();

  const confirmed = me.data?.emailVerified === true;
  useEffect(() => {
    if (confirmed) dispatch(emailConfirmed());
  }, [confirmed, dispatch]);

  async function onResend() {
    try {
      const answer = await resend().unwrap();
      notifySuccess(answer.message || t('verify.sent', { email }), t('verify.sentTitle'));
    } catch (error) {
      const status = (error as { status?: unknown } | null)?.status;
      // 409: already confirmed (on another device): the banner has nothing more to ask.
      if (status === 409) {
        notifySuccess(errorMessage(error, t('verify.already')), t('verify.alreadyTitle'));
        dispatch(emailConfirmed());
        return;
      }
      notifyError(errorMessage(error, t('verify.failed')), t('verify.failedTitle'));
    }
  }

  if (confirmed) return null;
  // A token without the claim: shown only once the server says the address is not confirmed.
  if (waitForServer && me.data?.emailVerified !== false) return null;
  return (
    <Paper
      component="section"
      aria-label={t('verify.region')}
      radius={0}
      py="xs"
      style={{ background: 'var(--mantine-color-yellow-light)', borderBottom: '1px solid var(--mantine-color-yellow-outline)' }}
      data-testid="verify-email-banner"
    >
      <Container size={CONTAINER_MAX_WIDTH}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {renderTags(t('verify.text'), { email: <strong>{email}</strong> })}
          </Text>
          <Button size="compact-sm" variant="default" onClick={onResend} loading={isLoading}>
            {t('verify.resend')}
          </Button>
        </Group>
      </Container>
    </Paper>
  );
}
