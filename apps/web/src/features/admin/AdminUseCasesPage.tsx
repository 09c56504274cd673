import { useSearchParams } from 'react-router';
import {
  CATALOG_ADMIN_TEXT as T,
  CATALOG_MESSAGES as C,
  USE_CASE_QUALITY_LEVELS,
  type UseCase,
} from '@careerhub/shared';
import type { Column } from '../../components/ui/Table';
import { useIdentity } from '../auth/identity';
import { UseCaseFormDialog } from '../catalog/UseCaseFormDialog';
import { AdminCatalogTable } from './AdminCatalogTable';
import { qualityOf, useUseCaseQuality } from './useCaseQuality';

const BASE_COLUMNS: Column<UseCase>[] = [
  { key: 'group', header: T.colGroup, cell: (u) => u.group_detail?.name ?? '—' },
  { key: 'author', header: T.colSubmittedBy, cell: (u) => u.created_by_detail?.name ?? '—' },
];

/**
 * /admin-dashboard/usecases: Use Case Management (content-ai-admin.md 2.14, issue 19) with the
 * usecase_curation agent's Quality column.
 */
export default function AdminUseCasesPage() {
  const { data: identity } = useIdentity();
  const [params, setParams] = useSearchParams();
  const quality = useUseCaseQuality(identity?.organization?.id);
  const raw = params.get('quality') ?? '';
  const level = (USE_CASE_QUALITY_LEVELS as readonly string[]).includes(raw) ? raw : '';
  const agentId = quality.agent?.id;
  const setLevel = (value: string) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (value) next.set('quality', value);
      else next.delete('quality');
      next.delete('page');
      return next;
    });

  return (
    <AdminCatalogTable<UseCase>
      config={{
        resource: 'use-cases',
        heading: T.useCaseManagement,
        intro: T.useCasesIntro,
        searchLabel: T.searchUseCases,
        caption: T.useCaseManagement,
        empty: C.noUseCases,
        nameOf: (u) => u.title,
        viewPath: (u) => `/usecase/${u.slug}`,
        failed: C.failedUseCaseDecision,
        columns: quality.column ? [...BASE_COLUMNS, quality.column] : BASE_COLUMNS,
        query:
          level && agentId
            ? { system_agent_id: agentId, agent_response: JSON.stringify({ quality_level: level }) }
            : undefined,
        toolbar: (rows) => (
          <>
            {quality.filter(level, setLevel)}
            {quality.button(rows)}
          </>
        ),
        csv: {
          header: ['id', 'title', 'group', 'submitted_by', 'status', 'quality', 'reasons', 'created_at'],
          row: (u) => {
            const q = qualityOf(u, agentId);
            return [
              u.id,
              u.title,
              u.group_detail?.name ?? '',
              u.created_by_detail?.name ?? '',
              u.status,
              q?.quality_level ?? '',
              q?.reasons.join(' ') ?? '',
              u.created_at,
            ];
          },
        },
        editor: (item, onClose) => <UseCaseFormDialog open onClose={onClose} item={item} />,
      }}
    />
  );
}
