/** A stylesheet's text (only the Node build of ./frame.tsx reads these). */
declare module '*.css?raw' {
  const text: string
  export default text
}
