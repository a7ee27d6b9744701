// The /auth/v1 service: Supabase Auth (GoTrue) semantics for what auth-js sends. Errors are shaped
// per X-Supabase-Api-Version (http/errors.ts); every request but the mailed /verify link needs the
// project's API key, as the hosted gateway requires.
import { type Context, Hono } from 'hono'
import type { Service, StackContext } from '../context.ts'
import { requireApiKey } from '../http/apikey.ts'
import { AuthError, parseApiVersion, shapeError, WeakPasswordError } from './http/errors.ts'
import { requireAdmin } from './http/request.ts'
import { createPasswordGuard, HOUR_MS } from './password-guard.ts'
import { createRateLimiter } from './rate-limit.ts'
import { createUser, deleteUser, generateLink, getUserById, invite, listUsers, updateUserById } from './routes/admin.ts'
import type { AuthDeps } from './routes/deps.ts'
import { magicLink, otp, recover, resend } from './routes/recover.ts'
import { signup } from './routes/signup.ts'
import { token } from './routes/token.ts'
import { getUser, logout, updateUserRoute } from './routes/user.ts'
import { verifyGet, verifyPost } from './routes/verify.ts'
import { authSettings } from './settings.ts'
import { createWrongCodes } from './wrong-codes.ts'

const FIVE_MINUTES = 5 * 60 * 1000

/** The answer of GET /settings: providers and the sign-up switches, as GoTrue reports them. */
function settingsBody(deps: AuthDeps) {
  const providers = [
    'anonymous_users',
    'apple',
    'azure',
    'bitbucket',
    'discord',
    'facebook',
    'snapchat',
    'figma',
    'fly',
    'github',
    'gitlab',
    'google',
    'keycloak',
    'kakao',
    'linkedin',
    'linkedin_oidc',
    'notion',
    'spotify',
    'slack',
    'slack_oidc',
    'workos',
    'twitch',
    'twitter',
    'email',
    'phone',
    'zoom',
  ]
  return {
    external: Object.fromEntries(providers.map((p) => [p, p === 'email' ? deps.settings.emailEnabled : false])),
    disable_signup: deps.settings.disableSignup,
    mailer_autoconfirm: deps.settings.autoconfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
    saml_private_key_next_configured: false,
    passkeys_enabled: false,
  }
}

/** Paths the service serves, with their methods, to tell 405 from 404. */
const ROUTES: Record<string, string[]> = {
  '/settings': ['GET'],
  '/health': ['GET'],
  '/signup': ['POST'],
  '/token': ['POST'],
  '/verify': ['GET', 'POST'],
  '/recover': ['POST'],
  '/resend': ['POST'],
  '/otp': ['POST'],
  '/magiclink': ['POST'],
  '/user': ['GET', 'PUT'],
  '/logout': ['POST'],
  '/invite': ['POST'],
  '/admin/users': ['GET', 'POST'],
  '/admin/generate_link': ['POST'],
}

export async function createAuthService(ctx: StackContext): Promise<Service> {
  const settings = authSettings(ctx.config)
  const deps: AuthDeps = {
    db: ctx.db,
    jwt: ctx.jwt,
    mailer: ctx.mailer,
    log: ctx.log,
    settings,
    limits: {
      signInSignUps: createRateLimiter(settings.rateLimits.signInSignUps, FIVE_MINUTES),
      failedPasswords: createPasswordGuard(settings.passwordGuard),
      tokenRefresh: createRateLimiter(settings.rateLimits.tokenRefresh, FIVE_MINUTES),
      verify: createRateLimiter(settings.rateLimits.verify, FIVE_MINUTES),
      wrongCodes: createWrongCodes(settings.otpExpiry * 1000),
      emailSent: createRateLimiter(settings.rateLimits.emailSentPerHour, HOUR_MS),
    },
  }

  const app = new Hono()
  app.onError((error, c) => {
    if (!(error instanceof AuthError) && !(error instanceof WeakPasswordError)) {
      ctx.log.error(`auth: ${c.req.method} ${c.req.path} failed`, error)
    }
    const shaped = shapeError(error, parseApiVersion(c.req.header('x-supabase-api-version')))
    return c.json(shaped.body, shaped.status as 400, shaped.headers)
  })
  // auth-js reads the echoed API version from error answers; browsers only let it when exposed.
  app.use('*', async (c, next) => {
    await next()
    const exposed = c.res.headers.get('Access-Control-Expose-Headers')
    if (exposed && !/x-supabase-api-version/i.test(exposed)) {
      c.res.headers.set('Access-Control-Expose-Headers', `${exposed},X-Supabase-Api-Version`)
    }
  })

  const apiKey = requireApiKey(ctx.config)
  const openPaths = new Set(['/verify', '/callback', '/authorize', '/.well-known/jwks.json'])
  app.use('*', async (c, next) => {
    const path = c.req.path.slice(c.req.path.indexOf('/auth/v1') + '/auth/v1'.length) || '/'
    if (c.req.method === 'GET' && openPaths.has(path)) return next()
    return apiKey(c, next)
  })

  const admin =
    (handler: (c: Context, deps: AuthDeps, claims: Awaited<ReturnType<typeof requireAdmin>>) => Promise<Response>) =>
    async (c: Context) =>
      handler(c, deps, await requireAdmin(c, deps.db, deps.jwt, settings.adminRoles))
  const route = (handler: (c: Context, deps: AuthDeps) => Promise<Response>) => (c: Context) => handler(c, deps)

  app.get('/health', (c) =>
    c.json({
      version: 'supabase-local',
      name: 'GoTrue',
      description: 'GoTrue is a user registration and authentication API',
    }),
  )
  app.get('/settings', (c) => c.json(settingsBody(deps)))
  // The public halves of the asymmetric signing keys, for verifying access tokens without the secret.
  app.get('/.well-known/jwks.json', async (c) => c.json(await ctx.jwt.jwks()))
  app.post('/signup', route(signup))
  app.post('/token', route(token))
  app.get('/verify', route(verifyGet))
  app.post('/verify', route(verifyPost))
  app.post('/recover', route(recover))
  app.post('/resend', route(resend))
  app.post('/otp', route(otp))
  app.post('/magiclink', route(magicLink))
  app.get('/user', route(getUser))
  app.put('/user', route(updateUserRoute))
  app.post('/logout', route(logout))
  app.post('/invite', admin(invite))
  app.get('/admin/users', admin(listUsers))
  app.post('/admin/users', admin(createUser))
  app.get(
    '/admin/users/:id',
    admin((c, d) => getUserById(c, d)),
  )
  app.put('/admin/users/:id', admin(updateUserById))
  app.delete('/admin/users/:id', admin(deleteUser))
  app.post('/admin/generate_link', admin(generateLink))

  app.all('*', (c) => {
    const path = c.req.path.slice(c.req.path.indexOf('/auth/v1') + '/auth/v1'.length)
    const known = ROUTES[path] ?? (/^\/admin\/users\/[^/]+$/.test(path) ? ['GET', 'PUT', 'DELETE'] : null)
    if (known) throw new AuthError(405, 'unknown', `Method ${c.req.method} is not allowed on ${path}`)
    throw new AuthError(404, 'unknown', `Not Found: ${c.req.method} ${path} is not an Auth API route`)
  })

  return { mount: '/auth/v1', app }
}
