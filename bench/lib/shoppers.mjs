// Signed-in shoppers made straight in the database (registering thousands through argon2 would take minutes):
// a verified user, a live session (refresh-token family) and an access token signed with the API's JWT_SECRET,
// exactly what POST /auth/login would have handed out. Shared by bench/api/orders.mjs, bench/fault and bench/load.
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';

/** The mobile every bench order is delivered to, as typed and as stored (E.164). */
const BENCH_MOBILE = '01012345678';
const BENCH_MOBILE_E164 = '+201012345678';

/**
 * @param {import('pg').Client} client
 * @param {number} count
 * @param {string} jwtSecret the API's JWT_SECRET
 * @returns {Promise<{ userId: number, token: string }[]>}
 */
export async function createShoppers(client, count, jwtSecret) {
  const stamp = `${Date.now()}-${process.pid}`;
  const users = (
    await client.query(
      `insert into users (first_name, last_name, email, mobile, password_hash, verified_at)
       select 'Bench', 'Shopper', 'bench-' || $2 || '-' || n || '@example.com',
              '+2012' || lpad((base.last + n)::text, 8, '0'), 'x', now()
       from generate_series(1, $1) as n, (select coalesce(max(id), 0) as last from users) as base returning id`,
      [count, stamp],
    )
  ).rows.map((row) => row.id);
  // The mobile orderBody delivers to, proven as a cash order's first time asks (verified_mobiles; decision 0036).
  await client.query(
    `insert into verified_mobiles (user_id, mobile, verified_at) select u, $2, now() from unnest($1::int[]) as u`,
    [users, BENCH_MOBILE_E164],
  );
  const families = users.map(() => randomUUID());
  await client.query(
    `insert into refresh_tokens (user_id, family_id, token_hash, expires_at)
     select u, f, md5(f), now() + interval '1 day' from unnest($1::int[], $2::text[]) as t(u, f)`,
    [users, families],
  );
  const key = new TextEncoder().encode(jwtSecret);
  const now = Math.floor(Date.now() / 1000);
  return Promise.all(
    users.map(async (userId, index) => ({
      userId,
      token: await new SignJWT({ sid: families[index] })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer('coffee-api')
        .setAudience('coffee-storefront')
        .setIssuedAt(now)
        .setExpirationTime(now + 3600)
        .sign(key),
    })),
  );
}

/** A cash-on-delivery order's body, with an address filled in (Cairo governorate, its first city). */
export async function orderBody(client) {
  const city = (await client.query('select id from cities where governorate_id = 1 order by id limit 1'))
    .rows[0].id;
  return {
    address: {
      title: 'Home',
      governorate_id: 1,
      city_id: city,
      area: 'Zamalek',
      street: '12 Brazil Street',
      details: '',
      recipient_name: 'Bench Shopper',
      mobile: BENCH_MOBILE,
      save: false,
    },
    payment_method: 'cod',
    use_wallet: false,
  };
}
