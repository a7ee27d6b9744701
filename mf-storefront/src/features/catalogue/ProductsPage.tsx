import { useDispatch, useSelector } from 'react-redux'
import { Page } from '../pages/Page.tsx'
import { productsLayoutToggled, storefrontUi } from '../ui/slice.ts'

export function ProductsPage() {
  const dispatch = useDispatch()
  const layout = useSelector(storefrontUi.selectors.selectProductsLayout)
  return (
    <Page title="Products">
      <button type="button" onClick={() => dispatch(productsLayoutToggled())}>
        {layout === 'grid' ? 'List view' : 'Grid view'}
      </button>
    </Page>
  )
}
