// The shop's public details, shown in the footer, the contact page and the chat widget.
export const business = {
  name: 'Kampala Meats',
  email: 'hello@kampalameats.co.ug',
  phone: '+256 414 000 000',
  address: 'Plot 12, Port Bell Road, Luzira, Kampala',
  hours: 'Monday to Saturday 8 AM to 6 PM',
  social: {
    facebook: 'https://www.facebook.com/',
    instagram: 'https://www.instagram.com/',
    x: 'https://x.com/',
  },
} as const
