import { parseArgs } from 'node:util';

interface TBootstrapOptions {
  readonly stage: string;
  readonly region: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
}

export type TBootstrapParsed = { options: TBootstrapOptions } | { help: true } | { error: string };

export const BOOTSTRAP_USAGE = `Usage: npm run bootstrap:super-admin -- --stage <stage> --email <address> --first-name <name> --last-name <name>

Creates the first super administrator of a deployed stage (company "platform", role super administrator) in its
table and user pool, with the AWS credentials of your shell, and prints a temporary password once. At first sign-in
it must be replaced and two-step verification set up.

  --stage STAGE         the stage's name, as deployed (SKILLWAY_STAGE)
  --region REGION       the stage's region (AWS_REGION, CDK_DEFAULT_REGION; default eu-west-2)
  --email ADDRESS       the super administrator's email address (it must not have an account)
  --first-name NAME
  --last-name NAME
  -h, --help`;

type TEnv = Record<string, string | undefined>;

/** The command line and environment of `npm run bootstrap:super-admin`, checked; never exits or prints. */
export function parseBootstrapArgs(argv: string[], env: TEnv): TBootstrapParsed {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        stage: { type: 'string' },
        region: { type: 'string' },
        email: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    return { error: (error as Error).message };
  }
  if (values.help) return { help: true };
  const stage = values.stage ?? env.SKILLWAY_STAGE;
  if (!stage) return { error: '--stage is required (or SKILLWAY_STAGE)' };
  if (!/^[a-z][a-z0-9-]{0,14}$/.test(stage)) return { error: `--stage "${stage}" is not a stage name` };
  const missing = (['email', 'first-name', 'last-name'] as const).filter((name) => !values[name]?.trim());
  if (missing.length > 0) return { error: `${missing.map((name) => `--${name}`).join(', ')} required` };
  return {
    options: {
      stage,
      region: values.region ?? env.AWS_REGION ?? env.CDK_DEFAULT_REGION ?? 'eu-west-2',
      email: values.email!,
      firstName: values['first-name']!,
      lastName: values['last-name']!,
    },
  };
}
