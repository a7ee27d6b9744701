// My Account's words: every message and toast the account page shows, in one place.
export const accountMessages = {
  loadFailed: 'Failed to load profile',
  updated: 'Profile updated successfully',
  updateFailed: 'Failed to update profile',
  fullNameRequired: 'Please enter your full name',
  phoneRequired: 'Please enter your phone number',
  phoneInvalid: 'Please enter a valid phone number',
} as const
