// database.types.ts is generated: it must be exactly what the generator makes of the migrations today.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { genTypes } from '@shop/supabase-local/gen'
import { expect, it } from 'vitest'

const repo = fileURLToPath(new URL('../../../', import.meta.url))
const committed = readFileSync(new URL('./database.types.ts', import.meta.url), 'utf8')

it('database.types.ts is what `supabase-local gen types` makes from supabase/migrations', {
  timeout: 180_000,
}, async () => {
  const generated = await genTypes({ workdir: repo })
  expect(
    committed,
    'shared/src/supabase/database.types.ts is out of date with supabase/migrations: regenerate it with ' +
      '`npx -y pnpm@12.21.0 exec supabase-local gen types > shared/src/supabase/database.types.ts`',
  ).toBe(generated)
})
