import { describe, expect, it } from 'vitest';
import { parseBootstrapArgs } from './bootstrap-args';

const PERSON = ['--email', 'ops@example.com', '--first-name', 'Ada', '--last-name', 'Lovelace'];

describe('npm run bootstrap:super-admin arguments', () => {
  it('takes the stage from the flag or SKILLWAY_STAGE, and the region from the flag or the AWS environment', () => {
    expect(parseBootstrapArgs(['--stage', 'prod', ...PERSON], {})).toEqual({
      options: { stage: 'prod', region: 'eu-west-2', email: 'ops@example.com', firstName: 'Ada', lastName: 'Lovelace' },
    });
    expect(parseBootstrapArgs(PERSON, { SKILLWAY_STAGE: 'staging', AWS_REGION: 'eu-west-1' })).toMatchObject({
      options: { stage: 'staging', region: 'eu-west-1' },
    });
  });

  it('names what is missing or wrong, and offers help', () => {
    expect(parseBootstrapArgs(PERSON, {})).toEqual({ error: '--stage is required (or SKILLWAY_STAGE)' });
    expect(parseBootstrapArgs(['--stage', 'Prod!', ...PERSON], {})).toEqual({
      error: '--stage "Prod!" is not a stage name',
    });
    expect(parseBootstrapArgs(['--stage', 'prod', '--email', 'ops@example.com'], {})).toEqual({
      error: '--first-name, --last-name required',
    });
    expect(parseBootstrapArgs(['--stage', 'prod', '--mail', 'x'], {})).toHaveProperty('error');
    expect(parseBootstrapArgs(['--help'], {})).toEqual({ help: true });
  });
});
