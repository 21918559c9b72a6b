import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { useDashboardCampaignsQuery } from '../campaigns/campaigns-api';

/** The API answers at most 100 campaigns a call: the choices are the 100 newest. */
const CHOICES = { limit: 100, offset: 0 };

/** The campaigns to choose from (the campaigns table's call, newest first), and a campaign's title by id. */
export function useCampaignChoices() {
  const { t } = useTranslation(NS.payments);
  const result = useDashboardCampaignsQuery(CHOICES);
  const rows = result.data?.rows ?? [];
  const options = rows.map((c) => ({ value: c._id, label: c.title }));
  const titleOf = (id: string) => rows.find((c) => c._id === id)?.title ?? t('campaignFallback', { id });
  return { options, titleOf, isLoading: result.isLoading, error: result.error };
}
