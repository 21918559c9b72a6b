import { useTranslation } from 'react-i18next';
import { errorMessage } from 'shared-auth';
import { NS } from '../../i18n';
import { notifyError, notifySuccess } from '../frame/notify';
import { campaignBody, type CampaignValues } from './campaign-values';
import { useEditCampaignMutation } from './campaigns-api';

/** Saves a campaign's edited values and tells the person how it went; `done` runs after a successful save. */
export function useSaveCampaignEdit() {
  const { t } = useTranslation(NS.campaigns);
  const [editCampaign, { isLoading: saving }] = useEditCampaignMutation();
  /** `before`: the values the form started from (an unchanged end date is not sent). */
  const save = async (id: string, values: CampaignValues, before: CampaignValues, done: () => void) => {
    try {
      const answer = await editCampaign({ id, body: campaignBody(values, before) }).unwrap();
      notifySuccess(answer.message || t('edit.done'));
      done();
    } catch (error) {
      notifyError(errorMessage(error, t('edit.failed')), t('edit.failedTitle'));
    }
  };
  return { save, saving };
}
