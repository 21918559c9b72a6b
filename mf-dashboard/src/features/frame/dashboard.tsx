import { Route, Routes } from 'react-router-dom';
import { CampaignsTablePage } from '../campaigns/campaigns-table-page';
import { CreateCampaignPage } from '../campaigns/create-campaign-page';
import { EditCampaignPage } from '../campaigns/edit-campaign-page';
import { CampaignUpdatesPage } from '../campaigns/campaign-updates-page';
import { CausesPage } from '../causes/causes-page';
import { MessagesPage } from '../messages/messages-page';
import { PaymentsPage } from '../payments/payments-page';
import { AuditLogPage } from '../audit/audit-log-page';
import { EditProfilePage } from '../profile/edit-profile-page';
import { ProfilePage } from '../profile/profile-page';
import { SecurityPage } from '../security/security-page';
import { CreateTestimonialPage } from '../testimonials/create-testimonial-page';
import { TestimonialsPage } from '../testimonials/testimonials-page';
import { AllDonationsPage } from '../user-donations/all-donations-page';
import { MyDonationsPage } from '../user-donations/my-donations-page';
import { UsersPage } from '../users/users-page';
import { VolunteersPage } from '../volunteers/volunteers-page';
import { DashboardIndex } from './dashboard-index';
import { DashboardLayout } from './dashboard-layout';
import { DashboardNotFound } from './not-found';
import { AdminOnly } from './require-role';
import { SearchProvider } from './search-context';

/**
 * Everything under /dashboard. The shell mounts this at /dashboard/* (inside its login guard),
 * so the paths here are relative.
 */
export function Dashboard() {
  return (
    <SearchProvider>
      <Routes>
        <Route element={<DashboardLayout />}>
          <Route index element={<DashboardIndex />} />
          <Route path="create-donation" element={<AdminOnly><CreateCampaignPage /></AdminOnly>} />
          <Route path="donations" element={<AdminOnly><CampaignsTablePage /></AdminOnly>} />
          <Route path="donations/edit/:id" element={<AdminOnly><EditCampaignPage /></AdminOnly>} />
          <Route path="donations/:id/updates" element={<AdminOnly><CampaignUpdatesPage /></AdminOnly>} />
          <Route path="causes" element={<AdminOnly><CausesPage /></AdminOnly>} />
          <Route path="create-testimonial" element={<CreateTestimonialPage />} />
          <Route path="profile" element={<ProfilePage />} />
          <Route path="edit-profile/:id" element={<EditProfilePage />} />
          <Route path="user-donations" element={<AdminOnly><AllDonationsPage /></AdminOnly>} />
          <Route path="user-donations/:email" element={<MyDonationsPage />} />
          <Route path="payments" element={<AdminOnly><PaymentsPage /></AdminOnly>} />
          <Route path="users" element={<AdminOnly><UsersPage /></AdminOnly>} />
          <Route path="messages" element={<AdminOnly><MessagesPage /></AdminOnly>} />
          <Route path="testimonials" element={<AdminOnly><TestimonialsPage /></AdminOnly>} />
          <Route path="volunteers" element={<AdminOnly><VolunteersPage /></AdminOnly>} />
          <Route path="audit-log" element={<AdminOnly><AuditLogPage /></AdminOnly>} />
          <Route path="security" element={<SecurityPage />} />
          <Route path="*" element={<DashboardNotFound />} />
        </Route>
      </Routes>
    </SearchProvider>
  );
}
