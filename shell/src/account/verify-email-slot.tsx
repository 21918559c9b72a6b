import { lazy, Suspense } from 'react';
import { useAuth } from 'shared-auth';

/** The banner's code is downloaded only when someone signed in has not confirmed their email:
 *  guests and confirmed accounts download nothing more. */
const VerifyEmailBanner = lazy(() => import(/* webpackChunkName: "verify-email-banner" */ './verify-email-banner'));

/** Under the navbar: "please confirm your email address" while the session's token says so. */
export function VerifyEmailSlot() {
  const { user } = useAuth();
  if (!user || user.emailVerified) return null;
  return (
    <Suspense fallback={null}>
      <VerifyEmailBanner email={user.email} />
    </Suspense>
  );
}
