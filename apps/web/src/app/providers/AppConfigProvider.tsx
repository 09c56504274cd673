import { createContext, use, useEffect, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { OptionsConfig } from '@careerhub/shared';
import { api } from '../../lib/api';
import { applyTheme } from '../../brands/theme';
import { Spinner } from '../../components/ui/Spinner';
import { ErrorScreen } from '../../features/errors/ErrorScreen';

const AppConfigContext = createContext<OptionsConfig | null>(null);

export const APP_CONFIG_KEY = ['options-config'] as const;
/** Its API path, as the server inlines its answer in every page. */
export const OPTIONS_CONFIG_CALL = '/options-config/';

/** Loads options-config for this host, applies the brand theme and title, then renders the app. */
export function AppConfigProvider({ children }: { children: ReactNode }) {
  const query = useQuery({
    queryKey: APP_CONFIG_KEY,
    queryFn: ({ signal }) => api.get<OptionsConfig>(OPTIONS_CONFIG_CALL, { signal, silent: true }),
  });
  const ui = query.data?.ui;

  useEffect(() => {
    if (!ui) return;
    applyTheme(ui.theme);
    document.title = ui.name;
  }, [ui]);

  if (query.isPending) return <ConfigLoading />;
  if (query.isError) return <ErrorScreen />;
  return <AppConfigContext value={query.data}>{children}</AppConfigContext>;
}

function ConfigLoading() {
  return (
    <div className="grid min-h-dvh place-items-center bg-background">
      <div className="flex flex-col items-center gap-3 text-primary">
        <Spinner label="Loading the site" className="[&>span:first-child]:size-8" />
      </div>
    </div>
  );
}

export function useAppConfig(): OptionsConfig {
  const config = use(AppConfigContext);
  if (!config) throw new Error('useAppConfig must be used inside <AppConfigProvider>');
  return config;
}

/** For tests and stories: provide a config without fetching it. */
export const AppConfigContextProvider = AppConfigContext;
