import { Paper, Stack, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { errorMessage, useAuth, useDocumentTitle } from 'shared-auth';
import { NS } from '../../i18n';
import { NotAllowed, notAllowedTitle } from '../frame/not-allowed';
import { notifyError, notifySuccess } from '../frame/notify';
import { ErrorState, LoadingState } from '../frame/page-states';
import { useEditProfileMutation, useUserByIdQuery } from './profile-api';
import { ProfileForm } from './profile-form';
import { profileBody, profileValuesOf } from './profile-values';

/** Edit a profile (one's own; admins may edit anyone's). Success returns to the profile. */
export function EditProfilePage() {
  const { t } = useTranslation(NS.profile);
  const { id = '' } = useParams();
  const { user: me } = useAuth();
  const navigate = useNavigate();
  const allowed = me?.role === 'admin' || me?.sub === id;
  useDocumentTitle(allowed ? t('editPage.title') : notAllowedTitle());
  const { data: user, isLoading, error, refetch } = useUserByIdQuery(id, { skip: !allowed || !id, refetchOnMountOrArgChange: true });
  const [editProfile, { isLoading: saving }] = useEditProfileMutation();

  if (!allowed) return <NotAllowed text={t('editPage.onlyOwn')} link={me ? { to: `/dashboard/edit-profile/${encodeURIComponent(me.sub)}`, label: t('editPage.editOwn') } : undefined} />;

  return (
    <Stack gap="md" maw={640}>
      <Title order={2}>{t('editPage.title')}</Title>
      {isLoading ? <LoadingState label={t('loading')} /> : null}
      {error ? <ErrorState error={error} title={t('editPage.loadFailed')} onRetry={refetch} /> : null}
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
                notifySuccess(answer.message || t('editPage.done'));
                navigate('/dashboard/profile');
              } catch (err) {
                notifyError(errorMessage(err, t('editPage.failed')), t('editPage.failedTitle'));
              }
            }}
          />
        </Paper>
      ) : null}
    </Stack>
  );
}
