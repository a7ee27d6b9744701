// Prints the declaration tree of model.ts as the `database.types.ts` that `supabase gen types
// typescript` writes: `Json`, `Database`, the `Tables`/`TablesInsert`/`TablesUpdate`/`Enums`/
// `CompositeTypes` helpers and `Constants`, formatted by Prettier with the generator's options (the
// generator formats its output the same way, so the text matches byte for byte).
import { format } from 'prettier'
import type { Field, Relationship, SchemaTypes, SetofOptions, Signature, TableTypes } from './model.ts'

const q = JSON.stringify

/** An object type's body, or the generator's spelling of an empty one. */
const members = (lines: string[]) => (lines.length > 0 ? lines.join('\n') : '[_ in never]: never')

const field = (f: Field) => `${q(f.name)}${f.optional ? '?' : ''}: ${f.type}`
const fields = (list: Field[]) => `{\n${list.map(field).join('\n')}\n}`

const relationship = (r: Relationship) => `{
foreignKeyName: ${q(r.foreignKeyName)}
columns: ${q(r.columns)}
isOneToOne: ${r.isOneToOne}
referencedRelation: ${q(r.referencedRelation)}
referencedColumns: ${q(r.referencedColumns)}
}`

const relation = (t: TableTypes) =>
  [
    `${q(t.name)}: {`,
    `Row: ${fields(t.row)}`,
    ...(t.insert ? [`Insert: ${fields(t.insert)}`] : []),
    ...(t.update ? [`Update: ${fields(t.update)}`] : []),
    `Relationships: [${t.relationships.map(relationship).join(',\n')}]`,
    '}',
  ].join('\n')

const setof = (o: SetofOptions) => `SetofOptions: {
from: ${q(o.from)}
to: ${q(o.to)}
isOneToOne: ${o.isOneToOne}
isSetofReturn: ${o.isSetofReturn}
}`

const signature = (s: Signature) =>
  `{ Args: ${s.args ? `{ ${s.args.map(field).join(', ')} }` : 'never'}; Returns: ${s.returns}${
    s.setofOptions ? `\n${setof(s.setofOptions)}` : ''
  } }`

const schemaType = (s: SchemaTypes) => `${q(s.name)}: {
Tables: {
${members(s.tables.map(relation))}
}
Views: {
${members(s.views.map(relation))}
}
Functions: {
${members(s.functions.map((f) => `${q(f.name)}:\n${f.signatures.map(signature).join(' |\n')}`))}
}
Enums: {
${members(s.enums.map((e) => `${q(e.name)}: ${e.values.map((v) => q(v)).join(' | ')}`))}
}
CompositeTypes: {
${members(s.compositeTypes.map((c) => `${q(c.name)}: ${fields(c.fields)}`))}
}
}`

const constants = (s: SchemaTypes) => `${q(s.name)}: {
Enums: {
${s.enums.map((e) => `${q(e.name)}: [${e.values.map((v) => q(v)).join(', ')}],`).join('\n')}
},
},`

/** The helpers after `Database`, as the generator writes them (already in their formatted shape). */
const HELPERS = `type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

${['Insert', 'Update'].map(helperOfTable).join('\n\n')}

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never`

/** `TablesInsert` and `TablesUpdate`: the same shape over a table's Insert or Update type. */
function helperOfTable(part: string): string {
  const inferred = part[0] as string
  return `export type Tables${part}<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      ${part}: infer ${inferred}
    }
    ? ${inferred}
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        ${part}: infer ${inferred}
      }
      ? ${inferred}
      : never
    : never`
}

/** The TypeScript source, unformatted. */
export function renderSource(schemas: SchemaTypes[]): string {
  return `export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
${schemas.map(schemaType).join('\n')}
}

${HELPERS}

export const Constants = {
${schemas.map(constants).join('\n')}
} as const
`
}

/**
 * The file as the generator prints it: Prettier's TypeScript formatting without semicolons, and the
 * newline `console.log` adds after the text.
 */
export async function renderTypes(schemas: SchemaTypes[]): Promise<string> {
  return `${await format(renderSource(schemas), { parser: 'typescript', semi: false })}\n`
}
