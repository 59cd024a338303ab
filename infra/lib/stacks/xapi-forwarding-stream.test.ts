/**
 * LRS forwarding's consumer of the table's stream on AWS (docs/elearning-standards.md "Forwarding"): its own Lambda
 * and event source mapping beside the audit log's, passing only new LrsStatement items, one shard in order, from the
 * latest record, resuming from the first failure, with an alarmed on-failure queue; none without the stream.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { synthStubApp } from '../../test/synth-stub-app';
import { XAPI_FORWARDING_STREAM_BATCH, XAPI_FORWARDING_STREAM_RETRIES } from './xapi-forwarding-stream';

function forwardingMappings(template: Template) {
  const mappings = template.findResources('AWS::Lambda::EventSourceMapping');
  return Object.entries(mappings).filter(([id]) => id.startsWith('XapiForwardingStream'));
}

describe("LRS forwarding's stream consumer", () => {
  let audit: Template;
  beforeAll(() => {
    audit = Template.fromStack(synthStubApp().audit);
  }, 300_000);

  it('takes only INSERTs of LrsStatement items, one shard in order, from the latest, resuming from the failure', () => {
    const mappings = forwardingMappings(audit);
    expect(mappings).toHaveLength(1);
    const mapping = (mappings[0]![1] as { Properties: Record<string, unknown> }).Properties;
    expect(mapping).toMatchObject({
      StartingPosition: 'LATEST',
      BatchSize: XAPI_FORWARDING_STREAM_BATCH.size,
      ParallelizationFactor: 1,
      BisectBatchOnFunctionError: true,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      MaximumRetryAttempts: XAPI_FORWARDING_STREAM_RETRIES.attempts,
      MaximumRecordAgeInSeconds: XAPI_FORWARDING_STREAM_RETRIES.maxRecordAge.toSeconds(),
    });
    const filters = (mapping.FilterCriteria as { Filters: { Pattern: string }[] }).Filters;
    expect(filters.map((filter) => JSON.parse(filter.Pattern) as unknown)).toEqual([
      { eventName: ['INSERT'], dynamodb: { NewImage: { _et: { S: ['LrsStatement'] } } } },
    ]);
    expect(JSON.stringify(mapping.DestinationConfig)).toMatch(/XapiForwardingStreamFailures/);
    expect(JSON.stringify(mapping.EventSourceArn)).toMatch(/tablestreamarn/);
  });

  it('runs its own function, alarmed when records fail', () => {
    audit.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('^LRS forwarding'),
      Timeout: 120,
    });
    audit.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmName: 'skillway-dev-xapi-forwarding-stream-failures',
    });
  });

  it("may read the statements' attachments from the uploads bucket, to send their content on", () => {
    const functions = audit.findResources('AWS::Lambda::Function', {
      Properties: { Description: Match.stringLikeRegexp('^LRS forwarding') },
    });
    const role = JSON.stringify((Object.values(functions)[0] as { Properties: { Role: unknown } }).Properties.Role);
    const policies = Object.values(audit.findResources('AWS::IAM::Policy')).filter((policy) =>
      JSON.stringify((policy as { Properties: { Roles: unknown } }).Properties.Roles).includes(
        JSON.parse(role)['Fn::GetAtt'][0],
      ),
    );
    expect(JSON.stringify(policies)).toContain('s3:GetObject');
  });

  it('is not made without the stream (a restored table without its stream ARN)', () => {
    const without = synthStubApp({ 'skillway:tableName': 'skillway-dev-restored-20261206' });
    expect(forwardingMappings(Template.fromStack(without.audit))).toEqual([]);
  }, 600_000);
});
