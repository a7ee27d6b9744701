import { mountStandalone } from '@shop/shared/standalone'
import Routes from './app/routes.tsx'

void mountStandalone('/admin', Routes, 'admin')
