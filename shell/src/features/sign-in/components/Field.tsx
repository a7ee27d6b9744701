import { type InputHTMLAttributes, useId, useState } from 'react'

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> {
  label: string
  value: string
  onValueChange: (value: string) => void
  error?: string | undefined
  /** A password that can be shown or hidden. */
  revealable?: boolean
}

/** A labelled input with its validation message tied to it for screen readers. */
export function Field({ label, value, onValueChange, error, revealable, type = 'text', ...input }: FieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  const [shown, setShown] = useState(false)
  return (
    <div className="auth-field">
      <label htmlFor={id}>{label}</label>
      <div className="auth-field__control">
        <input
          {...input}
          id={id}
          type={revealable && shown ? 'text' : type}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {revealable && (
          <button
            type="button"
            className="auth-field__reveal"
            aria-pressed={shown}
            onClick={() => setShown((now) => !now)}
          >
            {shown ? 'Hide' : 'Show'}
            <span className="visually-hidden"> {label.toLowerCase()}</span>
          </button>
        )}
      </div>
      {error && (
        <p id={errorId} className="auth-field__error">
          {error}
        </p>
      )}
    </div>
  )
}

/** The e-mail field all three modes share. */
export function EmailField(props: Pick<FieldProps, 'value' | 'onValueChange' | 'error'>) {
  return <Field label="Email" type="email" autoComplete="email" inputMode="email" required {...props} />
}
