// A labelled input with its error under it, tied together for screen readers.
import { type InputHTMLAttributes, type ReactNode, useId } from 'react'

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string
  error?: string
  /** Something beside the input (the show/hide password button). */
  after?: ReactNode
}

export function Field({ label, error, after, id, ...input }: FieldProps) {
  const generated = useId()
  const inputId = id ?? generated
  const errorId = `${inputId}-error`
  return (
    <div className="r-field">
      <label htmlFor={inputId}>{label}</label>
      <div style={{ display: 'flex', gap: 8 }}>
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {after}
      </div>
      {error ? (
        <p id={errorId} className="r-field__error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
