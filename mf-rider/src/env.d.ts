/** A stylesheet's text (only the Node build of app/prerender.tsx reads these). */
declare module '*.css?raw' {
  const text: string
  export default text
}

// Plain stylesheets are imported for their side effect (the bundler injects them).
declare module '*.css'
