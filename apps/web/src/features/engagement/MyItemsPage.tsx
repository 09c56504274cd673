import { useParams } from 'react-router';
import { ENGAGEMENT_MESSAGES as M } from '@careerhub/shared';
import { useAppConfig } from '../../app/providers/AppConfigProvider';
import NotFoundPage from '../errors/NotFoundPage';
import { useMyItems } from './api';
import { SectionsPage } from './SectionsPage';
import { MY_SPECS, visibleSpecs } from './sections';
import { TablePage } from './TablePage';

/** /my and /my/{section} (spec 2.10): what the member wrote or applied to. */
export default function MyItemsPage() {
  const { section } = useParams();
  const { ui } = useAppConfig();
  const specs = visibleSpecs(MY_SPECS, Boolean(ui.show_job_menu));
  if (section) {
    const spec = specs.find((s) => s.slug === section);
    if (!spec) return <NotFoundPage />;
    return <TablePage spec={spec} back={{ to: '/my', label: M.myItemsTitle }} dateHeader="Date" />;
  }
  return <Overview specs={specs} />;
}

function Overview({ specs }: { specs: typeof MY_SPECS }) {
  const items = useMyItems();
  return (
    <SectionsPage
      title={M.myItemsTitle}
      base="/my"
      specs={specs}
      data={items.data}
      isLoading={items.isLoading}
      isError={items.isError}
      onRetry={() => void items.refetch()}
    />
  );
}
