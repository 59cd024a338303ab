export const certificateKeys = {
  all: ['certificates'] as const,
  /** The public check of one certificate id (GET /certificates/verify/{id}). */
  verification: (id: string) => [...certificateKeys.all, 'verification', id] as const,
};
