declare module '*.css'

/** A stylesheet's text (only the Node build of app/prerender.tsx reads these). */
declare module '*.css?raw' {
  const text: string
  export default text
}
