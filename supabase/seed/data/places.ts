// Where the shop is and where its customers live: outlets at real places around Kampala and Entebbe,
// and the neighbourhoods past orders were delivered to (approximate centres, on land).

export interface SeedOutlet {
  key: string
  name: string
  address: string
  city: string
  phone: string
  openingHours: string
  managerName: string
  latitude: number
  longitude: number
  isActive: boolean
}

export const OUTLETS: SeedOutlet[] = [
  {
    key: 'nakasero',
    name: 'Nakasero',
    address: 'Plot 7, Nakasero Road, next to Nakasero Market',
    city: 'Kampala',
    phone: '+256 414 231 560',
    openingHours: 'Mon-Sat: 8:00 AM - 6:00 PM',
    managerName: 'Grace Nansubuga',
    latitude: 0.3136,
    longitude: 32.5811,
    isActive: true,
  },
  {
    key: 'kololo',
    name: 'Kololo (Acacia Mall)',
    address: 'Acacia Mall, Ground Floor, Cooper Road, Kisementi',
    city: 'Kampala',
    phone: '+256 414 231 561',
    openingHours: 'Mon-Sat: 8:00 AM - 8:00 PM, Sun: 10:00 AM - 4:00 PM',
    managerName: 'Ruth Achieng',
    latitude: 0.3353,
    longitude: 32.5871,
    isActive: true,
  },
  {
    key: 'ntinda',
    name: 'Ntinda',
    address: 'Ntinda Shopping Complex, Ntinda-Kisaasi Road',
    city: 'Kampala',
    phone: '+256 414 231 562',
    openingHours: 'Mon-Sat: 8:00 AM - 6:00 PM',
    managerName: 'Peter Ochieng',
    latitude: 0.3541,
    longitude: 32.6152,
    isActive: true,
  },
  {
    key: 'naalya',
    name: 'Naalya',
    address: 'Quality Shopping Village, Naalya Road',
    city: 'Kampala',
    phone: '+256 414 231 563',
    openingHours: 'Mon-Sat: 8:00 AM - 7:00 PM',
    managerName: 'Esther Nakirya',
    latitude: 0.3697,
    longitude: 32.6436,
    isActive: true,
  },
  {
    key: 'entebbe',
    name: 'Entebbe',
    address: 'Victoria Mall, Kampala Road',
    city: 'Entebbe',
    phone: '+256 414 231 564',
    openingHours: 'Mon-Sat: 8:00 AM - 6:00 PM',
    managerName: 'Isaac Kato',
    latitude: 0.0613,
    longitude: 32.4725,
    isActive: true,
  },
  {
    key: 'mukono',
    name: 'Mukono (opening soon)',
    address: 'Colline Hotel Road, Mukono Town',
    city: 'Mukono',
    phone: '+256 414 231 565',
    openingHours: 'Opening in the new year',
    managerName: 'Moses Kizito',
    latitude: 0.3536,
    longitude: 32.7553,
    isActive: false,
  },
]

export interface Neighbourhood {
  name: string
  street: string
  city: string
  latitude: number
  longitude: number
}

const kampala = (name: string, street: string, latitude: number, longitude: number): Neighbourhood => ({
  name,
  street,
  city: 'Kampala',
  latitude,
  longitude,
})

export const NEIGHBOURHOODS: Neighbourhood[] = [
  kampala('Kololo', 'Prince Charles Drive', 0.331, 32.595),
  kampala('Bugolobi', 'Bandali Rise', 0.318, 32.62),
  kampala('Muyenga', 'Tank Hill Road', 0.293, 32.615),
  kampala('Naguru', 'Naguru Drive', 0.345, 32.605),
  kampala('Ntinda', 'Ntinda Road', 0.354, 32.615),
  kampala('Kisaasi', 'Kisaasi Road', 0.37, 32.605),
  kampala('Kyanja', 'Kyanja Ring Road', 0.385, 32.595),
  kampala('Bukoto', 'Bukoto Street', 0.348, 32.595),
  kampala('Kamwokya', 'Kira Road', 0.343, 32.585),
  kampala('Wandegeya', 'Bombo Road', 0.332, 32.572),
  kampala('Makerere', 'University Road', 0.335, 32.568),
  kampala('Mengo', 'Kabaka Anjagala Road', 0.302, 32.565),
  kampala('Kabalagala', 'Ggaba Road', 0.296, 32.6),
  kampala('Kansanga', 'Ggaba Road', 0.288, 32.61),
  kampala('Munyonyo', 'Munyonyo Road', 0.25, 32.62),
  kampala('Nsambya', 'Nsambya Road', 0.3, 32.59),
  kampala('Namuwongo', 'Namuwongo Road', 0.305, 32.605),
  kampala('Kiwatule', 'Kiwatule Road', 0.37, 32.625),
  kampala('Najjera', 'Najjera Road', 0.38, 32.63),
  kampala('Kira', 'Kira-Kasangati Road', 0.397, 32.639),
  kampala('Bweyogerere', 'Jinja Road', 0.354, 32.67),
  kampala('Namugongo', 'Namugongo Road', 0.393, 32.652),
  kampala('Naalya', 'Naalya Road', 0.368, 32.645),
  kampala('Kulambiro', 'Kulambiro Ring Road', 0.375, 32.618),
  kampala('Kyaliwajjala', 'Kyaliwajjala Road', 0.385, 32.66),
  kampala('Nansana', 'Hoima Road', 0.364, 32.528),
  kampala('Kawempe', 'Gayaza Road', 0.375, 32.56),
  kampala('Rubaga', 'Rubaga Road', 0.303, 32.553),
  kampala('Nateete', 'Masaka Road', 0.296, 32.542),
  kampala('Najjanankumbi', 'Entebbe Road', 0.28, 32.57),
  kampala('Kibuli', 'Kibuli Road', 0.308, 32.59),
  kampala('Old Kampala', 'Old Kampala Road', 0.315, 32.568),
  kampala('Nakawa', 'Port Bell Road', 0.328, 32.615),
  kampala('Mbuya', 'Mbuya Hill Road', 0.325, 32.63),
  kampala('Luzira', 'Port Bell Road', 0.3, 32.64),
  kampala('Lubowa', 'Entebbe Road', 0.245, 32.57),
  kampala('Kajjansi', 'Entebbe Road', 0.215, 32.55),
  { name: 'Entebbe Town', street: 'Kampala Road', city: 'Entebbe', latitude: 0.056, longitude: 32.463 },
  { name: 'Kitoro', street: 'Circular Road', city: 'Entebbe', latitude: 0.062, longitude: 32.47 },
  { name: 'Abaita Ababiri', street: 'Entebbe Road', city: 'Entebbe', latitude: 0.1, longitude: 32.495 },
  { name: 'Seeta', street: 'Jinja Road', city: 'Mukono', latitude: 0.36, longitude: 32.7 },
  { name: 'Mukono Town', street: 'Kampala-Jinja Highway', city: 'Mukono', latitude: 0.353, longitude: 32.755 },
]
