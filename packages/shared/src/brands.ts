import { z } from 'zod';
import { BRAND_KEYS, CAREER_GOALS } from './constants.js';

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Expected a colour like #0d9488');

export const themeSchema = z.strictObject({
  primary: hexColour,
  primaryForeground: hexColour,
  primarySoft: hexColour,
  accent: hexColour,
  background: hexColour,
  surface: hexColour,
  text: hexColour,
  muted: hexColour,
});
export type Theme = z.infer<typeof themeSchema>;

export { THEME_CSS_VARIABLES } from './brands.theme.js';

export const brandFlagsSchema = z.strictObject({
  show_job_menu: z.boolean(),
  show_connect_menu: z.boolean(),
  star: z.boolean(),
  institutional: z.boolean(),
  diaspora: z.boolean(),
  rlf: z.boolean(),
  sim: z.boolean(),
  registration_speed: z.enum(['quick']).nullable(),
  primary_focus: z.enum(CAREER_GOALS),
  filter_order: z.array(z.string()),
});
export type BrandFlags = z.infer<typeof brandFlagsSchema>;

/** Social networks the footer has an icon for. */
export const SOCIAL_NETWORKS = ['linkedin', 'facebook', 'x', 'instagram', 'youtube'] as const;

/** A footer link: a path inside the product ("/circles") or a full http(s) address. */
const footerHref = z
  .string()
  .regex(/^(\/(?!\/)|https?:\/\/)/, 'Expected a path starting with / or an http(s) address');

/** The footer (groups-jobs-payments.md §2): Solutions, Company and Legal columns, and social links. */
export const footerSchema = z.strictObject({
  sections: z.array(
    z.strictObject({
      title: z.string().min(1),
      links: z.array(z.strictObject({ label: z.string().min(1), href: footerHref })),
    }),
  ),
  social: z.array(z.strictObject({ network: z.enum(SOCIAL_NETWORKS), url: z.string().url() })),
});
export type FooterSettings = z.infer<typeof footerSchema>;

export const brandSchema = z.strictObject({
  key: z.enum(BRAND_KEYS),
  name: z.string().min(1),
  hosts: z.array(z.string().min(1)),
  /**
   * Where this brand's visitors reach it, e.g. https://star.careerhub.example: every link the
   * product mails for the brand starts here (PUBLIC_URL when absent). Never taken from a request.
   */
  public_url: z
    .string()
    .url()
    .regex(/^https?:\/\//, 'must start with http:// or https://')
    .optional(),
  landing: z.strictObject({
    title: z.string().min(1),
    subtitle: z.string(),
    cta_label: z.string().min(1),
  }),
  assistant_greeting: z.string().min(1),
  theme: themeSchema.partial().optional(),
  flags: brandFlagsSchema.partial().optional(),
  /** Replaces the default footer for this brand. */
  footer: footerSchema.optional(),
});
export type Brand = z.infer<typeof brandSchema>;

/** The file a deployer edits: defaults for every brand plus the list of brands. */
export const brandsFileSchema = z.strictObject({
  provider: z.strictObject({
    name: z.string().min(1),
    url: z.string().url(),
    domains: z.array(z.string().min(1)),
  }),
  defaults: z.strictObject({ theme: themeSchema, flags: brandFlagsSchema, footer: footerSchema }),
  brands: z.array(brandSchema).min(1),
});
export type BrandsFile = z.infer<typeof brandsFileSchema>;

/** What `GET /options-config/` returns under `ui` for the requesting host. */
export const uiSettingsSchema = brandFlagsSchema.extend({
  brand_key: z.enum(BRAND_KEYS),
  name: z.string(),
  landing_page_content: z.object({ title: z.string(), subtitle: z.string(), cta_label: z.string() }),
  assistant_greeting: z.string(),
  theme: themeSchema,
  powered_by: z.object({ show: z.boolean(), name: z.string(), url: z.string() }),
  footer: footerSchema,
  captcha_site_key: z.string().nullable(),
  /** Card payments (Stripe) are set up: paid circles and donations go to its checkout. */
  card_payments: z.boolean(),
  social_login: z.object({ google: z.boolean(), facebook: z.boolean(), linkedin: z.boolean() }),
  /** Public client ids the browser needs to start each provider's sign-in (null when off). */
  social_client_ids: z.object({
    google: z.string().nullable(),
    facebook: z.string().nullable(),
    linkedin: z.string().nullable(),
  }),
});
export type UiSettings = z.infer<typeof uiSettingsSchema>;
