// Grants a role: `npm run user:role -w @coffee/api -- --email someone@example.com --role staff`.
// Staff and admins move orders through their statuses; `customer` takes the role away. Runs against
// DATABASE_URL or the embedded database in DATA_DIR, like the server.
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { users } from '../db/schema/index.js';

const ROLES = ['customer', 'staff', 'admin'] as const;
type Role = (typeof ROLES)[number];
const isRole = (value: string | undefined): value is Role => ROLES.includes(value as Role);

const { values } = parseArgs({ options: { email: { type: 'string' }, role: { type: 'string' } } });
const email = values.email?.trim().toLowerCase();
if (!email || !isRole(values.role)) {
  console.error(`Usage: npm run user:role -w @coffee/api -- --email <email> --role <${ROLES.join('|')}>`);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: `${config.dataDir}/pglite`,
  poolSize: 1,
});
try {
  await migrateDatabase(database);
  const changed = await database.db
    .update(users)
    .set({ role: values.role, updatedAt: new Date() })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  if (changed.length === 0) {
    console.error(`No account has the email ${email}.`);
    process.exitCode = 1;
  } else {
    console.log(`${email} is now ${values.role}.`);
  }
} finally {
  await database.close();
}
