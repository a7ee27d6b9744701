import { describe, expect, it } from 'vitest'
import type { SchemaTypes } from './model.ts'
import { renderTypes } from './render.ts'

const empty = (name: string): SchemaTypes => ({
  name,
  tables: [],
  views: [],
  functions: [],
  enums: [],
  compositeTypes: [],
})

describe('rendering', () => {
  it('writes an empty section as [_ in never]: never, and the Constants of every schema', async () => {
    const text = await renderTypes([
      empty('public'),
      { ...empty('shop'), enums: [{ name: 'size', values: ['s', 'm'] }] },
    ])
    expect(text.slice(0, text.indexOf('type DatabaseWithoutInternals'))).toBe(`export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  public: {
    Tables: {
      [_ in never]: never
    }
    Views: {
      [_ in never]: never
    }
    Functions: {
      [_ in never]: never
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
  shop: {
    Tables: {
      [_ in never]: never
    }
    Views: {
      [_ in never]: never
    }
    Functions: {
      [_ in never]: never
    }
    Enums: {
      size: "s" | "m"
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

`)
    expect(text.slice(text.indexOf('export const Constants'))).toBe(`export const Constants = {
  public: {
    Enums: {},
  },
  shop: {
    Enums: {
      size: ["s", "m"],
    },
  },
} as const

`)
  })

  it('prints a table, its relationships, and function overloads as a union', async () => {
    const text = await renderTypes([
      {
        ...empty('public'),
        tables: [
          {
            name: 'order-lines',
            row: [{ name: 'order_id', optional: false, type: 'string' }],
            insert: [{ name: 'order_id', optional: false, type: 'string' }],
            update: [{ name: 'order_id', optional: true, type: 'string' }],
            relationships: [
              {
                foreignKeyName: 'lines_order_fkey',
                columns: ['order_id'],
                isOneToOne: false,
                referencedRelation: 'orders',
                referencedColumns: ['id'],
              },
            ],
          },
        ],
        functions: [
          {
            name: 'total',
            signatures: [
              { args: null, returns: 'number', setofOptions: null },
              {
                args: [{ name: 'order_id', optional: true, type: 'string' }],
                returns: '{\n"id": string\n}[]',
                setofOptions: { from: '*', to: 'orders', isOneToOne: false, isSetofReturn: true },
              },
            ],
          },
        ],
      },
    ])
    expect(text).toContain(`    Tables: {
      "order-lines": {
        Row: {
          order_id: string
        }
        Insert: {
          order_id: string
        }
        Update: {
          order_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "lines_order_fkey"
            columns: ["order_id"]
            isOneToOne: false
            referencedRelation: "orders"
            referencedColumns: ["id"]
          },
        ]
      }
    }`)
    expect(text).toContain(`    Functions: {
      total:
        | { Args: never; Returns: number }
        | {
            Args: { order_id?: string }
            Returns: {
              id: string
            }[]
            SetofOptions: {
              from: "*"
              to: "orders"
              isOneToOne: false
              isSetofReturn: true
            }
          }
    }`)
  })
})
