import { CATALOG_ADMIN_TEXT as T, CATALOG_MESSAGES as C, type AiTool } from '@careerhub/shared';
import { AiToolFormDialog } from '../catalog/AiToolFormDialog';
import { AdminCatalogTable } from './AdminCatalogTable';

/** /admin-dashboard/ai-tools: AI Tool Management (content-ai-admin.md 2.14, issue 19). */
export default function AdminAiToolsPage() {
  return (
    <AdminCatalogTable<AiTool>
      config={{
        resource: 'ai-tools',
        heading: T.aiToolManagement,
        intro: T.aiToolsIntro,
        searchLabel: T.searchAiTools,
        caption: T.aiToolManagement,
        empty: C.noAiTools,
        nameOf: (tool) => tool.name,
        viewPath: (tool) => `/ai-tool/${tool.slug}`,
        failed: C.failedAiToolDecision,
        columns: [
          { key: 'group', header: T.colGroup, cell: (tool) => tool.group_detail?.name ?? '—' },
          { key: 'author', header: T.colSubmittedBy, cell: (tool) => tool.created_by?.name ?? '—' },
        ],
        csv: {
          header: ['id', 'name', 'group', 'submitted_by', 'status', 'website', 'created_at'],
          row: (tool) => [
            tool.id,
            tool.name,
            tool.group_detail?.name ?? '',
            tool.created_by?.name ?? '',
            tool.status,
            tool.website ?? '',
            tool.created_at,
          ],
        },
        editor: (item, onClose) => <AiToolFormDialog open onClose={onClose} item={item} />,
      }}
    />
  );
}
