import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { errorMessage, loggedIn, useAppDispatch, useAuth, useDocumentTitle, useResendVerificationMutation } from 'shared-auth';
import { renderTags } from 'shared-auth/i18n';
import { NS } from '../../i18n';
import { useVerifyEmailMutation } from './auth-api';
import { AuthCard } from './auth-card';
import { LoadingBlock } from '../common/query-state';
import { toastError, toastSuccess } from '../common/notify';

/** How it went: the server's message, or (null) no token in the link. */
type Outcome = { ok: true; message: string } | { ok: false; message: string | null };

/**
 * /verify-email?token=… — the link of the confirmation email. Sends the token once (with the
 * session's Authorization when signed in: the answer then carries a fresh token saying the
 * address is confirmed, so the shell's banner goes), then says how it went; a failed link offers
 * a new one (signed in) or to sign in first.
 */
export default function VerifyEmailPage() {
  const { t } = useTranslation(NS.verifyEmail);
  useDocumentTitle(t('title'));
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [verify] = useVerifyEmailMutation();
  const [resend, resendState] = useResendVerificationMutation();
  const dispatch = useAppDispatch();
  const { user } = useAuth();
  const [outcome, setOutcome] = useState<Outcome | null>(token ? null : { ok: false, message: null });
  const sent = useRef<string | null>(null);

  useEffect(() => {
    // Once per token (React's strict mode runs effects twice; a link is single use).
    if (!token || sent.current === token) return;
    sent.current = token;
    verify({ token })
      .unwrap()
      .then((answer) => {
        if (answer.token) dispatch(loggedIn(answer.token));
        setOutcome({ ok: true, message: answer.message || t('confirmed') });
      })
      .catch((error: unknown) => setOutcome({ ok: false, message: errorMessage(error, t('notConfirmedText')) }));
  }, [token, verify, dispatch, t]);

  async function onResend() {
    try {
      const answer = await resend().unwrap();
      toastSuccess(answer.message || t('resent'), t('resentTitle'));
    } catch (error) {
      toastError(errorMessage(error, t('resendFailed')), t('resendFailedTitle'));
    }
  }

  const title = t('title');
  const subtitle = t('subtitle');
  if (!outcome) {
    return (
      <AuthCard title={title} subtitle={subtitle}>
        <LoadingBlock label={t('confirming')} minHeight={120} />
      </AuthCard>
    );
  }

  if (outcome.ok) {
    return (
      <AuthCard title={title} subtitle={subtitle}>
        <Stack role="status">
          <Text fw={700} size="lg">
            {t('confirmed')}
          </Text>
          {outcome.message !== t('confirmed') && <Text size="sm">{outcome.message}</Text>}
          <Text size="sm" c="dimmed">
            {t('thanks')}
          </Text>
          {user ? (
            <Button component={Link} to="/dashboard" fullWidth>
              {t('dashboard')}
            </Button>
          ) : (
            <Button component={Link} to="/login" fullWidth>
              {t('signIn')}
            </Button>
          )}
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={title} subtitle={subtitle}>
      <Stack>
        <Alert color="red" variant="light" title={t('notConfirmed')} role="alert">
          {outcome.message ?? t('missingToken')}
        </Alert>
        {user ? (
          <>
            <Text size="sm">{t('canResend', { email: user.email })}</Text>
            <Button onClick={onResend} loading={resendState.isLoading} fullWidth>
              {t('resend')}
            </Button>
          </>
        ) : (
          <Text size="sm">
            {renderTags(t('signInToResend'), {
              link: (
                <Anchor component={Link} to="/login" underline="always">
                  {t('signInLink')}
                </Anchor>
              ),
            })}
          </Text>
        )}
      </Stack>
    </AuthCard>
  );
}
