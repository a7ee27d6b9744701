// An endpoint's `onQueryStarted` that says in a toast when its request failed: once per failed request,
// however many components show the result (and not again when a screen mounts over a failure it refetches).
import { toast } from '@shop/shared/toast'

export function toastOnFailure(message: string) {
  return async (_arg: unknown, { queryFulfilled }: { queryFulfilled: Promise<unknown> }) => {
    try {
      await queryFulfilled
    } catch {
      toast.error(message)
    }
  }
}
