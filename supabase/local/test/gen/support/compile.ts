// Type-checks TypeScript modules held in memory, as if they were files in this folder (so that
// `@supabase/supabase-js` resolves from the package's node_modules), and returns tsc's messages.
import path from 'node:path'
import ts from 'typescript'

const options: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  types: [],
}

export function typeErrors(files: Record<string, string>): string[] {
  const virtual = new Map(Object.entries(files).map(([name, text]) => [path.join(import.meta.dirname, name), text]))
  const host = ts.createCompilerHost(options)
  const { getSourceFile, fileExists, readFile } = host
  host.getSourceFile = (fileName, language, ...rest) => {
    const text = virtual.get(fileName)
    return text === undefined
      ? getSourceFile(fileName, language, ...rest)
      : ts.createSourceFile(fileName, text, language)
  }
  host.fileExists = (fileName) => virtual.has(fileName) || fileExists(fileName)
  host.readFile = (fileName) => virtual.get(fileName) ?? readFile(fileName)
  const program = ts.createProgram([...virtual.keys()], options, host)
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : null
    const file = d.file ? path.basename(d.file.fileName) : ''
    return `${file}${where ? `:${where.line + 1}` : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`
  })
}
