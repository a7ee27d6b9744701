import type { SignInMode } from '@shop/shared/auth'

/** What the visitor typed, kept across the modal's modes and across failed attempts. */
export interface AuthFormValues {
  fullName: string
  phone: string
  email: string
  password: string
}

export interface FormProps {
  values: AuthFormValues
  onChange: (change: Partial<AuthFormValues>) => void
  onModeChange: (mode: SignInMode) => void
  /** Called once the visitor is signed in: the dialog makes any pending cart add and closes. */
  onSignedIn: () => void
}
