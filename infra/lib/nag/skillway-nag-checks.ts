import type { IPolicyValidationContext, IPolicyValidationPlugin, PolicyValidationPluginReport } from 'aws-cdk-lib';
import { AwsSolutionsChecks, ServerlessChecks, type NagPackProps } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { applyDeferredAcknowledgements } from './acknowledge';

/** The cdk-nag packs the app is checked against: AWS Solutions (at synth and in tests) and Serverless (tests). */
export type TNagPack = 'AwsSolutions' | 'Serverless';

/**
 * A cdk-nag pack (AWS Solutions unless told), plus the wildcard acknowledgements that can only be computed once
 * the app is synthesized (cross-stack references resolved): see acknowledgeWildcards().
 */
export class SkillwayNagChecks implements IPolicyValidationPlugin {
  readonly name: string;
  readonly version?: string;
  readonly ruleIds?: string[];
  private readonly inner: AwsSolutionsChecks | ServerlessChecks;

  constructor(
    private readonly scope: IConstruct,
    props?: NagPackProps,
    pack: TNagPack = 'AwsSolutions',
  ) {
    this.inner = pack === 'Serverless' ? new ServerlessChecks(scope, props) : new AwsSolutionsChecks(scope, props);
    this.name = this.inner.name;
    this.version = this.inner.version;
    this.ruleIds = this.inner.ruleIds;
  }

  validate(context: IPolicyValidationContext): PolicyValidationPluginReport {
    applyDeferredAcknowledgements(this.scope);
    return this.inner.validate(context);
  }

  /** The same check run directly on a construct tree (tests). */
  validateScope(scope: IConstruct = this.scope): PolicyValidationPluginReport {
    applyDeferredAcknowledgements(scope);
    return this.inner.validateScope(scope);
  }
}
