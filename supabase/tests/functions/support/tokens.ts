// Tokens for the functions' own checks of their callers: ones that name a real user's claims but that the
// project did not sign (or signed long ago), each of which a function must refuse, and a real session's
// claims signed as a project from before signing keys signed them (HS256, the JWT secret).
import { createPublicKey } from 'node:crypto'
import type { TestStack } from '@shop/supabase-local/testing/stack'
import { decodeJwt, generateKeyPair, type JWTPayload, SignJWT, UnsecuredJWT } from 'jose'

const secretOf = (text: string) => new TextEncoder().encode(text)

/** By what is wrong with it: tokens carrying `claims` that are not the project's. */
export async function forgedTokens(stack: TestStack, claims: JWTPayload): Promise<Record<string, string>> {
  const [projectKey] = (await stack.jwt.jwks()).keys
  if (!projectKey?.kid) throw new Error('the stack has no signing key')
  const { privateKey } = await generateKeyPair('ES256')
  const publicPem = createPublicKey({ key: projectKey as never, format: 'jwk' }).export({ type: 'spki', format: 'pem' })
  const fresh = (header: { alg: string; kid?: string }) =>
    new SignJWT({ ...claims }).setProtectedHeader(header).setIssuedAt().setExpirationTime('10m')
  return {
    'signed by another key under the project’s kid': await fresh({ alg: 'ES256', kid: projectKey.kid }).sign(
      privateKey,
    ),
    'signed with another secret': await fresh({ alg: 'HS256' }).sign(
      secretOf('not-the-project-secret-at-least-32-chars'),
    ),
    'HS256 keyed with the project’s public key': await fresh({ alg: 'HS256', kid: projectKey.kid }).sign(
      secretOf(publicPem as string),
    ),
    'unsigned (alg: none)': new UnsecuredJWT({ ...claims }).setIssuedAt().setExpirationTime('10m').encode(),
    'expired, though the project signed it': await stack.jwt.sign({ ...claims }, -60),
  }
}

/** A session's own claims, signed HS256 with the project's JWT secret, as before signing keys. */
export function legacySessionToken(stack: TestStack, accessToken: string): Promise<string> {
  const { exp: _exp, iat: _iat, ...claims } = decodeJwt(accessToken)
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(secretOf(stack.config.jwtSecret))
}
