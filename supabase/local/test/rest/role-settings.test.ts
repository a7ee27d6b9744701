// Impersonated role settings, as PostgREST applies them: what `alter role <role> set …` gave a role the
// JWT names (its database's value over the cluster's) is set in every request made as that role, for
// settings any user may set; other roles are untouched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestStack, type TestStack } from '../support/stack.ts'

let stack: TestStack

beforeAll(async () => {
  stack = await startTestStack()
  await stack.db.exec(`
    create function public.setting_of(name text) returns text language sql stable as $$ select current_setting(name) $$;
    grant execute on function public.setting_of(text) to anon, authenticated;
    do $$ begin
      execute format('alter role anon in database %I set work_mem = %L', current_database(), '1234kB');
    end $$;
    notify pgrst, 'reload config';
  `)
})
afterAll(async () => {
  await stack?.db.exec(
    `do $$ begin execute format('alter role anon in database %I reset all', current_database()); end $$`,
  )
  await stack?.stop()
})

const settingAs = async (key: string, name: string) => {
  const response = await fetch(`${stack.url}/rest/v1/rpc/setting_of?name=${name}`, {
    headers: { apikey: stack.config.anonKey, authorization: `Bearer ${key}` },
  })
  return { status: response.status, body: await response.json() }
}

describe('a role’s own settings apply to requests made as that role', () => {
  it('anon’s work_mem is the one `alter role anon set` gave it, once the config is reloaded', async () => {
    await expect.poll(async () => (await settingAs(stack.config.anonKey, 'work_mem')).body).toBe('1234kB')
  })

  it('another role keeps the default', async () => {
    const service = await settingAs(stack.config.serviceRoleKey, 'work_mem')
    expect(service.status).toBe(200)
    expect(service.body).not.toBe('1234kB')
  })
})
