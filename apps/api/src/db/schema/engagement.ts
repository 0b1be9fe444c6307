import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { sellers } from './catalog.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** Lowercased, as the spec asks the storefront to send it. */
  email: text('email').notNull().unique(),
  lang: text('lang').notNull().default('en'),
  createdAt: createdAt(),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  /** Set when the address's owner followed the emailed link (double opt-in); only then is it a subscriber. */
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** SHA-256 of the latest confirmation link's token, and when that link was sent (it lasts 7 days). */
  confirmTokenHash: text('confirm_token_hash').unique(),
  confirmSentAt: timestamp('confirm_sent_at', { withTimezone: true }),
});

export const contactMessages = pgTable('contact_messages', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  notes: text('notes').notNull(),
  lang: text('lang').notNull().default('en'),
  createdAt: createdAt(),
});

export const partnerApplications = pgTable('partner_applications', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  brandName: text('brand_name').notNull(),
  companyDescription: text('company_description').notNull(),
  contactPerson: text('contact_person').notNull().default(''),
  contactEmail: text('contact_email'),
  contactMobile: text('contact_mobile'),
  lang: text('lang').notNull().default('en'),
  /** Stored file keys of the uploaded documents (jpg, jpeg, png or pdf, ≤ 5 MB), under the private dir. */
  contractFile: text('contract_file').notNull(),
  taxCardFile: text('tax_card_file').notNull(),
  status: text('status', { enum: ['submitted', 'reviewing', 'approved', 'rejected'] })
    .notNull()
    .default('submitted'),
  /** Set by the back office's approval or rejection; who decided, and why when rejected. */
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  rejectReason: text('reject_reason'),
  /** The seller an approval made: approving again finds it instead of making a second one. */
  sellerId: integer('seller_id').references(() => sellers.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** Messages to send (OTP, password reset, order mails); a transport drains it. */
export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    template: text('template').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When a failed message may be tried again (growing delays); 'failed' is the dead letter operators see. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Why the last try failed, for operators (never shown to shoppers). */
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_status_idx').on(t.status, t.nextAttemptAt),
    index('outbox_recipient_idx').on(t.recipient),
  ],
);
