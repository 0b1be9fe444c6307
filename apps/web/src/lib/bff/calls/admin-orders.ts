import { ChangeOrderStatusBody, Order } from '@coffee/contracts/orders';
import { defineCall } from '../define-call';

export const changeOrderStatus = defineCall({
  method: 'POST',
  path: 'admin/orders/:number/status',
  params: { number: 'orderNumber' },
  body: ChangeOrderStatusBody,
  answer: Order,
});
