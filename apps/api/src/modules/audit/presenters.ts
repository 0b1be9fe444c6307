import type { AuditEntry } from '@coffee/contracts/backoffice';
import type { AuditRow } from './repository.js';

export const toAuditEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  at: row.createdAt.toISOString(),
  actor: row.actorLabel,
  actor_role: row.actorRole,
  action: row.action,
  entity: row.entity,
  entity_key: row.entityKey,
  before: row.before,
  after: row.after,
  note: row.note,
});
