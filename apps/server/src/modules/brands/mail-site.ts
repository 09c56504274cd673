import type { Config } from '../../config.js';
import type { MailSite } from '../auth/auth.mail.js';
import type { BrandsService } from './brands.service.js';

/**
 * How mail for a visitor of this host looks and where its links go. The host picks the brand
 * (its name and colour); the links, the host named in the footer and the sender's domain come
 * from the brand's configured origin, so a forged Host or X-Forwarded-Host cannot send a victim's
 * reset link to another site.
 */
export function mailSiteFor(
  config: Pick<Config, 'MAIL_FROM'>,
  brands: BrandsService,
  hostname: string,
): MailSite {
  const ui = brands.uiSettings(hostname);
  const origin = new URL(brands.publicOrigin(hostname));
  return {
    brandName: ui.name,
    primary: ui.theme.primary,
    host: origin.hostname,
    baseUrl: origin.origin,
    from: config.MAIL_FROM ?? `no-reply@${origin.hostname}`,
  };
}
