import type { AuditEntry } from '@coffee/contracts/backoffice';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../src/modules/audit/repository.js';
import { type AccountsContext, call, expectError } from './support/accounts.js';
import { makeTeam, type Team } from './support/backoffice.js';
import { createShoppingApp } from './support/shopping.js';

// The audit log as an operator searches it: by who (part of a name or email), what kind of thing, which Cairo
// days; each entry names its actor apart from the email; a forged filter is refused in the reader's language.

let ctx: AccountsContext;
let team: Team;
beforeAll(async () => {
  ctx = await createShoppingApp();
  team = await makeTeam(ctx);
  const db = ctx.database.db;
  const mona = {
    userId: team.staff.userId,
    label: 'Mona Fathy <mona.audit@coffee.test>',
    role: 'staff',
  } as const;
  const karim = {
    userId: team.admin.userId,
    label: 'Karim Said <karim.audit@coffee.test>',
    role: 'admin',
  } as const;
  const change = (entity: 'order' | 'coupon', entityKey: string) =>
    ({
      action: entity === 'order' ? 'order.status' : 'coupon.update',
      entity,
      entityKey,
      before: { status: 'PLACED' },
      after: { status: 'ACCEPT' },
    }) as const;
  // Cairo is UTC+2 in March: 21:30 UTC is 23:30 on the 10th there, 22:30 UTC is 00:30 on the 11th.
  await recordAudit(db, mona, change('order', 'AUDIT-1'), new Date('2026-03-10T21:30:00Z'));
  await recordAudit(db, mona, change('coupon', 'AUDIT-2'), new Date('2026-03-10T22:30:00Z'));
  await recordAudit(db, karim, change('order', 'AUDIT-3'), new Date('2026-03-12T10:00:00Z'));
});
afterAll(() => ctx.close());

const list = (query: Record<string, string>, token = team.admin.token) =>
  call<{ data: AuditEntry[]; meta: { total: number } }>(ctx.app, 'GET', '/admin/audit', { token, query });
const keys = async (query: Record<string, string>) => {
  const response = await list(query);
  expect(response.status).toBe(200);
  return response.body.data.map((entry) => entry.entity_key).filter((key) => key.startsWith('AUDIT-'));
};

describe('GET /admin/audit filters', () => {
  it('narrows to an actor by part of their name or email, any case, and names them apart from the email', async () => {
    expect(await keys({ actor: 'mona' })).toEqual(['AUDIT-2', 'AUDIT-1']);
    expect(await keys({ actor: 'KARIM.AUDIT@' })).toEqual(['AUDIT-3']);
    expect(await keys({ actor: '100%_' })).toEqual([]);
    const [entry] = (await list({ actor: 'karim said' })).body.data;
    expect(entry).toMatchObject({
      actor_name: 'Karim Said',
      actor_email: 'karim.audit@coffee.test',
      actor_role: 'admin',
    });
  });

  it('narrows to Cairo calendar days, both ends included, and to a kind of thing', async () => {
    expect(await keys({ from: '2026-03-10', to: '2026-03-10' })).toEqual(['AUDIT-1']);
    expect(await keys({ from: '2026-03-11', to: '2026-03-11' })).toEqual(['AUDIT-2']);
    expect(await keys({ from: '2026-03-11' })).toEqual(['AUDIT-3', 'AUDIT-2']);
    expect(await keys({ to: '2026-03-11' })).toEqual(['AUDIT-2', 'AUDIT-1']);
    expect(await keys({ entity: 'order', actor: 'audit@coffee', to: '2026-03-12' })).toEqual([
      'AUDIT-3',
      'AUDIT-1',
    ]);
  });

  it('refuses forged filters with a sentence in the reader’s language', async () => {
    const en = expectError(await list({ from: '2026-03-12', to: '2026-03-10' }), 400, 'VALIDATION_ERROR');
    expect(en.messages).toContain('The last day must be on or after the first day.');
    const ar = expectError(
      await list({ from: '2026-03-12', to: '2026-03-10', lang: 'ar-SA' }),
      400,
      'VALIDATION_ERROR',
      'ar-SA',
    );
    expect(ar.messages).toContain('يجب أن يكون اليوم الأخير في نفس يوم البداية أو بعده.');
    expectError(await list({ from: '2026-02-31' }), 400, 'VALIDATION_ERROR');
    expectError(await list({ to: '11/03/2026' }), 400, 'VALIDATION_ERROR');
    expectError(await list({ entity: 'users; drop table audit_log' }), 400, 'VALIDATION_ERROR');
    expectError(await list({ actor: 'x'.repeat(101) }), 400, 'VALIDATION_ERROR');
    expect((await list({ actor: 'mona' }, team.staff.token)).status).toBe(403);
  });
});
