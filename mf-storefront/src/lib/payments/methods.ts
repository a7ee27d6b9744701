// The payment methods and their names live in @shop/shared (the admin's reports name them too).
export {
  isOnlinePayment,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
  paymentMethodLabel,
} from '@shop/shared/payments/methods'
