import {
  SETTINGS_MESSAGES,
  optionValueSchema,
  type BrandSettings,
  type BrandSettingsSaved,
  type BrandSettingsState,
  type OptionKey,
} from '@careerhub/shared';
import { forbidden, invalidFields } from '../../http/errors.js';
import type { UserRow } from '../auth/users.repository.js';
import type { AuditEntry } from '../audit/audit.js';
import type { BrandSettingsRepository } from './brand-settings.repository.js';
import { brandsPolicy } from './brands.policy.js';
import type { BrandsService } from './brands.service.js';
import { DEFAULT_OPTIONS } from './options.data.js';
import type { OptionsRepository } from './options.repository.js';

type Flat = Record<string, unknown>;

/** `{ theme: { primary } }` → `{ 'theme.primary': … }`: what an audit entry compares. */
function flatten(value: unknown, prefix = '', out: Flat = {}): Flat {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, out);
  } else out[prefix] = value;
  return out;
}

/** The fields that differ, with their values before and after. */
export function changedFields(before: unknown, after: unknown) {
  const [a, b] = [flatten(before), flatten(after)];
  const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(
    (k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]),
  );
  return {
    fields,
    before: Object.fromEntries(fields.map((k) => [k, a[k] ?? null])),
    after: Object.fromEntries(fields.map((k) => [k, b[k] ?? null])),
  };
}

const staffEntry = (actor: UserRow, action: string, details: Record<string, unknown>): AuditEntry => ({
  actorId: actor.id,
  actorRole: 'staff',
  action,
  targetType: action.split('.')[0]!,
  targetId: null,
  groupId: null,
  organizationId: null,
  details,
});

/**
 * Staff settings (issue 23 item 6): the host's brand settings and the app options, read and
 * saved by staff, each change audited (before and after) and applied here and on every other
 * instance before the answer goes out.
 */
export function createBrandSettingsService(deps: {
  brands: BrandsService;
  settings: BrandSettingsRepository;
  options: OptionsRepository;
}) {
  const { brands } = deps;
  const requireStaff = (user: UserRow) => {
    if (!brandsPolicy.canEditSettings(user)) throw forbidden(SETTINGS_MESSAGES.staffOnly);
  };

  function state(hostname: string): BrandSettingsState {
    const brand = brands.resolveBrand(hostname);
    const saved = brands.savedBy(brand.key);
    return {
      brand_key: brand.key,
      hosts: brand.hosts,
      settings: brands.brandSettings(brand),
      defaults: brands.fileSettings(brand),
      updated_at: saved ? saved.updatedAt.toISOString() : null,
      updated_by: saved?.updatedBy ?? null,
    };
  }

  return {
    state(user: UserRow, hostname: string): BrandSettingsState {
      requireStaff(user);
      return state(hostname);
    },

    async save(user: UserRow, hostname: string, input: BrandSettings): Promise<BrandSettingsSaved> {
      requireStaff(user);
      const brand = brands.resolveBrand(hostname);
      const change = changedFields(brands.brandSettings(brand), input);
      if (change.fields.length > 0) {
        await deps.settings.save(
          brand.key,
          input,
          user.id,
          staffEntry(user, 'brand_settings.update', { brand_key: brand.key, ...change }),
        );
        brands.settingsChanged();
        await brands.settingsReloaded();
      }
      return { message: SETTINGS_MESSAGES.saved, ...state(hostname), ui: brands.uiSettings(hostname) };
    },

    async updateOption(user: UserRow, key: OptionKey, value: unknown) {
      requireStaff(user);
      const parsed = optionValueSchema(key).safeParse(value);
      if (!parsed.success) {
        const fieldErrors: Record<string, string[]> = {};
        for (const issue of parsed.error.issues) {
          const field = ['value', ...issue.path.map(String)].join('.');
          (fieldErrors[field] ??= []).push(issue.message);
        }
        throw invalidFields(fieldErrors);
      }
      const before = (await brands.getOptions())[key] ?? null;
      await deps.options.upsert(
        key,
        parsed.data,
        staffEntry(user, 'options.update', { key, before, after: parsed.data }),
      );
      brands.optionsChanged();
      return { message: SETTINGS_MESSAGES.optionsSaved, key, value: parsed.data };
    },

    /** Puts one option back to what the platform was installed with (options.data.ts), audited. */
    async resetOption(user: UserRow, key: OptionKey) {
      requireStaff(user);
      const value = DEFAULT_OPTIONS[key] ?? null;
      const before = (await brands.getOptions())[key] ?? null;
      await deps.options.upsert(key, value, staffEntry(user, 'options.reset', { key, before, after: value }));
      brands.optionsChanged();
      return { message: SETTINGS_MESSAGES.optionsReset, key, value };
    },
  };
}
export type BrandSettingsService = ReturnType<typeof createBrandSettingsService>;
