// The one featured recipe of /discover/recipes (static content).
export const featuredRecipe = {
  title: 'Grilled Beef Sausages with Kachumbari',
  summary:
    'A Kampala weekend favourite: juicy beef sausages off the grill with a fresh tomato and onion kachumbari. Ready in half an hour.',
  prepMinutes: 15,
  cookMinutes: 15,
  serves: 4,
  ingredients: [
    '500 g Kampala Meats beef sausages',
    '4 ripe tomatoes, diced',
    '1 red onion, finely sliced',
    '1 green chilli, seeded and chopped (optional)',
    'A handful of fresh coriander, chopped',
    'Juice of 1 lime',
    '1 tablespoon vegetable oil',
    'Salt and black pepper',
  ],
  steps: [
    'Soak the sliced onion in salted water for 10 minutes, then drain: it takes the sharpness away.',
    'Mix the tomatoes, onion, chilli and coriander with the lime juice and a pinch of salt. Set aside.',
    'Heat a grill or heavy pan to medium. Brush the sausages lightly with oil; do not prick them.',
    'Grill for 12 to 15 minutes, turning often, until browned all over and hot right through (75 °C inside).',
    'Rest the sausages for 2 minutes, then serve with the kachumbari, roasted matooke or chapati.',
  ],
} as const

export const RECIPE_CATEGORIES = ['Beef', 'Pork', 'Lamb', 'Poultry'] as const
