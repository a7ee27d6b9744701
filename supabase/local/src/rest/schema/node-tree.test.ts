import { describe, expect, it } from 'vitest'
import { parseNodeTree, viewColumnOrigins } from './node-tree.ts'

describe('pg_node_tree', () => {
  it('reads nodes, lists, nulls, escaped tokens and constant bytes', () => {
    expect(parseNodeTree('({QUERY :a 1 :b <> :c ("x" "y") :d {CONST :constvalue 4 [ 1 0 0 0 ]} :e a\\ b})')).toEqual([
      {
        _type: 'QUERY',
        a: '1',
        b: null,
        c: ['"x"', '"y"'],
        d: { _type: 'CONST', constvalue: ['4', '[', '1', '0', '0', '0', ']'] },
        e: 'a b',
      },
    ])
  })

  it('finds the table column behind each plain view column, skipping expressions and junk', () => {
    const tree = `({QUERY :targetList ({TARGETENTRY :expr {VAR} :resno 1 :resname id :resorigtbl 16671 :resorigcol 1 :resjunk false} {TARGETENTRY :expr {OPEXPR} :resno 2 :resname total :resorigtbl 0 :resorigcol 0 :resjunk false} {TARGETENTRY :expr {VAR} :resno 3 :resname x :resorigtbl 16671 :resorigcol 4 :resjunk true})})`
    expect(viewColumnOrigins(tree)).toEqual([{ resno: 1, tableOid: 16671, attnum: 1 }])
  })
})
