// The storefront's payment error messages, verbatim. The storefront shows the `error` of a
// failed answer as it is.
export const PAYMENT_MESSAGES = {
  /** Pesapal could not be reached. */
  network: 'Unable to connect to payment service. Please check your internet connection and try again.',
  /** Pesapal answered with an error, or anything else went wrong starting a payment. */
  unavailable: 'Payment service is temporarily unavailable. Please try again later.',
  /** The status of a payment could not be established. */
  verification: 'Unable to verify payment status. Please check your order history.',
} as const
