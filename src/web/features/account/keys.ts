/** TanStack Query keys of the account feature, defined once. */
export const accountKeys = {
  /** GET /api/account/devices: this account's quick-login devices. */
  devices: () => ['account', 'devices'] as const,
};
