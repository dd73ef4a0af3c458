/** TanStack Query keys of the password (account) feature, defined once. */
export const accountKeys = {
  /** GET /api/account/devices: this account's quick-login devices. */
  devices: () => ['account', 'devices'] as const,
};
