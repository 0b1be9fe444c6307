import { AdminReturn, CompleteReturnBody, RefuseReturnBody } from '@coffee/contracts/returns';
import { defineCall } from '../define-call';

/** Approve: books the courier's return pickup (once, however many click). */
export const approveReturn = defineCall({
  method: 'POST',
  path: 'admin/returns/:id/approve',
  params: { id: 'id' },
  answer: AdminReturn,
});
export const refuseReturn = defineCall({
  method: 'POST',
  path: 'admin/returns/:id/refuse',
  params: { id: 'id' },
  body: RefuseReturnBody,
  answer: AdminReturn,
});
/** The parcel is back: each line resellable or not; the refund runs once. */
export const completeReturn = defineCall({
  method: 'POST',
  path: 'admin/returns/:id/complete',
  params: { id: 'id' },
  body: CompleteReturnBody,
  answer: AdminReturn,
});
/** Ask the gateway again for a refund it refused. */
export const retryReturnRefund = defineCall({
  method: 'POST',
  path: 'admin/returns/:id/refunds/:refund/retry',
  params: { id: 'id', refund: 'id' },
  answer: AdminReturn,
});
