// Files the bundler turns into URLs (rspack's asset modules).
declare module '*.svg?inline' {
  /** The picture as a data URL (build/module-rules.mjs, INLINE_ASSET_RULE). */
  const dataUrl: string
  export default dataUrl
}
declare module '*.svg' {
  const url: string
  export default url
}
declare module '*.webp' {
  const url: string
  export default url
}
declare module '*.avif' {
  const url: string
  export default url
}
declare module '*.webm' {
  const url: string
  export default url
}
declare module '*.mp4' {
  const url: string
  export default url
}
/** A stylesheet's text (only the Node build of app/prerender.tsx reads these). */
declare module '*.css?raw' {
  const text: string
  export default text
}

// Plain stylesheets are imported for their side effect (the bundler injects them).
declare module '*.css'
