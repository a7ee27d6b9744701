import { type FormEvent, useState } from 'react'
import type { FieldErrors } from '../validation.ts'

/**
 * A modal form's submit: `validate` first (its messages show under the fields), then, when nothing is
 * wrong, `send` with the submit button busy until it settles. `send` reports its own failures.
 */
export function useFormSubmit<V>(validate: () => FieldErrors<V>, send: () => Promise<void>) {
  const [errors, setErrors] = useState<FieldErrors<V>>({})
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found = validate()
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setBusy(true)
    try {
      await send()
    } finally {
      setBusy(false)
    }
  }

  return { errors, busy, submit }
}
