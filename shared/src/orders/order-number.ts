// How every screen, mail and message names an order: by its number (`orders.number`, given by the
// database when the order is written), "Order #10234". The database writes the same in its notifications
// (private.short_id). No imports: the Edge Functions get a generated copy of this file
// (supabase/functions/_shared/order-number.gen.ts, `pnpm --filter @shop/supabase errors:copy`).

/** "#10234": the number as a customer reads it out. */
export function orderRef(number: number): string {
  return `#${number}`
}

/** "Order #10234": the order's name on every screen and in every mail. */
export function orderNumber(number: number): string {
  return `Order ${orderRef(number)}`
}
