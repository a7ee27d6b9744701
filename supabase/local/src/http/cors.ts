// CORS as the hosted API gateway answers it: any origin, the requested headers, and the response
// headers supabase-js reads exposed.
import { cors } from 'hono/cors'

export const corsMiddleware = cors({
  origin: '*',
  allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
  exposeHeaders: [
    'Content-Range',
    'Content-Location',
    'Content-Profile',
    'Location',
    'Preference-Applied',
    'Range-Unit',
    'X-Total-Count',
    'X-Sb-Error-Code',
    'X-Supabase-Api-Version',
    'Link',
  ],
  maxAge: 3600,
})
