// What every service of the stand-in is built from, and what it hands back to be mounted.

import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import type { Hono } from 'hono'
import type { StackConfig } from './config/index.ts'
import type { Database } from './db/types.ts'
import type { JwtKeys } from './jwt/index.ts'

export interface Mail {
  to: string
  subject: string
  html: string
  text: string
}

export interface Mailer {
  send(mail: Mail): Promise<void>
}

export interface Logger {
  info(message: string): void
  warn(message: string): void
  error(message: string, error?: unknown): void
}

export interface StackContext {
  config: StackConfig
  db: Database
  jwt: JwtKeys
  mailer: Mailer
  log: Logger
}

export interface Service {
  /** Path prefix the service is mounted at, e.g. `/rest/v1`. */
  mount: string
  app: Hono
  /** Handles HTTP upgrades (WebSocket) for paths under `mount`. */
  upgrade?: (req: IncomingMessage, socket: Duplex, head: Buffer) => void
  close?: () => Promise<void>
}
