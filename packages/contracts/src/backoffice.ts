import { z } from 'zod';
import { SingleLineText } from './auth';
import { PaymentMethodId } from './checkout';
import { dataEnvelope, Id, LangQuery, PageQuery, Piastres, pageEnvelope } from './common';
import { Order, OrderItem, OrderRefund, OrderStatus, PaymentStatus } from './orders';

/** Who may work where: staff and admins in `/admin`, a user linked to a seller in `/seller`. */
export const BackofficeRole = z.enum(['staff', 'admin', 'seller']);
export type BackofficeRole = z.infer<typeof BackofficeRole>;

/** What the audit log records; one per kind of change the back office makes. */
export const AuditAction = z.enum([
  'order.status',
  'product.pricing',
  'variant.pricing',
  'customer.wallet',
  'customer.block',
  'order_line.ready',
  'settings.update',
  'settings.invoices',
  'shipping_zone.fee',
  'product.create',
  'product.update',
  'product.images',
  'variant.create',
  'variant.update',
  'variant.delete',
  'category.create',
  'category.update',
  'sub_category.create',
  'sub_category.update',
  'brand.create',
  'brand.update',
  'partner.approve',
  'partner.reject',
  'coupon.create',
  'coupon.update',
  'shipping_zone.create',
  'shipping_zone.governorate',
  'post.create',
  'post.update',
  'post.image',
  'post.delete',
  'recipe.create',
  'recipe.update',
  'recipe.image',
  'recipe.delete',
  'page.update',
  'partner.invitation',
  'slider.create',
  'slider.update',
  'slider.delete',
  'slider.order',
  'advertisement.create',
  'advertisement.update',
  'advertisement.delete',
  'advertisement.order',
  'shipping_step.update',
  'shipping_step.order',
  'review.approve',
  'review.hide',
  'shipment.book',
  'shipment.cancel',
  'synonym.create',
  'synonym.update',
  'synonym.delete',
  'cod_refusal.mark',
  'cod_refusal.clear',
  'return.approve',
  'return.refuse',
  'return.complete',
  'refund.retry',
  'instapay.confirm',
  'instapay.refuse',
]);
export type AuditAction = z.infer<typeof AuditAction>;

