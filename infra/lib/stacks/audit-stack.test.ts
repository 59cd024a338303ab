/**
 * The audit log on AWS (docs/architecture.md "Audit log"): the table's stream, its consumer's event source mapping
 * (only stamped records, bisect, partial batch failures, an on-failure queue with an alarm), the Object Lock archive
 * bucket and the archive schedule's access to it. Read from the whole app's templates (cdk.json's context, cdk-nag on)
 * on stub handlers, as the other stack tests.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { ENV } from '@skillway/functions/core/platform/definitions/environment';
import type { TSkillwayStacks } from '../skillway-app';
import { synthStubApp } from '../../test/synth-stub-app';
import { AUDIT_STREAM_BATCH, AUDIT_STREAM_RETRIES } from './audit-stack';

interface TMapping {
  FilterCriteria: { Filters: { Pattern: string }[] };
  DestinationConfig: { OnFailure: { Destination: unknown } };
  EventSourceArn: unknown;
}
interface TBucket {
  DeletionPolicy?: string;
  Properties: { LifecycleConfiguration: { Rules: { TagFilters?: { Key: string }[] }[] }; BucketName: unknown };
}

/** The audit log's own mapping (the stream's other consumers have theirs: xapi-forwarding-stream.test.ts). */
function auditMappings(template: Template): Record<string, unknown> {
  const mappings = template.findResources('AWS::Lambda::EventSourceMapping');
  return Object.fromEntries(Object.entries(mappings).filter(([id]) => id.startsWith('AuditStream')));
}

const RESTORED = 'skillway-dev-restored-20261206';
const RESTORED_STREAM = `arn:aws:dynamodb:eu-west-2:123456789012:table/${RESTORED}/stream/2026-12-06T10:00:00.000`;

describe('the audit log on AWS', () => {
  let stacks: TSkillwayStacks;
  let audit: Template;
  beforeAll(() => {
    stacks = synthStubApp();
    audit = Template.fromStack(stacks.audit);
  }, 300_000);

  it("turns the table's stream on (both images) and names it in SSM for the consumer", () => {
    const data = Template.fromStack(stacks.data);
    data.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
    });
    data.hasResourceProperties('AWS::SSM::Parameter', { Name: '/skillway-dev/table-stream-arn' });
  });

  it('feeds only stamped records to the consumer, one shard in order, bisecting, resuming from the first failure', () => {
    const mappings = auditMappings(audit);
    expect(Object.keys(mappings)).toHaveLength(1);
    const mapping = (Object.values(mappings)[0] as { Properties: TMapping }).Properties;
    expect(mapping).toMatchObject({
      StartingPosition: 'TRIM_HORIZON',
      BatchSize: AUDIT_STREAM_BATCH.size,
      ParallelizationFactor: 1,
      BisectBatchOnFunctionError: true,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      MaximumRetryAttempts: AUDIT_STREAM_RETRIES.attempts,
      MaximumRecordAgeInSeconds: AUDIT_STREAM_RETRIES.maxRecordAge.toSeconds(),
    });
    expect(mapping.FilterCriteria.Filters.map((filter) => JSON.parse(filter.Pattern) as unknown)).toEqual([
      { eventName: ['INSERT'], dynamodb: { NewImage: { _aud: { S: [{ exists: true }] } } } },
      { eventName: ['MODIFY'], dynamodb: { NewImage: { _aud: { S: [{ exists: true }] } } } },
      { eventName: ['REMOVE'], dynamodb: { OldImage: { _aud: { S: [{ exists: true }] } } } },
    ]);
    expect(JSON.stringify(mapping.DestinationConfig.OnFailure.Destination)).toMatch(/StreamFailures/);
    expect(JSON.stringify(mapping.EventSourceArn)).toMatch(/tablestreamarn/);
  });

  it("alarms on the failure queue and on the consumer falling behind; it reads the stream on the stream's ARN", () => {
    audit.hasResourceProperties('AWS::CloudWatch::Alarm', { AlarmName: 'skillway-dev-audit-stream-failures' });
    audit.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmName: 'skillway-dev-audit-stream-behind',
      MetricName: 'IteratorAge',
    });
    audit.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: ['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator'],
            Resource: Match.objectLike({ Ref: Match.stringLikeRegexp('tablestreamarn') }),
          }),
        ]),
      },
    });
  });

  it('keeps the archive in a private, versioned Object Lock bucket that is never deleted with the stack', () => {
    const buckets = audit.findResources('AWS::S3::Bucket', { Properties: { ObjectLockEnabled: true } });
    expect(Object.keys(buckets)).toHaveLength(1);
    const bucket = Object.values(buckets)[0] as TBucket;
    expect(bucket.DeletionPolicy).toBe('Retain');
    expect(bucket.Properties).toMatchObject({
      VersioningConfiguration: { Status: 'Enabled' },
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
    });
    const rules = bucket.Properties.LifecycleConfiguration.Rules;
    expect(rules.filter((rule) => rule.TagFilters?.[0]?.Key === 'audit-retention-years')).toHaveLength(10);
    expect(JSON.stringify(bucket.Properties.BucketName)).toContain('skillway-dev-audit-archive-');
  });

  it('lets the archive schedule write locked, tagged objects under the archive prefix, by name', () => {
    const events = Template.fromStack(stacks.events);
    const archiver = stacks.events.handlers.get('schedules/archive-audit-log');
    expect(archiver).toBeDefined();
    const functions = events.findResources('AWS::Lambda::Function', {
      Properties: { Environment: { Variables: { [ENV.AUDIT_ARCHIVE_BUCKET]: Match.anyValue() } } },
    });
    expect(Object.keys(functions)).toHaveLength(1);
    const policies = JSON.stringify(events.findResources('AWS::IAM::Policy'));
    expect(policies).toContain('s3:PutObjectRetention');
    expect(policies).toMatch(/audit-archive-.*audit-archive\/\*/);
    // A plain name: the events stack refers to nothing of the audit stack.
    expect(JSON.stringify(events.toJSON())).not.toMatch(/skillway-dev-audit:/);
  });
});

describe('after a restore', () => {
  it('without the restored stream makes no mapping and says so; with it, consumes that stream', () => {
    const without = synthStubApp({ 'skillway:tableName': RESTORED });
    expect(Template.fromStack(without.audit).findResources('AWS::Lambda::EventSourceMapping')).toEqual({});
    Annotations.fromStack(without.audit).hasWarning('*', Match.stringLikeRegexp('records nothing'));

    const withStream = synthStubApp({ 'skillway:tableName': RESTORED, 'skillway:tableStreamArn': RESTORED_STREAM });
    Template.fromStack(withStream.data).hasResourceProperties('AWS::SSM::Parameter', {
      Name: '/skillway-dev/table-stream-arn',
      Value: RESTORED_STREAM,
    });
    expect(Object.keys(auditMappings(Template.fromStack(withStream.audit)))).toHaveLength(1);
  }, 600_000);
});
