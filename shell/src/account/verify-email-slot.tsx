import { lazy, Suspense } from 'react';
import { useAuth } from 'shared-auth';

/** The banner's code is downloaded only when someone signed in has not confirmed their email:
 *  guests and confirmed accounts download nothing more. */
const VerifyEmailBanner = lazy(() => import(/* webpackChunkName: "verify-email-banner" */ './verify-email-banner'));

/** Under the navbar: "please confirm your email address" while the session's token says so. */
export function VerifyEmailSlot() {
  const { user } = useAuth();
  // (A session stored before the claim existed has no emailVerified at all: unknown as well.)
  if (!user || user.emailVerified) return null;
  return (
    <Suspense fallback={null}>
      <VerifyEmailBanner email={user.email} waitForServer={user.emailVerifiedUnknown === true || typeof user.emailVerified !== 'boolean'} />
    </Suspense>
  );
}
