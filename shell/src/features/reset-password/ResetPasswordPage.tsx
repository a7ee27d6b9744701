// Target of the password-reset mail (backoffice spec, "Password reset page"); the form comes with the
// storefront's sign-in work.
export default function ResetPasswordPage() {
  return (
    <main className="page">
      <h1>Reset Your Password</h1>
    </main>
  )
}
