import { useId, useState } from 'react'

interface PasswordFieldProps {
  label: string
  value: string
  onValueChange: (value: string) => void
  autoComplete: string
  describedBy?: string | undefined
}

/** A password input with its own show/hide toggle. */
export function PasswordField({ label, value, onValueChange, autoComplete, describedBy }: PasswordFieldProps) {
  const id = useId()
  const [shown, setShown] = useState(false)
  return (
    <div className="reset-password__field">
      <label htmlFor={id}>{label}</label>
      <div className="reset-password__control">
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          value={value}
          autoComplete={autoComplete}
          required
          onChange={(event) => onValueChange(event.target.value)}
          aria-describedby={describedBy}
        />
        <button type="button" aria-pressed={shown} onClick={() => setShown((now) => !now)}>
          {shown ? 'Hide' : 'Show'}
          <span className="visually-hidden"> {label.toLowerCase()}</span>
        </button>
      </div>
    </div>
  )
}
