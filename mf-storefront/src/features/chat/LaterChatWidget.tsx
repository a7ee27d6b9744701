// The chat button is not part of a page's first load: its code is fetched once the page has loaded (a
// floating button, so nothing moves when it appears).
import { afterPageLoad } from '@shop/shared/browser/after-page-load'
import { lazy, Suspense, useEffect, useState } from 'react'

const ChatWidget = lazy(() =>
  import(/* webpackChunkName: "chat" */ './ChatWidget.tsx').then(({ ChatWidget }) => ({ default: ChatWidget })),
)

export function LaterChatWidget() {
  const [loaded, setLoaded] = useState(false)
  useEffect(() => afterPageLoad(() => setLoaded(true)), [])
  if (!loaded) return null
  return (
    <Suspense fallback={null}>
      <ChatWidget />
    </Suspense>
  )
}
