import { readFileSync } from 'node:fs';
import {
  DEFAULT_BRAND_KEY,
  OPTION_KEYS,
  brandSettingsSchema,
  brandsFileSchema,
  optionsSchema,
  type Brand,
  type BrandSettings,
  type BrandsFile,
  type Options,
  type UiSettings,
} from '@careerhub/shared';
import { DEFAULT_OPTIONS } from './options.data.js';
import type { OptionsRepository } from './options.repository.js';
import type { BrandSettingsRepository, StoredBrandSettings } from './brand-settings.repository.js';

export class BrandsFileError extends Error {}

/** Reads and validates the brands file a deployer edits (config/brands.json by default). */
export function loadBrandsFile(file: string): BrandsFile {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new BrandsFileError(`Cannot read brands file ${file}: ${(err as Error).message}`);
  }
  const parsed = brandsFileSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new BrandsFileError(`Invalid brands file ${file}:\n${lines.join('\n')}`);
  }
  if (!parsed.data.brands.some((b) => b.key === DEFAULT_BRAND_KEY)) {
    throw new BrandsFileError(`Invalid brands file ${file}: the "${DEFAULT_BRAND_KEY}" brand is required`);
  }
  return parsed.data;
}

export interface BrandsServiceOptions {
  brands: BrandsFile;
  options: OptionsRepository;
  /** What staff saved over the file's values (absent: the file alone, as in unit tests). */
  settings?: BrandSettingsRepository;
  cacheTtlMs: number;
  onReloadError?: (err: unknown) => void;
  /** The origin of mailed links for a brand with no public_url: PUBLIC_URL, or this server. */
  publicUrl?: string;
  captchaSiteKey?: string | null;
  cardPayments?: boolean;
  socialLogin?: UiSettings['social_login'];
  socialClientIds?: UiSettings['social_client_ids'];
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

export function createBrandsService(deps: BrandsServiceOptions) {
  const byHost = new Map<string, Brand>();
  for (const brand of deps.brands.brands)
    for (const host of brand.hosts) byHost.set(host.toLowerCase(), brand);
  const fallback = deps.brands.brands.find((b) => b.key === DEFAULT_BRAND_KEY)!;
  const providerDomains = new Set(deps.brands.provider.domains.map((d) => d.toLowerCase()));

  let cachedOptions: { value: Options; at: number } | undefined;
  /** Staff-saved settings by brand key, loaded at start and again on every change (any instance). */
  let saved = new Map<string, StoredBrandSettings & { value: BrandSettings }>();
  let reloading: Promise<void> = Promise.resolve();
  let loads = 0;
  const cachedBodies = new Map<string, string>();

  function resolveBrand(hostname: string): Brand {
    return byHost.get(normalizeHost(hostname)) ?? fallback;
  }

  // The settings of a host are built once and kept until staff change a brand (reloadSettings).
  // Read on every identity and profile request, so they are shared (frozen) rather than rebuilt.
  const settingsByHost = new Map<string, UiSettings>();

  function uiSettings(hostname: string): UiSettings {
    const host = normalizeHost(hostname);
    let settings = settingsByHost.get(host);
    if (!settings) {
      settings = deepFreeze(buildUiSettings(host));
      if (settingsByHost.size > 1000) settingsByHost.clear();
      settingsByHost.set(host, settings);
    }
    return settings;
  }

  /** A brand's editable values as the brands file gives them. */
  function fileSettings(brand: Brand): BrandSettings {
    const flags = { ...deps.brands.defaults.flags, ...brand.flags };
    return {
      name: brand.name,
      landing_page_content: { ...brand.landing },
      assistant_greeting: brand.assistant_greeting,
      theme: { ...deps.brands.defaults.theme, ...brand.theme },
      flags: {
        show_job_menu: flags.show_job_menu,
        show_connect_menu: flags.show_connect_menu,
        primary_focus: flags.primary_focus,
        registration_speed: flags.registration_speed,
      },
    };
  }

  /** A brand's editable values in force: what staff saved, else the file's. */
  function brandSettings(brand: Brand): BrandSettings {
    return saved.get(brand.key)?.value ?? fileSettings(brand);
  }

  function buildUiSettings(host: string): UiSettings {
    const brand = resolveBrand(host);
    const current = brandSettings(brand);
    const flags = { ...deps.brands.defaults.flags, ...brand.flags, ...current.flags };
    const isProviderHost = providerDomains.has(host) || host === 'localhost' || host.endsWith('.localhost');
    return {
      ...flags,
      brand_key: brand.key,
      name: current.name,
      landing_page_content: current.landing_page_content,
      assistant_greeting: current.assistant_greeting,
      theme: current.theme,
      powered_by: { show: isProviderHost, name: deps.brands.provider.name, url: deps.brands.provider.url },
      footer: brand.footer ?? deps.brands.defaults.footer,
      captcha_site_key: deps.captchaSiteKey ?? null,
      card_payments: deps.cardPayments ?? false,
      social_login: deps.socialLogin ?? { google: false, facebook: false, linkedin: false },
      social_client_ids: deps.socialClientIds ?? { google: null, facebook: null, linkedin: null },
    };
  }

  async function getOptions(): Promise<Options> {
    const now = Date.now();
    if (cachedOptions && now - cachedOptions.at < deps.cacheTtlMs) return cachedOptions.value;
    const rows = await deps.options.listAll();
    const stored = Object.fromEntries(rows.map((r) => [r.key, r.value]));
    const merged = Object.fromEntries(OPTION_KEYS.map((k) => [k, stored[k] ?? DEFAULT_OPTIONS[k]]));
    const value = optionsSchema.parse(merged);
    cachedOptions = { value, at: now };
    cachedBodies.clear();
    return value;
  }

  /**
   * The configured origin of the brand serving this host: links in mail and canonical page URLs
   * start here. The host only picks among the configured brands; its text never reaches a link.
   */
  function publicOrigin(hostname: string): string {
    const configured = resolveBrand(hostname).public_url ?? deps.publicUrl ?? 'http://localhost:3000';
    return new URL(configured).origin;
  }

  /** Reads the saved brand settings again and forgets every answer built from the old ones. */
  /** How many times saved settings were applied: pages rendered with older ones are stale. */
  let applied = 0;
  async function loadSettings(): Promise<void> {
    if (!deps.settings) return;
    // Two reloads in flight: only the last one started may set what is in force.
    const generation = ++loads;
    const next = new Map<string, StoredBrandSettings & { value: BrandSettings }>();
    for (const row of await deps.settings.listAll()) {
      // A row an older release wrote in another shape is ignored: the file's values stand.
      const parsed = brandSettingsSchema.safeParse(row.settings);
      if (parsed.success) next.set(row.brandKey, { ...row, value: parsed.data });
    }
    if (generation !== loads) return;
    saved = next;
    applied += 1;
    settingsByHost.clear();
    cachedBodies.clear();
  }

  const service = {
    resolveBrand,
    uiSettings,
    publicOrigin,
    getOptions,
    fileSettings,
    brandSettings,
    /** Who saved a brand's settings last, and when (null: the file's values). */
    savedBy: (brandKey: string) => {
      const row = saved.get(brandKey);
      return row ? { updatedAt: row.updatedAt, updatedBy: row.updatedBy } : null;
    },
    /** Changes each time saved settings are applied (part of a rendered page's cache key). */
    settingsVersion: () => applied,
    /** Loads the saved settings (at start); resolves when answers use them. */
    reloadSettings(): Promise<void> {
      reloading = loadSettings();
      return reloading;
    },
    /**
     * Staff changed a brand's settings: reload them here. Shared across instances (brands.sharing.ts):
     * every instance of the database runs it too. `settingsReloaded` resolves when this one is done.
     */
    settingsChanged(): void {
      reloading = loadSettings();
      // Heard from another instance, nobody awaits it: a failure is reported, and the next
      // change (or the Redis link coming back) loads them again.
      reloading.catch((err: unknown) => deps.onReloadError?.(err));
    },
    settingsReloaded: () => reloading,
    /** Staff changed an option: the next read loads them again. Shared across instances too. */
    optionsChanged(): void {
      invalidate();
    },

    /** The options-config body as JSON text, cached per host while the options are fresh. */
    async optionsConfigJson(hostname: string): Promise<string> {
      const options = await getOptions();
      const host = normalizeHost(hostname);
      let body = cachedBodies.get(host);
      if (!body) {
        body = JSON.stringify({ options, ui: uiSettings(host) });
        if (cachedBodies.size > 1000) cachedBodies.clear();
        cachedBodies.set(host, body);
      }
      return body;
    },

    /** Seeds options that are missing; returns how many were added. */
    async seedOptions(): Promise<number> {
      const added = await deps.options.insertMissing(DEFAULT_OPTIONS);
      invalidate();
      return added;
    },

    async updateOption(key: (typeof OPTION_KEYS)[number], value: unknown) {
      optionsSchema.shape[key].parse(value);
      await deps.options.upsert(key, value);
      service.optionsChanged();
    },
  };
  return service;

  function invalidate() {
    cachedOptions = undefined;
    cachedBodies.clear();
  }
}

export type BrandsService = ReturnType<typeof createBrandsService>;

export function normalizeHost(hostname: string): string {
  const lower = hostname.trim().toLowerCase();
  if (lower.startsWith('[')) return lower.slice(0, lower.indexOf(']') + 1);
  return lower.replace(/:\d+$/, '').replace(/\.$/, '');
}
