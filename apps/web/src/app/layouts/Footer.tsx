import { Link } from 'react-router';
import { UI_TEXT, type FooterSettings } from '@careerhub/shared';
import { useAppConfig } from '../providers/AppConfigProvider';
import { cn } from '../../components/ui/cn';

type Network = FooterSettings['social'][number]['network'];

/** Each network's name (the link's accessible name) and its mark, drawn as the sign-in buttons draw theirs. */
const NETWORKS: Record<Network, { name: string; mark: string }> = {
  linkedin: { name: 'LinkedIn', mark: 'in' },
  facebook: { name: 'Facebook', mark: 'f' },
  x: { name: 'X', mark: 'X' },
  instagram: { name: 'Instagram', mark: 'IG' },
  youtube: { name: 'YouTube', mark: '▶' },
};

const linkClasses = 'text-muted underline-offset-4 hover:text-text hover:underline';

function FooterLink({ label, href }: { label: string; href: string }) {
  // Paths stay inside the app; full addresses open the brand's own site.
  return href.startsWith('/') ? (
    <Link to={href} className={linkClasses}>
      {label}
    </Link>
  ) : (
    <a href={href} className={linkClasses}>
      {label}
    </a>
  );
}

/**
 * Site footer (groups-jobs-payments.md §2): the brand's Solutions, Company and Legal links and its
 * social links, from config/brands.json. "Powered by" appears only where the server says so
 * (provider domains, localhost).
 */
export function Footer({
  className,
  wide = false,
  compact = false,
}: {
  className?: string;
  wide?: boolean;
  /** Sign-in, sign-up and the wizard keep to their task: the brand line and Powered by only. */
  compact?: boolean;
}) {
  const { ui } = useAppConfig();
  const sections = compact ? [] : ui.footer.sections;
  const social = compact ? [] : ui.footer.social;
  return (
    <footer className={cn('border-t border-border bg-surface', className)}>
      <div className={cn('mx-auto px-4 sm:px-6', !wide && 'max-w-7xl')}>
        {sections.length > 0 && (
          <nav
            aria-label="Footer"
            className="grid grid-cols-2 gap-x-6 gap-y-8 py-8 text-sm sm:grid-cols-[repeat(auto-fit,minmax(10rem,1fr))]"
          >
            {sections.map((section) => (
              <div key={section.title}>
                <h2 className="text-xs font-semibold tracking-wider text-text uppercase">{section.title}</h2>
                <ul className="mt-3 flex flex-col gap-2">
                  {section.links.map((link) => (
                    <li key={`${link.label}-${link.href}`}>
                      <FooterLink {...link} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        )}
        <div
          className={cn(
            'flex flex-col items-center justify-between gap-3 py-6 text-sm text-muted sm:flex-row',
            sections.length > 0 && 'border-t border-border',
          )}
        >
          <p>
            © {new Date().getFullYear()} {ui.name}
          </p>
          {social.length > 0 && (
            <ul aria-label="Social links" className="flex items-center gap-2">
              {social.map(({ network, url }) => (
                <li key={network}>
                  <a
                    href={url}
                    target="_blank"
                    rel="noreferrer"
                    className="grid size-9 place-items-center rounded-full border border-border text-xs font-bold text-text transition hover:border-primary hover:bg-primary-soft"
                  >
                    <span aria-hidden="true">{NETWORKS[network].mark}</span>
                    {/* Named by text, not aria-label: form fields labelled "LinkedIn" stay the only label match. */}
                    <span className="sr-only">{`${ui.name} on ${NETWORKS[network].name}`}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
          {ui.powered_by.show && (
            <p>
              {UI_TEXT.poweredBy}{' '}
              <a
                href={ui.powered_by.url}
                target="_blank"
                rel="noreferrer"
                className="font-semibold text-text underline-offset-4 hover:underline"
              >
                {ui.powered_by.name}
              </a>
            </p>
          )}
        </div>
      </div>
    </footer>
  );
}
