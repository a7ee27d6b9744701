import { describe, expect, it } from 'vitest'
import { sampleCache, sampleRows } from '../testing/sample-cache.ts'
import { qiKey } from './types.ts'

const rels = (table: string) =>
  (sampleCache().relationships.get(qiKey('public', table)) ?? []).map((r) => {
    const c = r.cardinality
    return `${r.foreignTable.name}:${c.kind}:${c.kind === 'm2m' ? c.junction.name : c.kind === 'computed' ? c.function.name : c.constraint}`
  })

describe('schema cache relationships', () => {
  it('derives many-to-one from a foreign key and one-to-many as its inverse', () => {
    expect(rels('products')).toContain('categories:m2o:products_category_id_fkey')
    expect(rels('categories')).toContain('products:o2m:products_category_id_fkey')
  })

  it('derives many-to-many through a junction whose primary key covers both foreign keys', () => {
    expect(rels('products')).toContain('labels:m2m:product_labels')
    expect(rels('labels')).toContain('products:m2m:product_labels')
  })

  it('derives one-to-one when the foreign key columns are unique', () => {
    expect(rels('profiles')).toContain('people:o2o:profiles_person_id_fkey')
    expect(rels('people')).toContain('profiles:o2o:profiles_person_id_fkey')
  })

  it('keeps both relationships of two foreign keys to the same table, sorted', () => {
    expect(rels('orders').filter((r) => r.startsWith('people'))).toEqual([
      'people:m2o:orders_courier_id_fkey',
      'people:m2o:orders_customer_id_fkey',
    ])
  })

  it('marks self relationships', () => {
    const self = sampleCache()
      .relationships.get(qiKey('public', 'categories'))
      ?.filter((r) => r.isSelf)
    expect(self?.map((r) => r.cardinality.kind).sort()).toEqual(['m2o', 'o2m'])
  })

  it('reads the aggregates switch from the authenticator role settings', () => {
    expect(sampleCache().aggregatesEnabled).toBe(true)
    expect(sampleCache({ roleSettings: [] }).aggregatesEnabled).toBe(false)
  })

  it('orders overloaded functions by their number of parameters', () => {
    expect(
      sampleCache()
        .routines.get(qiKey('public', 'overloaded'))
        ?.map((r) => r.params.length),
    ).toEqual([1, 2])
  })
})

describe('views', () => {
  // A view over products exposing id as product_id and category_id as cat, as pg_rewrite stores it.
  const definition = `({QUERY :commandType 1 :targetList ({TARGETENTRY :expr {VAR :varno 1 :varattno 1} :resno 1 :resname product_id :resorigtbl 200 :resorigcol 1 :resjunk false} {TARGETENTRY :expr {VAR :varno 1 :varattno 5} :resno 2 :resname cat :resorigtbl 200 :resorigcol 5 :resjunk false} {TARGETENTRY :expr {FUNCEXPR :funcid 870} :resno 3 :resname upper_name :resorigtbl 0 :resorigcol 0 :resjunk false}) :override 0})`
  const cache = sampleCache({
    tables: [
      ...sampleRows.tables,
      {
        schema: 'public',
        name: 'product_view',
        isView: true,
        insertable: false,
        updatable: false,
        deletable: false,
        primaryKey: [],
        columns: [],
      },
    ],
    foreignKeys: sampleRows.foreignKeys.map((k) =>
      k.table === 'products' ? { ...k, tableOid: 200, attnums: [5] } : k,
    ),
    primaryKeys: [{ tableOid: 200, constraint: 'products_pkey', attnums: [1], columns: ['id'] }],
    views: [
      {
        oid: 300,
        schema: 'public',
        name: 'product_view',
        columns: { 1: 'product_id', 2: 'cat', 3: 'upper_name' },
        definition,
      },
    ],
  })

  it('takes a view primary key from the table column it shows', () => {
    expect(cache.tables.get(qiKey('public', 'product_view'))?.primaryKey).toEqual(['product_id'])
  })

  it('embeds through a view by the foreign key of its table', () => {
    const fromView = cache.relationships.get(qiKey('public', 'product_view'))
    expect(
      fromView?.map((r) => [
        r.foreignTable.name,
        r.cardinality.kind,
        'columns' in r.cardinality && r.cardinality.columns,
      ]),
    ).toEqual([['categories', 'm2o', [['cat', 'id']]]])
    expect(
      cache.relationships.get(qiKey('public', 'categories'))?.some((r) => r.foreignTable.name === 'product_view'),
    ).toBe(true)
  })
})
