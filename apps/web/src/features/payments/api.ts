import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ManualPayment,
  MembershipCard,
  Page,
  SubscriptionDetail,
  SubscriptionPlansResponse,
} from '@careerhub/shared';
import { api } from '../../lib/api';
import { IDENTITY_KEY } from '../auth/identity';

export const PAYMENTS_KEY = ['payments'] as const;

export function usePlans() {
  return useQuery({
    queryKey: [...PAYMENTS_KEY, 'plans'],
    queryFn: ({ signal }) =>
      api.get<SubscriptionPlansResponse>('/subscription-plans/', { signal, silent: true }),
  });
}

export function useSubscriptionDetail() {
  return useQuery({
    queryKey: [...PAYMENTS_KEY, 'detail'],
    queryFn: ({ signal }) => api.get<SubscriptionDetail>('/subscription-detail/', { signal, silent: true }),
  });
}

export function useManualPayment(id: number) {
  return useQuery({
    queryKey: [...PAYMENTS_KEY, 'manual', id],
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
    queryFn: ({ signal }) => api.get<ManualPayment>(`/payment/manual/${id}/`, { signal, silent: true }),
  });
}

export function useReviewQueue(status: string, page: number) {
  return useQuery({
    queryKey: [...PAYMENTS_KEY, 'reviews', status, page],
    retry: false,
    queryFn: ({ signal }) =>
      api.get<Page<ManualPayment>>('/payment-reviews/', { signal, silent: true, query: { status, page } }),
  });
}

/** Any write here changes the subscription and the identity's flags: both are read again. */
function useRefreshing<TVars, TResult>(fn: (vars: TVars) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: PAYMENTS_KEY });
      await client.invalidateQueries({ queryKey: IDENTITY_KEY });
    },
  });
}

export const useCreateSubscription = () =>
  useRefreshing(
    (body: { price_id: number; discount_ids: number[]; success_url: string; cancel_url: string }) =>
      api.post<{ data: string }>('/payment/create-subscription/', body, { silent: true }),
  );
export const useUpdateSubscription = () =>
  useRefreshing((body: Record<string, unknown>) =>
    api.post<{ message: string; data?: string }>('/payment/update-subscription/', body, { silent: true }),
  );
/** Checkouts that leave for the card provider's page: the answer is where to send the browser. */
export const useOneTimePayment = () =>
  useMutation({
    mutationFn: (body: { group_id: number; success_url: string; cancel_url: string }) =>
      api.post<{ data: string }>(
        '/payment/create-one-time-payment/',
        { entity_type: 'group', ...body },
        { silent: true },
      ),
  });
export const useDonate = () =>
  useMutation({
    mutationFn: (body: {
      group_id: number;
      donation?: string;
      amount?: number;
      success_url: string;
      cancel_url: string;
    }) => api.post<{ data: string }>('/donate/', body, { silent: true }),
  });
export const useCustomerPortal = () =>
  useMutation({
    mutationFn: () =>
      api.post<{ data: string }>('/payment/create-customer-portal-session/', {}, { silent: true }),
  });
export const useMembershipCard = () =>
  useRefreshing(() => api.post<MembershipCard>('/membership-card/', {}, { silent: true }));
export const useSubmitReceipt = (id: number) =>
  useRefreshing((receipt: number) =>
    api.post<{ message: string }>(`/payment/manual/${id}/receipt/`, { receipt }, { silent: true }),
  );
export const useReviewPayment = () =>
  useRefreshing(({ id, action, reason }: { id: number; action: 'confirm' | 'reject'; reason?: string }) =>
    api.post<{ message: string }>(`/payment-reviews/${id}/`, reason ? { action, reason } : { action }, {
      silent: true,
    }),
  );