/** `GET /backoffice/me`: the caller's back-office standing; a shopper with none gets a 403. */
export const BackofficeMe = z.object({
  role: BackofficeRole,
  name: z.string(),
  seller: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type BackofficeMe = z.infer<typeof BackofficeMe>;
export const BackofficeMeResponse = dataEnvelope(BackofficeMe);

/** A calendar day (Cairo) as `YYYY-MM-DD`, a real one: no month 13 or 31 February reaches the database. */
const Day = z.iso.date();

/** `GET /admin/orders`: every filter optional; `q` matches an order number, a customer's name or mobile. */
export const AdminOrdersQuery = LangQuery.extend({
  status: OrderStatus.optional(),
  payment_method: PaymentMethodId.optional(),
  governorate_id: Id.optional(),
  seller_id: Id.optional(),
  from: Day.optional().describe('First day, Cairo time'),
  to: Day.optional().describe('Last day, Cairo time'),
  q: SingleLineText.trim().max(100).optional(),
  page: PageQuery.shape.page,
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminOrdersQuery = z.input<typeof AdminOrdersQuery>;

export const AdminOrderListItem = z.object({
  number: z.string(),
  status: OrderStatus,
  status_label: z.string(),
  created_at: z.string(),
  customer_name: z.string(),
  mobile: z.string().describe('The recipient’s, E.164'),
  governorate: z.string(),
  payment_method: PaymentMethodId,
  payment_status: PaymentStatus,
  total: Piastres,
  items_count: z.number().int(),
});
export type AdminOrderListItem = z.infer<typeof AdminOrderListItem>;
export const AdminOrdersResponse = pageEnvelope(AdminOrderListItem);

/** A line as staff see it: the shopper's line plus whether its seller has marked it prepared, and when. */
export const AdminOrderItem = OrderItem.extend({
  line_id: z.number().int(),
  ready_at: z
    .string()
    .nullable()
    .describe('When the seller marked the line ready (prepared), or null while it has not'),
});
export type AdminOrderItem = z.infer<typeof AdminOrderItem>;

/** An order as the back office sees it: the shopper's view plus who bought it, money movements, next steps. */
export const AdminOrder = Order.extend({
  items: z.array(AdminOrderItem).describe("The lines, each with its seller and that seller's state"),
  customer: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    mobile: z.string(),
    lang: z.enum(['en', 'ar']).describe('The language the shopper ordered in: a note for them is read in it'),
  }),
  payments: z
    .array(
      z.object({
        provider: z.enum(['cod', 'wallet', 'paytabs', 'opay', 'card', 'installments', 'fawry', 'instapay']),
        reference: z.string().nullable(),
        amount: Piastres,
        status: z.enum(['created', 'pending', 'paid', 'failed', 'canceled']),
        created_at: z.string(),
      }),
    )
    .describe('Each charge attempt once (refunds are in `refunds`)'),
  refunds: z
    .array(
      OrderRefund.extend({
        id: z
          .number()
          .int()
          .nullable()
          .describe('The gateway or wallet refund row; null for the wallet part'),
        reference: z.string().nullable().describe("The gateway's reference of the refund, once it answered"),
      }),
    )
    .describe('Each refund once, with its own state and amount'),
  next_statuses: z
    .array(z.object({ status: OrderStatus, label: z.string() }))
    .describe('What staff may move it to now'),
  history_by: z
    .array(z.string().nullable())
    .describe('Who made each history entry (same order), if a person'),
});
export type AdminOrder = z.infer<typeof AdminOrder>;
export const AdminOrderResponse = dataEnvelope(AdminOrder);

/** The kinds of thing the audit log records changes of. */
export const AuditEntity = z.enum([
  'order',
  'product',
  'variant',
  'customer',
  'coupon',
  'settings',
  'category',
  'sub_category',
  'brand',
  'partner_application',
  'blog_post',
  'recipe',
  'page',
  'slider',
  'advertisement',
  'shipping_step',
  'review',
  'synonym_group',
]);
export type AuditEntity = z.infer<typeof AuditEntity>;

/** `GET /admin/audit` (admins only): newest first, narrowed by entity, actor and Cairo days, each optional. */
export const AuditQuery = LangQuery.extend({
  entity: AuditEntity.optional(),
  entity_key: SingleLineText.trim().max(100).optional(),
  actor: SingleLineText.trim()
    .min(2)
    .max(100)
    .optional()
    .describe('Part of the name or email of who made the change'),
  from: Day.optional().describe('First day, Cairo time'),
  to: Day.optional().describe('Last day, Cairo time'),
  page: PageQuery.shape.page,
  per_page: z.coerce.number().int().min(1).max(100).default(50),
}).refine((query) => !query.from || !query.to || query.from <= query.to, {
  path: ['to'],
  params: { messageKey: 'dayRangeOrder' },
});
export type AuditQuery = z.input<typeof AuditQuery>;
export const AuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.string().describe('Name <email>, as recorded'),
  actor_name: z.string(),
  actor_email: z.string().nullable(),
  actor_role: BackofficeRole,
  action: AuditAction,
  entity: z.string(),
  entity_key: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  note: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
export const AuditResponse = pageEnvelope(AuditEntry);

/** `GET /admin/sellers`: every seller by name, for the back office's pickers. */
export const AdminSellerOption = z.object({ id: z.number().int(), name: z.string() });
export const AdminSellersResponse = dataEnvelope(z.array(AdminSellerOption));

// --- Catalog: prices, stock and publishing (the back office for every product, a seller for its own). -----

/** Up to 1,000,000 EGP: a typo of a few extra zeros is refused rather than published. */
const Price = z.number().int().min(1).max(100_000_000);
const Stock = z.number().int().min(0).max(1_000_000);

/**
 * `PUT /admin/products/{id}/pricing`, `PUT /seller/products/{id}/pricing`: the product's price, its price
 * before a sale (null = not on sale; otherwise above the price), stock, and whether it is on sale in the
 * store (`is_active`).
 */
export const ProductPricingBody = z.strictObject({
  price: Price,
  before_discount: Price.nullable(),
  stock: Stock,
  is_active: z.boolean(),
});
export type ProductPricingBody = z.infer<typeof ProductPricingBody>;

/** `PUT /admin/variants/{id}/pricing`, `PUT /seller/variants/{id}/pricing`. */
export const VariantPricingBody = z.strictObject({
  price: Price,
  before_discount: Price.nullable(),
  stock: Stock,
});
export type VariantPricingBody = z.infer<typeof VariantPricingBody>;

/** `GET /admin/products`, `GET /seller/products`: newest first; `q` matches a name or the id. */
export const BackofficeProductsQuery = LangQuery.extend({
  q: SingleLineText.trim().max(100).optional(),
  seller_id: Id.optional().describe('Back office only; a seller always sees its own'),
  page: PageQuery.shape.page,
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});

export const BackofficeVariant = z.object({
  id: z.number().int(),
  name: z.string(),
  price: Piastres,
  before_discount: Piastres.nullable(),
  stock: z.number().int(),
});
export const BackofficeProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  seller: z.object({ id: z.number().int(), name: z.string() }),
  price: Piastres,
  before_discount: Piastres.nullable(),
  stock: z.number().int(),
  is_active: z.boolean(),
  variants: z.array(BackofficeVariant),
});
export type BackofficeProduct = z.infer<typeof BackofficeProduct>;
export const BackofficeProductsResponse = pageEnvelope(BackofficeProduct);
export const BackofficeProductResponse = dataEnvelope(BackofficeProduct);
