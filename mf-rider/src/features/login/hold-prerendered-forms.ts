// Inline script of a pre-rendered page with a form (/rider/login): until the app has taken the page over,
// the pre-rendered copy of a form must never go out as a plain form submission (no JavaScript handles it
// yet). Sending it is remembered instead (`data-send-when-ready`): the app's form takes what was typed
// and sends it as soon as it is there (LoginPage.tsx), so a rider who taps Sign In early is not ignored.
// A tap on Sign In / Create Account (`data-mode`) is remembered the same way (`data-mode-when-ready`),
// and the app opens on the form chosen.
document.addEventListener(
  'submit',
  (event) => {
    const form = event.target as HTMLFormElement | null
    if (!form?.closest?.('#prerender')) return
    event.preventDefault()
    form.dataset.sendWhenReady = 'true'
  },
  true,
)

document.addEventListener(
  'click',
  (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>('#prerender [data-mode]')
    if (!button?.dataset.mode) return
    button.closest<HTMLElement>('#prerender')?.setAttribute('data-mode-when-ready', button.dataset.mode)
    for (const toggle of button.parentElement?.querySelectorAll('[data-mode]') ?? [])
      toggle.setAttribute('aria-pressed', String(toggle === button))
  },
  true,
)
