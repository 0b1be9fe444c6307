import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cities, governorates } from './locations.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Stored lowercased; unique. */
    email: text('email').notNull(),
    /** E.164, e.g. +201001234567; unique. */
    mobile: text('mobile').notNull(),
    passwordHash: text('password_hash').notNull(),
    avatar: text('avatar'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    locale: text('locale').notNull().default('en'),
    /** `staff` and `admin` may move orders through their statuses; granted with `npm run user:role`. */
    role: text('role', { enum: ['customer', 'staff', 'admin'] })
      .notNull()
      .default('customer'),
    /** Set by the back office: a blocked account cannot sign in (its sessions end) or order. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), uniqueIndex('users_mobile_key').on(t.mobile)],
);

/** One row per refresh token; tokens of one login share a family so a reused token can revoke them all. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    /** SHA-256 of the opaque token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/**
 * A one-time link that lets a person set their first password (a new seller's owner, invited on approval).
 * Only the token's SHA-256 is stored; the link expires, and using it (or a newer invitation) ends it.
 */
export const accountInvitations = pgTable(
  'account_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('account_invitations_token_key').on(t.tokenHash),
    index('account_invitations_user_idx').on(t.userId),
  ],
);

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify', 'reset', 'email', 'login', 'mobile'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('otp_codes_user_idx').on(t.userId, t.purpose)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    country: text('country').notNull().default('EG'),
    governorateId: integer('governorate_id')
      .notNull()
      .references(() => governorates.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    area: text('area').notNull().default(''),
    street: text('street').notNull(),
    details: text('details').notNull().default(''),
    /** Who receives the parcel and their E.164 mobile; null on addresses saved before checkout asked. */
    recipientName: text('recipient_name'),
    mobile: text('mobile'),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    // At most one primary address per user, enforced by the database rather than by hope.
    uniqueIndex('addresses_one_primary_key').on(t.userId).where(sql`${t.isPrimary}`),
  ],
);

/**
 * A mobile an account has proven it holds (a code sent to it by SMS), for cash on delivery: once per number
 * and account (modules/checkout/cod-mobiles.ts is its only writer).
 */
export const verifiedMobiles = pgTable(
  'verified_mobiles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mobile: text('mobile').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('verified_mobiles_user_mobile_key').on(t.userId, t.mobile)],
);
