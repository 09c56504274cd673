import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { OptionsConfig, UiSettings } from '@careerhub/shared';
import { AppConfigContextProvider } from '../app/providers/AppConfigProvider';

/** options-config as the server sends it for the default brand, with ui overrides. */
export function testConfig(ui: Partial<UiSettings> = {}): OptionsConfig {
  return {
    options: {
      career_stages: [],
      interested_services: [],
      professional_fields: [],
      organization_types: [],
      reason_to_join: [],
      career_commitment: [],
      current_roles: [],
      job_functions: [],
      usecase_categories: [],
      aitool_categories: [],
      career_reason_map: {},
      role_stage_map: {},
    },
    ui: {
      brand_key: 'app',
      name: 'CareerHub',
      landing_page_content: {
        title: 'Build your career',
        subtitle: 'In one place.',
        cta_label: 'Get Started',
      },
      assistant_greeting: 'Hi',
      theme: {
        primary: '#0f766e',
        primaryForeground: '#ffffff',
        primarySoft: '#ccfbf1',
        accent: '#f59e0b',
        background: '#f8fafc',
        surface: '#ffffff',
        text: '#0f172a',
        muted: '#475569',
      },
      powered_by: { show: false, name: 'CareerHub', url: 'https://careerhub.example' },
      footer: {
        sections: [
          { title: 'Legal', links: [{ label: 'Terms and Conditions', href: '/terms-and-conditions' }] },
        ],
        social: [{ network: 'linkedin', url: 'https://www.linkedin.com/company/example' }],
      },
      captcha_site_key: null,
      card_payments: false,
      social_login: { google: false, facebook: false, linkedin: false },
      social_client_ids: { google: null, facebook: null, linkedin: null },
      show_job_menu: true,
      show_connect_menu: true,
      star: false,
      institutional: false,
      diaspora: false,
      rlf: false,
      sim: false,
      registration_speed: null,
      primary_focus: 'both',
      filter_order: [],
      ...ui,
    },
  };
}

/**
 * Renders a page inside the providers the app gives it (query client, router at `url`, app
 * config). Other paths render their name, so a test can see where a navigation went.
 */
export function renderPage(
  page: ReactElement,
  options: { url?: string; path?: string; ui?: Partial<UiSettings> } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: options.path ?? '/', element: page },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    { initialEntries: [options.url ?? options.path ?? '/'] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AppConfigContextProvider value={testConfig(options.ui)}>
        <RouterProvider router={router} />
      </AppConfigContextProvider>
    </QueryClientProvider>,
  );
  return { ...view, router };
}
