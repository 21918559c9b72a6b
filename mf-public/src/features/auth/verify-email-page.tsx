import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage, loggedIn, useAppDispatch, useAuth, useDocumentTitle, useResendVerificationMutation } from 'shared-auth';
import { useVerifyEmailMutation } from './auth-api';
import { AuthCard } from './auth-card';
import { LoadingBlock } from '../common/query-state';
import { toastError, toastSuccess } from '../common/notify';

type Outcome = { ok: true; message: string } | { ok: false; message: string };

const MISSING_TOKEN = 'This link is not complete. Open the link from the email again, or ask for a new one.';

/**
 * /verify-email?token=… — the link of the confirmation email. Sends the token once (with the
 * session's Authorization when signed in: the answer then carries a fresh token saying the
 * address is confirmed, so the shell's banner goes), then says how it went; a failed link offers
 * a new one (signed in) or to sign in first.
 */
export default function VerifyEmailPage() {
  useDocumentTitle('Confirm your email address');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [verify] = useVerifyEmailMutation();
  const [resend, resendState] = useResendVerificationMutation();
  const dispatch = useAppDispatch();
  const { user } = useAuth();
  const [outcome, setOutcome] = useState<Outcome | null>(token ? null : { ok: false, message: MISSING_TOKEN });
  const sent = useRef<string | null>(null);

  useEffect(() => {
    // Once per token (React's strict mode runs effects twice; a link is single use).
    if (!token || sent.current === token) return;
    sent.current = token;
    verify({ token })
      .unwrap()
      .then((answer) => {
        if (answer.token) dispatch(loggedIn(answer.token));
        setOutcome({ ok: true, message: answer.message || 'Your email address is confirmed' });
      })
      .catch((error: unknown) => setOutcome({ ok: false, message: errorMessage(error, 'We could not confirm your email address.') }));
  }, [token, verify, dispatch]);

  async function onResend() {
    try {
      const answer = await resend().unwrap();
      toastSuccess(answer.message || 'We sent you a new link', 'Link sent');
    } catch (error) {
      toastError(errorMessage(error, 'We could not send the link. Please try again.'), 'Link not sent');
    }
  }

  const subtitle = 'The link in the email we sent you brings you here.';
  if (!outcome) {
    return (
      <AuthCard title="Confirm your email address" subtitle={subtitle}>
        <LoadingBlock label="Confirming your email address…" minHeight={120} />
      </AuthCard>
    );
  }

  if (outcome.ok) {
    return (
      <AuthCard title="Confirm your email address" subtitle={subtitle}>
        <Stack role="status">
          <Text fw={700} size="lg">
            Your email address is confirmed
          </Text>
          {outcome.message !== 'Your email address is confirmed' && <Text size="sm">{outcome.message}</Text>}
          <Text size="sm" c="dimmed">
            Thank you. Donations you made as a guest with this address now count for your account.
          </Text>
          {user ? (
            <Button component={Link} to="/dashboard" fullWidth>
              Go to your dashboard
            </Button>
          ) : (
            <Button component={Link} to="/login" fullWidth>
              Sign in
            </Button>
          )}
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Confirm your email address" subtitle={subtitle}>
      <Stack>
        <Alert color="red" variant="light" title="We could not confirm your email address" role="alert">
          {outcome.message}
        </Alert>
        {user ? (
          <>
            <Text size="sm">We can send a new link to {user.email}.</Text>
            <Button onClick={onResend} loading={resendState.isLoading} fullWidth>
              Send me a new link
            </Button>
          </>
        ) : (
          <Text size="sm">
            To get a new link,{' '}
            <Anchor component={Link} to="/login" underline="always">
              sign in
            </Anchor>{' '}
            and choose "Resend the link" at the top of the page.
          </Text>
        )}
      </Stack>
    </AuthCard>
  );
}
