import { useSearchParams } from 'react-router';
import { LEADERS_TEXT as T, PAGE_SIZES } from '@careerhub/shared';
import { useAppConfig } from '../../app/providers/AppConfigProvider';
import { CatalogGrid } from '../catalog/CatalogGrid';
import { useInfluentialOrgs, useInfluentialPeoplePages } from './api';
import { InfluencerCard, OrgCard } from './cards';
import { peoplePagePlan } from './filters';

/** The page in the address (?page=2), 1 when absent or malformed. */
function useAddressPage(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw > 1 ? raw : 1;
  return [page, (next) => setParams(next > 1 ? { page: String(next) } : {})];
}

function Heading({ title, intro, suffix }: { title: string; intro: string; suffix?: string | null }) {
  return (
    <header className="max-w-2xl">
      <h1 className="text-2xl font-bold text-text sm:text-3xl">
        {title}
        {suffix && (
          <>
            {' '}
            <span className="mt-1 block text-base font-medium text-primary">{suffix}</span>
          </>
        )}
      </h1>
      <p className="mt-1 text-muted">{intro}</p>
    </header>
  );
}

/** /influencers: Highly Influential People, fetched 16 at a time and shown 6 a page. */
export function InfluentialPeoplePage() {
  const [page, setPage] = useAddressPage();
  const plan = peoplePagePlan(page);
  const answers = useInfluentialPeoplePages(plan.map((p) => p.page));
  const ready = answers.every((a) => a.data);
  const items = ready ? plan.flatMap((p, i) => answers[i]!.data!.data.slice(p.from, p.to)) : undefined;
  return (
    <div className="@container flex flex-col gap-6 p-4 sm:p-6">
      <Heading title={T.peopleTitle} intro={T.peopleIntro} />
      <CatalogGrid
        label={T.peopleTitle}
        items={items}
        count={answers[0]?.data?.pagination.count ?? 0}
        isPending={!ready && !answers.some((a) => a.isError)}
        isError={answers.some((a) => a.isError)}
        onRetry={() => answers.forEach((a) => void a.refetch())}
        empty={T.noPeople}
        errorTitle={T.couldNotFetchPeople}
        page={page}
        pageSize={PAGE_SIZES.influentialPeoplePager}
        onPageChange={setPage}
        render={(person) => <InfluencerCard person={person} />}
      />
    </div>
  );
}

/** The curated suffix of the main app brand (spec 2.9); other brands show the plain title. */
export const curatedSuffix = (ui: { brand_key: string; name: string }) =>
  ui.brand_key === 'app' ? T.curatedBy(ui.name) : null;

/** /influential-orgs: Highly Influential Organization, 16 a page. */
export function InfluentialOrgsPage() {
  const { ui } = useAppConfig();
  const [page, setPage] = useAddressPage();
  const orgs = useInfluentialOrgs(page);
  return (
    <div className="@container flex flex-col gap-6 p-4 sm:p-6">
      <Heading title={T.orgsTitle} intro={T.orgsIntro} suffix={curatedSuffix(ui)} />
      <CatalogGrid
        label={T.orgsTitle}
        items={orgs.data?.data}
        count={orgs.data?.pagination.count ?? 0}
        isPending={orgs.isPending}
        isError={orgs.isError}
        onRetry={() => void orgs.refetch()}
        empty={T.noOrgs}
        errorTitle={T.couldNotFetchOrgs}
        page={page}
        pageSize={PAGE_SIZES.influentialOrganizations}
        onPageChange={setPage}
        render={(org) => <OrgCard org={org} />}
      />
    </div>
  );
}
