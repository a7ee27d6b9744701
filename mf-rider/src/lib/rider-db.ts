// The rider's device database: 'rider-db', version 1, with the stores `orders` (the last known
// deliveries, for opening the app offline), `offlineOrders` (actions waiting to be sent, keyed by id)
// and `userPreferences` (keyed by key: dark mode). Through `idb`, a thin promise wrapper over IndexedDB.
import { type DBSchema, type IDBPDatabase, openDB } from 'idb'
import type { QueuedAction } from './offline-queue/offline-queue.ts'
import type { RiderOrder } from './order-types.ts'

export const RIDER_DB_NAME = 'rider-db'
export const RIDER_DB_VERSION = 1

/** A delivery as last read from the server, and when. */
export interface StoredOrder {
  id: string
  order: RiderOrder
  savedAt: number
}

export interface UserPreference {
  key: string
  value: unknown
}

export interface RiderDb extends DBSchema {
  orders: { key: string; value: StoredOrder }
  offlineOrders: { key: string; value: QueuedAction; indexes: { byCreatedAt: number } }
  userPreferences: { key: string; value: UserPreference }
}

let opened: Promise<IDBPDatabase<RiderDb>> | null = null

/** The page's one connection (tests pass their own factory's name to start clean). */
export function riderDb(name = RIDER_DB_NAME): Promise<IDBPDatabase<RiderDb>> {
  if (name !== RIDER_DB_NAME) return openRiderDb(name)
  opened ??= openRiderDb(name).catch((error: unknown) => {
    opened = null
    throw error
  })
  return opened
}

function openRiderDb(name: string) {
  return openDB<RiderDb>(name, RIDER_DB_VERSION, {
    upgrade(db) {
      db.createObjectStore('orders', { keyPath: 'id' })
      db.createObjectStore('offlineOrders', { keyPath: 'id' }).createIndex('byCreatedAt', 'createdAt')
      db.createObjectStore('userPreferences', { keyPath: 'key' })
    },
  })
}

export async function readPreference<T>(key: string): Promise<T | undefined> {
  return (await (await riderDb()).get('userPreferences', key))?.value as T | undefined
}

export async function writePreference(key: string, value: unknown): Promise<void> {
  await (await riderDb()).put('userPreferences', { key, value })
}
