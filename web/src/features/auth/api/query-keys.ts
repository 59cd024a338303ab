export const authKeys = {
  all: ['auth'] as const,
  resetToken: (token: string, email: string) => [...authKeys.all, 'reset-token', token, email] as const,
};
