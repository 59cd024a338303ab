import type { TDemoCredential } from '@skillway/functions/core/workflows/seed/seed-demo';

export type { TDemoCredential };

/** The demo sign-ins as an aligned text table for the terminal. */
export function formatCredentials(credentials: readonly TDemoCredential[]): string {
  if (credentials.length === 0) return 'No demo data seeded.';
  const header: TDemoCredential = { role: 'Role', email: 'Email', password: 'Password' };
  const rows = [header, ...credentials];
  const width = (key: 'role' | 'email' | 'password') => Math.max(...rows.map((row) => row[key].length));
  const [role, email, password] = [width('role'), width('email'), width('password')];
  const line = (row: TDemoCredential) => `  ${row.role.padEnd(role)}  ${row.email.padEnd(email)}  ${row.password}`;
  const rule = `  ${'-'.repeat(role)}  ${'-'.repeat(email)}  ${'-'.repeat(password)}`;
  const keys = credentials.flatMap((row) =>
    row.totpSecret
      ? [`  ${row.email} signs in with two-step verification: add the key ${row.totpSecret} to an authenticator app.`]
      : [],
  );
  return ['Demo sign-ins (local only):', line(header), rule, ...credentials.map(line), ...keys].join('\n');
}
