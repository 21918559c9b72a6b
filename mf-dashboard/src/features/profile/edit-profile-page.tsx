import { Paper, Stack, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router-dom';
import { errorMessage, useAuth, useDocumentTitle } from 'shared-auth';
import { NOT_ALLOWED_TITLE, NotAllowed } from '../frame/not-allowed';
import { notifyError, notifySuccess } from '../frame/notify';
import { ErrorState, LoadingState } from '../frame/page-states';
import { useEditProfileMutation, useUserByIdQuery } from './profile-api';
import { ProfileForm } from './profile-form';
import { profileBody, profileValuesOf } from './profile-values';

/** Edit a profile (one's own; admins may edit anyone's). Success returns to the profile. */
export function EditProfilePage() {
  const { id = '' } = useParams();
  const { user: me } = useAuth();
  const navigate = useNavigate();
  const allowed = me?.role === 'admin' || me?.sub === id;
  useDocumentTitle(allowed ? 'Edit Your Profile' : NOT_ALLOWED_TITLE);
  const { data: user, isLoading, error, refetch } = useUserByIdQuery(id, { skip: !allowed || !id, refetchOnMountOrArgChange: true });
  const [editProfile, { isLoading: saving }] = useEditProfileMutation();

  if (!allowed) return <NotAllowed />;

  return (
    <Stack gap="md" maw={640}>
      <Title order={2}>Edit Your Profile</Title>
      {isLoading ? <LoadingState label="Loading your profile..." /> : null}
      {error ? <ErrorState error={error} title="Could not load the profile" onRetry={refetch} /> : null}
      {user ? (
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          <ProfileForm
            key={user._id}
            initial={profileValuesOf(user)}
            busy={saving}
            onCancel={() => navigate('/dashboard/profile')}
            onSubmit={async (values) => {
              try {
                const answer = await editProfile({ id: user._id, userInfo: profileBody(values) }).unwrap();
                notifySuccess(answer.message || 'Profile updated.');
                navigate('/dashboard/profile');
              } catch (err) {
                notifyError(errorMessage(err, 'Your profile could not be updated.'), 'Could not update the profile');
              }
            }}
          />
        </Paper>
      ) : null}
    </Stack>
  );
}
