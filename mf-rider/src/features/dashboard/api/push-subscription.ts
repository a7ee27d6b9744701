// Delivery alerts (POST /api/notifications/subscribe): after the rider allows notifications, the
// browser's push subscription (made with the server's VAPID public key) goes to the notifications
// function through the shell's /api; an assignment then reaches the phone even when the app is closed
// (the service worker shows it; tapping it opens the order).
import { getSupabase } from '@shop/shared/supabase'

export type PushState = 'unsupported' | 'denied' | 'off' | 'on'

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  )
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replaceAll('-', '+')
    .replaceAll('_', '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=')
  const binary = atob(base64)
  const bytes = new Uint8Array(new ArrayBuffer(binary.length))
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported'
  if (Notification.permission === 'denied') return 'denied'
  const registration = await navigator.serviceWorker.getRegistration('/rider')
  const subscription = await registration?.pushManager.getSubscription()
  return subscription && Notification.permission === 'granted' ? 'on' : 'off'
}

/** Asks for permission, subscribes this browser and tells the server; the state it ended in. */
export async function turnOnPush(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported'
  const permission = await Notification.requestPermission()
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off'
  const registration = await navigator.serviceWorker.ready
  const keyResponse = await fetch('/api/notifications/vapid-public-key')
  if (!keyResponse.ok) throw new Error(`vapid-public-key answered ${keyResponse.status}`)
  const { publicKey } = (await keyResponse.json()) as { publicKey: string }
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }))
  const client = await getSupabase()
  const { data } = await client.auth.getSession()
  const response = await fetch('/api/notifications/subscribe', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${data.session?.access_token ?? ''}` },
    body: JSON.stringify(subscription.toJSON()),
  })
  if (!response.ok) throw new Error(`subscribe answered ${response.status}`)
  return 'on'
}
