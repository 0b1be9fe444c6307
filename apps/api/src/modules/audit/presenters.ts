import type { AuditEntry } from '@coffee/contracts/backoffice';
import type { AuditRow } from './repository.js';

/** `First Last <email>` (how the log records an actor) → its name and email; a label without one is a name. */
export function splitActorLabel(label: string): { name: string; email: string | null } {
  const match = /^(.*?)\s*<([^<>]+)>$/.exec(label);
  return match ? { name: match[1] || match[2]!, email: match[2]! } : { name: label, email: null };
}

export const toAuditEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  at: row.createdAt.toISOString(),
  actor: row.actorLabel,
  actor_name: splitActorLabel(row.actorLabel).name,
  actor_email: splitActorLabel(row.actorLabel).email,
  actor_role: row.actorRole,
  action: row.action,
  entity: row.entity,
  entity_key: row.entityKey,
  before: row.before,
  after: row.after,
  note: row.note,
});
