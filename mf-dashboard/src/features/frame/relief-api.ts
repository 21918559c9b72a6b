import { reliefApi } from 'shared-auth';

/**
 * The product's one api with the tag types of the campaign features this remote adds (causes, a
 * campaign's updates). Added here, not in shared-auth: this remote deploys alone, whatever shell serves it.
 */
export const dashboardApi = reliefApi.enhanceEndpoints({ addTagTypes: ['causes', 'campaignUpdates'] });
