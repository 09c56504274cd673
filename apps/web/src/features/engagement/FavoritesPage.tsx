import { useParams } from 'react-router';
import { ENGAGEMENT_MESSAGES as M } from '@careerhub/shared';
import { useAppConfig } from '../../app/providers/AppConfigProvider';
import NotFoundPage from '../errors/NotFoundPage';
import { useMyFavourites } from './api';
import { SectionsPage } from './SectionsPage';
import { FAVORITE_SPECS, visibleSpecs } from './sections';
import { TablePage } from './TablePage';

/** /favorites and /favorites/{section} (spec 2.10). */
export default function FavoritesPage() {
  const { section } = useParams();
  const { ui } = useAppConfig();
  const specs = visibleSpecs(FAVORITE_SPECS, Boolean(ui.show_job_menu));
  if (section) {
    const spec = specs.find((s) => s.slug === section);
    if (!spec) return <NotFoundPage />;
    return <TablePage spec={spec} back={{ to: '/favorites', label: M.favoritesTitle }} dateHeader="Saved" />;
  }
  return <Overview specs={specs} />;
}

function Overview({ specs }: { specs: typeof FAVORITE_SPECS }) {
  const favourites = useMyFavourites();
  return (
    <SectionsPage
      title={M.favoritesTitle}
      base="/favorites"
      specs={specs}
      data={favourites.data}
      isLoading={favourites.isLoading}
      isError={favourites.isError}
      onRetry={() => void favourites.refetch()}
    />
  );
}
