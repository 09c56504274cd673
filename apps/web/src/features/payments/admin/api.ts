import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminDiscount,
  AdminPlan,
  DiscountUpdateInput,
  PlanUpdateInput,
  PlansAdmin,
} from '@careerhub/shared';
import { api } from '../../../lib/api';
import { PAYMENTS_KEY } from '../api';

const KEY = [...PAYMENTS_KEY, 'admin'] as const;

/** One owner's plans and discounts: the platform (null, staff) or an organization. */
export function useAdminPlans(organizationId: number | null, enabled = true) {
  return useQuery({
    queryKey: [...KEY, organizationId],
    enabled,
    retry: false,
    queryFn: ({ signal }) =>
      api.get<PlansAdmin>('/admin/subscription-plans/', {
        signal,
        silent: true,
        ...(organizationId === null ? {} : { query: { organization_id: organizationId } }),
      }),
  });
}

/** Any write refreshes the admin lists and /pricing. */
function useWrite<TVars, TResult>(fn: (vars: TVars) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: PAYMENTS_KEY }),
  });
}

type Saved<T> = { message: string; data: T };

export const useSavePlan = () =>
  useWrite(
    ({ id, organizationId, body }: { id?: number; organizationId: number | null; body: PlanUpdateInput }) =>
      id
        ? api.put<Saved<AdminPlan>>(`/admin/subscription-plans/${id}/`, body, { silent: true })
        : api.post<Saved<AdminPlan>>(
            '/admin/subscription-plans/',
            { ...body, organization_id: organizationId },
            { silent: true },
          ),
  );
export const useArchivePlan = () =>
  useWrite((id: number) =>
    api.post<Saved<AdminPlan>>(`/admin/subscription-plans/${id}/archive/`, {}, { silent: true }),
  );
export const useSaveDiscount = () =>
  useWrite(
    ({
      id,
      organizationId,
      body,
    }: {
      id?: number;
      organizationId: number | null;
      body: DiscountUpdateInput;
    }) =>
      id
        ? api.put<Saved<AdminDiscount>>(`/admin/subscription-discounts/${id}/`, body, { silent: true })
        : api.post<Saved<AdminDiscount>>(
            '/admin/subscription-discounts/',
            { ...body, organization_id: organizationId },
            { silent: true },
          ),
  );
export const useArchiveDiscount = () =>
  useWrite((id: number) =>
    api.post<Saved<AdminDiscount>>(`/admin/subscription-discounts/${id}/archive/`, {}, { silent: true }),
  );
