import { uploadedFiles } from '../src/db/schema/index.js';
import { createAiToolsRepository, type NewAiTool } from '../src/modules/aitools/aitools.repository.js';
import { createUseCasesRepository, type NewUseCase } from '../src/modules/usecases/usecases.repository.js';
import type { TestApp } from './helpers.js';

let n = 0;
const unique = () => `${Date.now().toString(36)}-${(n += 1)}`;

/** A use case inserted directly: approved unless told otherwise. */
export async function makeUseCase(
  t: TestApp,
  fields: Partial<NewUseCase> & { groupId: number; createdBy: number },
) {
  const id = unique();
  return createUseCasesRepository(t.ctx.database.db).insert({
    slug: `use-case-${id}`,
    title: `Use case ${id}`,
    description: 'Summarise customer feedback with an assistant.',
    status: 'approved',
    businessValue: 'High',
    complexity: 'Low',
    innovationCategory: 'Incremental',
    ...fields,
  });
}

/** An AI tool inserted directly: approved unless told otherwise. */
export async function makeAiTool(
  t: TestApp,
  fields: Partial<NewAiTool> & { groupId: number; createdBy: number },
) {
  const id = unique();
  return createAiToolsRepository(t.ctx.database.db).insert({
    slug: `tool-${id}`,
    name: `Tool ${id}`,
    description: 'Drafts text.',
    status: 'approved',
    ...fields,
  });
}

/** An uploaded file row of a given type and size, owned by the user. */
export async function makeFile(t: TestApp, ownerId: number, mimeType: string, sizeBytes = 1000) {
  const ext = mimeType === 'application/pdf' ? 'pdf' : mimeType.split('/')[1];
  const [row] = await t.ctx.database.db
    .insert(uploadedFiles)
    .values({
      ownerId,
      kind: 'file',
      storageKey: `files/catalog-${unique()}.${ext}`,
      originalName: `file.${ext}`,
      mimeType,
      sizeBytes,
    })
    .returning();
  return row!.id;
}
