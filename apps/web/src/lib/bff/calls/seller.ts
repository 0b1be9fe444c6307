import { SellerLine } from '@coffee/contracts/seller-portal';
import { defineCall } from '../define-call';

export const markLineReady = defineCall({
  method: 'POST',
  path: 'seller/order-lines/:id/ready',
  params: { id: 'id' },
  answer: SellerLine,
});
