import type { IPolicyValidationContext, IPolicyValidationPlugin, PolicyValidationPluginReport } from 'aws-cdk-lib';
import { AwsSolutionsChecks, type NagPackProps } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { applyDeferredAcknowledgements } from './acknowledge';

/**
 * cdk-nag's AWS Solutions pack, plus the wildcard acknowledgements that can only be computed once the app is
 * synthesized (cross-stack references resolved): see acknowledgeWildcards().
 */
export class SkillwayNagChecks implements IPolicyValidationPlugin {
  readonly name: string;
  readonly version?: string;
  readonly ruleIds?: string[];
  private readonly inner: AwsSolutionsChecks;

  constructor(
    private readonly scope: IConstruct,
    props?: NagPackProps,
  ) {
    this.inner = new AwsSolutionsChecks(scope, props);
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
