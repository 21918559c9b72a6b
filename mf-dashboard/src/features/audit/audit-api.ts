import { reliefApi } from 'shared-auth';
import type { AuditEntry } from 'api/types';
import { pagedUrl, toPaged, type PageArgs, type Paged, type PagedAnswer } from '../frame/paging';

export interface AuditFilters {
  action?: string;
  targetType?: string;
  targetId?: string;
}

export const auditApi = reliefApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /audit-log (admin): newest first, filtered, one page. */
    auditLog: build.query<Paged<AuditEntry>, AuditFilters & PageArgs>({
      query: ({ action, targetType, targetId, ...page }) => {
        const extra = new URLSearchParams();
        if (action) extra.set('action', action);
        if (targetType) extra.set('targetType', targetType);
        if (targetId) extra.set('targetId', targetId);
        const more = extra.toString();
        return pagedUrl('audit-log', page) + (more ? `&${more}` : '');
      },
      transformResponse: (answer: PagedAnswer<AuditEntry>, _meta, args) => toPaged(answer, args),
      providesTags: ['audit'],
    }),
  }),
});

export const { useAuditLogQuery } = auditApi;
