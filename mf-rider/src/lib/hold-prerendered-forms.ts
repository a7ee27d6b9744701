// Inline script of a pre-rendered page with a form (/rider/login): until the app has taken the page over,
// sending the pre-rendered copy of a form does nothing (no JavaScript handles it yet; what was typed is
// carried into the app's form, see features/login). It must never go out as a plain form submission.
document.addEventListener(
  'submit',
  (event) => {
    if ((event.target as Element | null)?.closest?.('#prerender')) event.preventDefault()
  },
  true,
)
