// A labelled text input of the checkout form, with its error under it.
import { type InputHTMLAttributes, type Ref, useId } from 'react'

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id' | 'ref'> {
  label: string
  value: string
  onChange(value: string): void
  error?: string | undefined
  hint?: string
  inputRef?: Ref<HTMLInputElement>
}

export function TextField({ label, value, onChange, error, hint, inputRef, ...input }: TextFieldProps) {
  const id = useId()
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ')
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        {...input}
        id={id}
        ref={inputRef}
        className="field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
