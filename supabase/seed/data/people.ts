// The people of the seed: the four demo accounts (documented in supabase/README.md), the shop's staff
// and riders, and the customers whose past orders give the dashboards their shape.

export const DEMO_PASSWORD = 'demo-pass-2026'

export interface SeedPerson {
  key: string
  email: string
  fullName: string
  phone: string
}

export const DEMO = {
  customer: { key: 'demo-customer', email: 'customer@example.com', fullName: 'Sarah Namubiru', phone: '+256772481530' },
  admin: { key: 'demo-admin', email: 'admin@example.com', fullName: 'Daniel Ssempa', phone: '+256752110044' },
  /** Active manager of the Kololo outlet. */
  outlet: { key: 'demo-outlet', email: 'outlet@example.com', fullName: 'Ruth Achieng', phone: '+256782650312' },
  /** An active motorcycle rider, online. */
  rider: { key: 'demo-rider', email: 'rider@example.com', fullName: 'Joseph Mugisha', phone: '+256701733905' },
} satisfies Record<string, SeedPerson>

export const EMPLOYEE_ROLES = ['Manager', 'Butcher', 'Cashier', 'Store Keeper'] as const

/** Staff besides the demo outlet manager: [outlet key, role, full name]. */
export const STAFF: [string, (typeof EMPLOYEE_ROLES)[number], string][] = [
  ['nakasero', 'Manager', 'Grace Nansubuga'],
  ['nakasero', 'Butcher', 'Charles Wasswa'],
  ['kololo', 'Cashier', 'Brenda Nabirye'],
  ['ntinda', 'Manager', 'Peter Ochieng'],
  ['ntinda', 'Butcher', 'Ibrahim Lubega'],
  ['naalya', 'Manager', 'Esther Nakirya'],
  ['entebbe', 'Manager', 'Isaac Kato'],
  ['entebbe', 'Store Keeper', 'Harriet Atim'],
]

export interface SeedRider {
  fullName: string
  phone: string
  vehicle: 'motorcycle' | 'bicycle'
  status: 'online' | 'offline'
  isActive: boolean
  rating: number
}

export const RIDERS: SeedRider[] = [
  {
    fullName: 'Godfrey Tumusiime',
    phone: '+256772904411',
    vehicle: 'motorcycle',
    status: 'online',
    isActive: true,
    rating: 4.8,
  },
  {
    fullName: 'Ronald Kiggundu',
    phone: '+256701562287',
    vehicle: 'motorcycle',
    status: 'offline',
    isActive: true,
    rating: 4.5,
  },
  { fullName: 'Brian Ouma', phone: '+256758330019', vehicle: 'bicycle', status: 'online', isActive: true, rating: 4.6 },
  {
    fullName: 'Hassan Mutebi',
    phone: '+256782215560',
    vehicle: 'motorcycle',
    status: 'offline',
    isActive: true,
    rating: 4.3,
  },
  {
    fullName: 'Francis Okot',
    phone: '+256774108832',
    vehicle: 'motorcycle',
    status: 'offline',
    isActive: false,
    rating: 3.9,
  },
]

/** Signed up in the rider app two days ago; waits for an admin's approval on the riders screen. */
export const RIDER_APPLICANT = {
  person: {
    key: 'rider-applicant',
    email: 'samuel.rider@example.com',
    fullName: 'Samuel Kizza',
    phone: '+256703118274',
  },
  vehicle: 'bicycle',
  joinedDaysAgo: 2,
} as const satisfies { person: SeedPerson; vehicle: SeedRider['vehicle']; joinedDaysAgo: number }

const FIRST = [
  'Aisha',
  'Allan',
  'Annet',
  'Benjamin',
  'Betty',
  'Collins',
  'Damalie',
  'David',
  'Doreen',
  'Edith',
  'Emmanuel',
  'Faith',
  'Fred',
  'Gloria',
  'Hadijah',
  'Henry',
  'Irene',
  'Ivan',
  'Jackline',
  'James',
  'Joan',
  'John',
  'Juliet',
  'Kenneth',
  'Lilian',
  'Mark',
  'Martha',
  'Mary',
  'Michael',
  'Nicholas',
  'Norah',
  'Patience',
  'Paul',
  'Phiona',
  'Prossy',
  'Richard',
  'Robert',
  'Rose',
  'Samuel',
  'Sandra',
  'Shamim',
  'Simon',
  'Stella',
  'Teddy',
  'Timothy',
  'Vivian',
  'Winnie',
  'Yusuf',
  'Zainab',
  'Agnes',
]
const LAST = [
  'Akello',
  'Asiimwe',
  'Atuhaire',
  'Byaruhanga',
  'Kabuye',
  'Kaggwa',
  'Kasozi',
  'Katende',
  'Kayondo',
  'Kigozi',
  'Kintu',
  'Lwanga',
  'Mbabazi',
  'Mugabi',
  'Mukasa',
  'Musoke',
  'Mwesigwa',
  'Nabukenya',
  'Nakato',
  'Namatovu',
  'Namusoke',
  'Nalwoga',
  'Nsubuga',
  'Odongo',
  'Okello',
  'Opio',
  'Ssali',
  'Ssebunya',
  'Tumwine',
  'Wamala',
]
const NETWORKS = ['77', '78', '76', '70', '75', '74']

/** `count` customers with Ugandan names, deterministic: the n-th is always the same person. */
export function customers(count: number): SeedPerson[] {
  return Array.from({ length: count }, (_, i) => {
    const first = FIRST[(i * 7) % FIRST.length] as string
    const last = LAST[(i * 11 + 3) % LAST.length] as string
    const phone = `+256${NETWORKS[i % NETWORKS.length]}${String(1000000 + ((i * 7919) % 8999999)).padStart(7, '0')}`
    return {
      key: `customer-${i}`,
      email: `${first}.${last}${i}@example.com`.toLowerCase(),
      fullName: `${first} ${last}`,
      phone,
    }
  })
}
