// What /certifications shows: the food-safety management certificate, the national standards body's
// certification and the city authority's operating permit (downloadable).

export interface Certificate {
  id: string
  title: string
  issuer: string
  summary: string
  facts: { label: string; value: string }[]
}

export const KCCA_PERMIT = {
  title: 'KCCA Operating Permit',
  issuer: 'Kampala Capital City Authority (KCCA)',
  permitNumber: 'KCCA/NKD/FP/2026/04817',
  premises: 'Meat processing factory and cold store',
  address: 'Plot 12, Port Bell Road, Luzira, Nakawa Division, Kampala',
  activities: 'Processing, cold storage and sale of meat products',
  issued: '1 January 2026',
  expires: '31 December 2026',
} as const

export const CERTIFICATES: readonly Certificate[] = [
  {
    id: 'iso-22000',
    title: 'ISO 22000:2018',
    issuer: 'Food Safety Management System, certified by an accredited certification body',
    summary:
      'Every step from receiving livestock carcasses to chilled delivery runs under a certified food-safety management system with HACCP-based controls, audited every year.',
    facts: [
      { label: 'Scope', value: 'Processing of sausages, cold cuts and fresh meat' },
      { label: 'Certificate', value: 'FSMS-UG-22000-0391' },
      { label: 'Valid until', value: '14 March 2028' },
    ],
  },
  {
    id: 'unbs',
    title: 'UNBS Certification Mark',
    issuer: 'Uganda National Bureau of Standards (UNBS)',
    summary:
      'Our processed meat products carry the UNBS Distinctive Mark (Q-Mark): they are tested against the Uganda Standards for meat products and our factory is inspected regularly.',
    facts: [
      { label: 'Products', value: 'Sausages, bacon, ham and cold cuts' },
      { label: 'Permit', value: 'UNBS/DM/2025/1126' },
      { label: 'Valid until', value: '30 June 2027' },
    ],
  },
  {
    id: 'kcca',
    title: KCCA_PERMIT.title,
    issuer: KCCA_PERMIT.issuer,
    summary:
      'Our factory and cold store are licensed by the city authority as food premises after health and hygiene inspection. Download the permit below.',
    facts: [
      { label: 'Permit', value: KCCA_PERMIT.permitNumber },
      { label: 'Premises', value: KCCA_PERMIT.premises },
      { label: 'Valid until', value: KCCA_PERMIT.expires },
    ],
  },
]
