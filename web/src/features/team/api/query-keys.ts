export const teamKeys = {
  all: ['team'] as const,
  list: (search: string) => [...teamKeys.all, 'list', search] as const,
};
