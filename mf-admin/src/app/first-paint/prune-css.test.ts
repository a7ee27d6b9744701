// The first paint keeps only the CSS its markup can use: a rule for a class that is not in the markup
// goes, a rule for one that is stays whole, at-rules keep what they hold.
import { describe, expect, it } from 'vitest'
import { pruneCss } from './prune-css.ts'

const html = '<div class="ant-card css-1"><span class="ant-statistic-title">Total</span></div>'

describe('pruning the first paint’s CSS', () => {
  it('keeps the rules whose antd classes are all in the markup, drops the others', () => {
    const css =
      ':where(.css-1).ant-card{padding:8px}:where(.css-1).ant-col-xs-7{width:29%}.ant-card .ant-statistic-title{color:red}.ant-card .ant-card-head{margin:0}'
    expect(pruneCss(css, html)).toBe(':where(.css-1).ant-card{padding:8px}.ant-card .ant-statistic-title{color:red}')
  })

  it('keeps only the selectors of a list that may match, and commas inside :where() are not list commas', () => {
    expect(pruneCss(':where(.css-1,.css-2).ant-card,.ant-btn{margin:0}', html)).toBe(
      ':where(.css-1,.css-2).ant-card{margin:0}',
    )
  })

  it('keeps a media query with what it holds that is kept, drops an empty one, keeps keyframes', () => {
    const css =
      '@media (min-width:576px){.ant-col-sm-12{width:50%}.ant-card{gap:1px}}@media (min-width:992px){.ant-col-xl-6{width:25%}}@keyframes pulse{0%{opacity:1}100%{opacity:.5}}'
    expect(pruneCss(css, html)).toBe(
      '@media (min-width:576px){.ant-card{gap:1px}}@keyframes pulse{0%{opacity:1}100%{opacity:.5}}',
    )
  })

  it('leaves classes that are not antd’s alone, and braces in quoted text do not end a rule', () => {
    expect(pruneCss('.sidebar-frame{display:flex}.ant-card::after{content:"}"}', html)).toBe(
      '.sidebar-frame{display:flex}.ant-card::after{content:"}"}',
    )
  })
})
