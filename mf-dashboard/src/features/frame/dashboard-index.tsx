import { useAuth } from 'shared-auth';
import { AdminOverview } from '../admin-overview/admin-overview';
import { UserOverview } from '../user-overview/user-overview';

/** /dashboard: the personal overview for role user, the platform overview for anyone else. */
export function DashboardIndex() {
  const { user } = useAuth();
  return user?.role === 'user' ? <UserOverview /> : <AdminOverview />;
}
