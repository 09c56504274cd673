import { formatMinor } from '@careerhub/shared';
import { csvField } from './payments.presenter.js';
import type { PaymentsRepository } from './payments.repository.js';

const HEADER = [
  'id',
  'created_at',
  'user_id',
  'member',
  'email',
  'organization_id',
  'action',
  'subject',
  'subject_id',
  'amount_minor',
  'amount',
  'currency',
  'provider',
  'provider_reference',
  'actor_id',
];

/** The ledger rows of some organizations (null: all) as CSV. */
export async function ledgerCsv(repo: PaymentsRepository, scope: number[] | null): Promise<string> {
  const rows = await repo.ledger(scope);
  const lines = rows.map(({ entry: e, firstName, lastName, email }) =>
    [
      e.id,
      e.createdAt.toISOString(),
      e.userId,
      firstName === null ? '' : `${firstName} ${lastName ?? ''}`.trim(),
      email,
      e.organizationId,
      e.action,
      e.subject,
      e.subjectId,
      e.amountMinor,
      formatMinor(e.amountMinor),
      e.currency.toUpperCase(),
      e.provider,
      e.providerReference,
      e.actorId,
    ]
      .map(csvField)
      .join(','),
  );
  return `${[HEADER.join(','), ...lines].join('\r\n')}\r\n`;
}
