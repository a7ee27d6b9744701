// Who is signed in: the users row (customers and admins) with any outlet_employees row, or else
// the delivery_riders row.
import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { CartProduct } from '@shop/shared/cart'
import type { Tables } from '@shop/shared/database'

/** The columns of each row the session loads (load-identities.ts selects exactly these). */
export type AppUser = Pick<Tables<'users'>, 'id' | 'email' | 'full_name' | 'phone' | 'is_admin'>
export type OutletEmployee = Pick<Tables<'outlet_employees'>, 'user_id' | 'outlet_id' | 'is_active'>
export type Rider = Pick<Tables<'delivery_riders'>, 'id' | 'email' | 'full_name' | 'is_active'>

export type AuthStatus = 'initialising' | 'ready' | 'error'

export type SignInMode = 'signin' | 'signup' | 'forgot-password'

/** What the visitor wanted when we asked them to sign in: done for them once they have. */
export interface PendingCartAdd {
  product: CartProduct
  quantity: number
}

export interface SignInPrompt {
  open: boolean
  mode: SignInMode
  pendingAdd: PendingCartAdd | null
}

export interface AuthState {
  status: AuthStatus
  error: string | null
  user: AppUser | null
  outletEmployee: OutletEmployee | null
  rider: Rider | null
  signInPrompt: SignInPrompt
}

export interface Identities {
  user: AppUser | null
  outletEmployee: OutletEmployee | null
  rider: Rider | null
}

const signedOut: Identities = { user: null, outletEmployee: null, rider: null }

const closedPrompt: SignInPrompt = { open: false, mode: 'signin', pendingAdd: null }

export const initialAuthState: AuthState = {
  status: 'initialising',
  error: null,
  ...signedOut,
  signInPrompt: closedPrompt,
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    initialising(state) {
      state.status = 'initialising'
      state.error = null
    },
    identitiesLoaded(state, action: PayloadAction<Identities>) {
      Object.assign(state, action.payload, { status: 'ready', error: null })
    },
    identitiesCleared(state) {
      Object.assign(state, signedOut, { status: 'ready', error: null })
    },
    initialisationFailed(state, action: PayloadAction<string>) {
      Object.assign(state, signedOut, { status: 'error', error: action.payload })
    },
    /** Opens the sign-in modal (the shell renders it), remembering a cart add to make after sign-in. */
    signInRequested(state, action: PayloadAction<{ mode?: SignInMode; pendingAdd?: PendingCartAdd } | undefined>) {
      state.signInPrompt = {
        open: true,
        mode: action.payload?.mode ?? 'signin',
        pendingAdd: action.payload?.pendingAdd ?? state.signInPrompt.pendingAdd,
      }
    },
    signInModeChanged(state, action: PayloadAction<SignInMode>) {
      state.signInPrompt.mode = action.payload
    },
    /** Closes the modal; a pending add is dropped unless the visitor signed in (the shell makes it first). */
    signInDismissed(state) {
      state.signInPrompt = closedPrompt
    },
  },
  selectors: {
    selectAuthStatus: (state) => state.status,
    selectAuthError: (state) => state.error,
    selectCurrentUser: (state) => state.user,
    selectRider: (state) => state.rider,
    selectOutletEmployee: (state) => state.outletEmployee,
    selectIsSignedIn: (state) => state.user !== null || state.rider !== null,
    selectIsAdmin: (state) => state.user?.is_admin === true,
    selectIsActiveOutletEmployee: (state) => state.outletEmployee?.is_active === true,
    selectSignInPrompt: (state) => state.signInPrompt,
    selectIdentities: createSelector(
      [(state: AuthState) => state.user, (state: AuthState) => state.outletEmployee, (state: AuthState) => state.rider],
      (user, outletEmployee, rider): Identities => ({ user, outletEmployee, rider }),
    ),
  },
})

export const {
  initialising,
  identitiesLoaded,
  identitiesCleared,
  initialisationFailed,
  signInRequested,
  signInModeChanged,
  signInDismissed,
} = authSlice.actions
export const {
  selectAuthStatus,
  selectAuthError,
  selectCurrentUser,
  selectRider,
  selectOutletEmployee,
  selectIsSignedIn,
  selectIsAdmin,
  selectIsActiveOutletEmployee,
  selectSignInPrompt,
  selectIdentities,
} = authSlice.selectors
