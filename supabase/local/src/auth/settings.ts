// What the Auth service needs from the stack's configuration, in GoTrue's terms.
import type { StackConfig } from '../config/index.ts'
import { createRedirectPolicy, type RedirectPolicy } from './http/redirect.ts'
import { type PasswordRules, requiredCharacters } from './password.ts'
import type { PasswordGuardLimits } from './password-guard.ts'

export interface AuthSettings {
  /** API_EXTERNAL_URL: `<apiUrl>/auth/v1`, the JWT issuer and the base of mailed links. */
  externalUrl: string
  jwtExpiry: number
  /** GOTRUE_JWT_AUD and GOTRUE_JWT_DEFAULT_GROUP_NAME. */
  aud: string
  defaultRole: string
  adminRoles: string[]
  redirect: RedirectPolicy
  disableSignup: boolean
  emailEnabled: boolean
  /** GOTRUE_MAILER_AUTOCONFIRM: sign-ups are confirmed without a mail. */
  autoconfirm: boolean
  secureEmailChange: boolean
  password: PasswordRules
  refreshTokenRotation: boolean
  refreshTokenReuseInterval: number
  /** Seconds between two mails of one kind to one user (GOTRUE_SMTP_MAX_FREQUENCY). */
  emailMaxFrequency: number
  otpLength: number
  otpExpiry: number
  /** GoTrue's fixed lifetime of a PKCE flow state, in seconds. */
  flowStateExpiry: number
  rateLimits: { signInSignUps: number; tokenRefresh: number; verify: number; emailSentPerHour: number }
  /** Failed password sign-ins per account and client, and per account (password-guard.ts). */
  passwordGuard: PasswordGuardLimits
}

export function authSettings(config: StackConfig): AuthSettings {
  const auth = config.auth
  return {
    externalUrl: `${config.apiUrl}/auth/v1`,
    jwtExpiry: auth.jwtExpiry,
    aud: 'authenticated',
    defaultRole: 'authenticated',
    adminRoles: ['service_role', 'supabase_admin'],
    redirect: createRedirectPolicy(auth.siteUrl, auth.additionalRedirectUrls),
    disableSignup: !auth.enableSignup,
    emailEnabled: auth.enableEmailProvider,
    autoconfirm: !auth.enableConfirmations,
    secureEmailChange: auth.doubleConfirmChanges,
    // GoTrue never goes below 6.
    password: {
      minLength: Math.max(auth.minimumPasswordLength, 6),
      requiredCharacters: requiredCharacters(auth.passwordRequirements),
    },
    refreshTokenRotation: auth.enableRefreshTokenRotation,
    refreshTokenReuseInterval: auth.refreshTokenReuseInterval,
    emailMaxFrequency: auth.emailMaxFrequency,
    otpLength: auth.otpLength,
    otpExpiry: auth.otpExpiry,
    flowStateExpiry: 300,
    rateLimits: {
      signInSignUps: auth.signInSignUpsPerFiveMinutes,
      tokenRefresh: auth.tokenRefreshesPerFiveMinutes,
      verify: auth.tokenVerificationsPerFiveMinutes,
      emailSentPerHour: auth.emailsSentPerHour,
    },
    passwordGuard: auth.passwordGuard,
  }
}
