// The function call of an RPC (QueryBuilder.callPlanToQuery): named arguments from a JSON body through
// json_to_record, from the query string or a form as text cast to the parameter types, or the raw
// body for a single unnamed parameter.
import type { CallPlan } from '../plan/types.ts'
import { returnsScalar, returnsSetOfScalar } from '../schema/types.ts'
import { fromJsonBody } from './mutate.ts'
import { arrayLiteral, fromQi, ident, type Params, trimNul } from './sql.ts'

export function callQuery(plan: CallPlan, p: Params): string {
  const { routine, args } = plan
  const scalar = returnsScalar(routine) || returnsSetOfScalar(routine)
  const fn = fromQi(routine)
  const callIt = (argument: string) =>
    scalar ? `(SELECT ${fn}(${argument}) pgrst_scalar) pgrst_call` : `${fn}(${argument}) pgrst_call`
  let from: string
  if (plan.params.kind === 'one-unnamed') {
    const param = routine.params[0] as { type: string }
    let value: string
    if (args.kind === 'raw')
      value = param.type === 'bytea' ? p.add(args.body) : `${p.add(args.body.toString('utf8'))}::${param.type}`
    else if (args.kind === 'json') value = `${p.add(args.json)}::${param.type}`
    else
      value = `${p.add(JSON.stringify(Object.fromEntries([...args.args].map(([k, v]) => [k, v[0]]))))}::${param.type}`
    from = `FROM ${callIt(value)}`
  } else {
    const names = plan.params.names
    const params = routine.params.filter((r) => names.includes(r.name))
    if (!params.length) from = `FROM ${callIt('')}`
    else if (args.kind === 'direct') {
      const list = params.map((r) => {
        const values = args.args.get(r.name)
        const value =
          values === undefined
            ? 'NULL'
            : p.add(r.variadic ? arrayLiteral(values) : trimNul(values[values.length - 1] as string))
        return `${r.variadic ? 'VARIADIC ' : ''}${ident(r.name)} := ${value}::${r.castType}`
      })
      from = `FROM ${callIt(list.join(', '))}`
    } else {
      const json = args.kind === 'json' ? args.json : null
      const fields = params.map((r) => ({ name: r.name, type: r.castType, default: null }))
      const body = fromJsonBody(json, fields, p, { select: false, limitOne: true, defaults: false })
      const list = params.map((r) => `${r.variadic ? 'VARIADIC ' : ''}${ident(r.name)} := pgrst_body.${ident(r.name)}`)
      from = `${body}, LATERAL ${callIt(list.join(', '))}`
    }
  }
  return `SELECT ${scalar ? 'pgrst_call.pgrst_scalar' : 'pgrst_call.*'} ${from}`
}
