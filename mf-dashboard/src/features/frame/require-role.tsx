import type { ReactNode } from 'react';
import { useAuth } from 'shared-auth';
import { NotAllowed } from './not-allowed';

/** Renders its children for admins only; anyone else gets the not-allowed screen. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  if (user?.role !== 'admin') return <NotAllowed />;
  return <>{children}</>;
}
