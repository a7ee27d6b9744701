// An endpoint's `onQueryStarted` that says in a toast when its request failed: once per failed request,
// however many components show the result (and not again when a screen mounts over a failure it refetches).
import { toast } from '@shop/shared/toast'

export function toastOnFailure(message: string) {
  // Generic in the argument: a parameter typed `unknown` here would become the endpoint's argument type
  // (supabaseQuery reads it from `query`, whose inner `(db) =>` makes it the last one inferred).
  return async <Arg>(_arg: Arg, { queryFulfilled }: { queryFulfilled: Promise<unknown> }) => {
    try {
      await queryFulfilled
    } catch {
      toast.error(message)
    }
  }
}
