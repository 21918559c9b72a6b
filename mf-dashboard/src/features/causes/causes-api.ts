import type { ApiMessage, ApiOk, CausePatchInput, CauseRecord } from 'api/types';
import { causeLabel, i18n } from 'shared-auth/i18n';
import { NS } from '../../i18n';
import { dashboardApi } from '../frame/relief-api';

/** A cause as GET /causes answers it (by name, retired ones included). */
export type CauseRow = CauseRecord;

export type CauseChange = { id: CauseRow['id'] } & CausePatchInput;

/**
 * The causes campaigns are filed under. A rename carries the campaigns along, so it refreshes
 * the campaign lists and the charts by category too.
 */
export const causesApi = dashboardApi.injectEndpoints({
  endpoints: (build) => ({
    causes: build.query<CauseRow[], void>({
      query: () => 'causes',
      transformResponse: (answer: ApiOk<CauseRow[]>) => answer.data,
      providesTags: ['causes'],
    }),
    createCause: build.mutation<ApiMessage, { name: string }>({
      query: (body) => ({ url: 'causes', method: 'POST', body }),
      invalidatesTags: ['causes'],
    }),
    updateCause: build.mutation<ApiMessage, CauseChange>({
      query: ({ id, ...body }) => ({ url: `causes/${encodeURIComponent(String(id))}`, method: 'PATCH', body }),
      invalidatesTags: (_answer, _error, change) => (change.name === undefined ? ['causes'] : ['causes', 'donations', 'stats', 'userDonations']),
    }),
  }),
});

export const { useCausesQuery, useCreateCauseMutation, useUpdateCauseMutation } = causesApi;

/**
 * The category choices of a campaign form: the active causes, and the campaign's own category
 * when it is not one of them (a retired cause shows as such, in the page's language; editing must
 * not change it silently). Values are the causes' stored names, labels as the page's language says
 * them (`causeLabel`).
 */
export function causeOptions(causes: readonly CauseRow[], current: string): { value: string; label: string }[] {
  const active = causes.filter((c) => !c.retired).map((c) => ({ value: c.name, label: causeLabel(c.name) }));
  if (!current || active.some((o) => o.value === current)) return active;
  const known = causes.find((c) => c.name === current);
  const label = causeLabel(current);
  return [...active, { value: current, label: known?.retired ? i18n.t('retiredOption', { ns: NS.causes, name: label }) : label }];
}
