import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BrandSettingsInput,
  BrandSettingsSaved,
  BrandSettingsState,
  OptionItem,
  OptionListKey,
  OptionsConfig,
} from '@careerhub/shared';
import { api } from '../../../lib/api';
import { APP_CONFIG_KEY } from '../../../app/providers/AppConfigProvider';

export const BRAND_SETTINGS_KEY = ['admin', 'brand-settings'] as const;

/** GET /brand-settings/: the brand settings of this host (staff). */
export function useBrandSettings(enabled: boolean) {
  return useQuery({
    queryKey: BRAND_SETTINGS_KEY,
    enabled,
    queryFn: ({ signal }) => api.get<BrandSettingsState>('/brand-settings/', { signal, silent: true }),
  });
}

/**
 * PUT /brand-settings/: saved, the answer carries this host's new `ui`, which the app applies at
 * once (theme, title, menus) without waiting for options-config to be fetched again.
 */
export function useSaveBrandSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: BrandSettingsInput) =>
      api.put<BrandSettingsSaved>('/brand-settings/', values, { silent: true }),
    onSuccess: (saved) => {
      const state: BrandSettingsState = {
        brand_key: saved.brand_key,
        hosts: saved.hosts,
        settings: saved.settings,
        defaults: saved.defaults,
        updated_at: saved.updated_at,
        updated_by: saved.updated_by,
      };
      client.setQueryData(BRAND_SETTINGS_KEY, state);
      client.setQueryData<OptionsConfig>(APP_CONFIG_KEY, (config) =>
        config ? { ...config, ui: saved.ui } : config,
      );
    },
  });
}

type OptionSaved = { message: string; key: OptionListKey; value: unknown };

/** The new value goes into options-config at once: every form of this tab offers it without a reload. */
function useApplyOption() {
  const client = useQueryClient();
  return (saved: OptionSaved) =>
    client.setQueryData<OptionsConfig>(APP_CONFIG_KEY, (config) =>
      config ? { ...config, options: { ...config.options, [saved.key]: saved.value } } : config,
    );
}

/** PUT /options-config/{key}/: one option list, replaced for every server (staff). */
export function useSaveOption() {
  const apply = useApplyOption();
  return useMutation({
    mutationFn: ({ key, value }: { key: OptionListKey; value: OptionItem[] }) =>
      api.put<OptionSaved>(`/options-config/${key}/`, { value }, { silent: true }),
    onSuccess: apply,
  });
}

/** DELETE /options-config/{key}/: the list as installed (staff). */
export function useResetOption() {
  const apply = useApplyOption();
  return useMutation({
    mutationFn: (key: OptionListKey) => api.delete<OptionSaved>(`/options-config/${key}/`, { silent: true }),
    onSuccess: apply,
  });
}
