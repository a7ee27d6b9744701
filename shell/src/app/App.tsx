import type { AppStore } from '@shop/shared/store'
import { Toasts } from '@shop/shared/toast'
import { Provider } from 'react-redux'
import { BrowserRouter } from 'react-router'
import { AuthGate } from '../features/auth/AuthGate.tsx'
import { RouteChangeEffects } from '../features/navigation/RouteChangeEffects.tsx'
import { SignInHost } from '../features/sign-in/SignInHost.tsx'
import { AppRoutes } from './AppRoutes.tsx'

export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <BrowserRouter>
        <RouteChangeEffects />
        <AuthGate>
          <AppRoutes />
        </AuthGate>
        <SignInHost />
        <Toasts />
      </BrowserRouter>
    </Provider>
  )
}
