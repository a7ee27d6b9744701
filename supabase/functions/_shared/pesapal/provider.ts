// One Pesapal client per warm worker, its IPN id kept in the database (a service-role-only setting),
// rebuilt when the configuration changes.
import { admin, jsonObject } from '../supabase.ts'
import { createPesapalClient, type IpnIdStore, type PesapalClient } from './client.ts'
import { pesapalConfig } from './config.ts'

const ipnIdStore: IpnIdStore = {
  async get(key) {
    const ipnId = jsonObject(await admin().rpc('get_function_setting', { key }))?.ipn_id
    return typeof ipnId === 'string' ? ipnId : null
  },
  async put(key, ipnId) {
    await admin().rpc('put_function_setting', { key, value: { ipn_id: ipnId }, keep_existing: false })
  },
}

let current: { fingerprint: string; client: PesapalClient } | null = null

export function pesapal(): PesapalClient {
  const config = pesapalConfig()
  const fingerprint = JSON.stringify(config)
  if (current?.fingerprint !== fingerprint) current = { fingerprint, client: createPesapalClient(config, ipnIdStore) }
  return current.client
}
