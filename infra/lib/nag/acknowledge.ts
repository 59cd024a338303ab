import { CfnResource, Stack, Validations } from 'aws-cdk-lib';
import { CfnPolicy } from 'aws-cdk-lib/aws-iam';
import type { IConstruct } from 'constructs';
// cdk-nag names IAM5 findings by this flattening (`Resource::<Bucket.Arn>/c/*`); using the same function keeps
// our acknowledgements exact rather than approximate.
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference.js';

/** Accepts one cdk-nag rule on a construct and everything under it, with the reason recorded in the template metadata. */
export function acknowledgeRule(scope: IConstruct, rule: string, reason: string): void {
  Validations.of(scope).acknowledge({ id: rule, reason });
}

/**
 * cdk-nag 3 matches IAM5 findings by their exact text (`AwsSolutions-IAM5[Resource::...]`), which names logical
 * ids and cross-stack exports only known once the app is synthesized. So this records a rule (which wildcards
 * under `scope` are accepted, and why) next to the code that grants them; SkillwayNagChecks applies it just
 * before the checks run, acknowledging exactly the findings `matches` accepts and no others.
 */
export function acknowledgeWildcards(
  scope: IConstruct,
  options: { matches: (finding: string) => boolean; reason: string },
): void {
  const root = scope.node.root;
  const list = deferred.get(root) ?? [];
  list.push({ scope, ...options });
  deferred.set(root, list);
}

const deferred = new WeakMap<
  IConstruct,
  { scope: IConstruct; matches: (finding: string) => boolean; reason: string }[]
>();

/**
 * Records a rule accepted on each CloudFormation resource under `scope` that `applies` picks (looked at once the
 * app is synthesized, so it sees the final properties), with the reason that resource gets. For rules the code
 * meets on some resources and not others, or may meet later: only those that do not are acknowledged.
 */
export function acknowledgeWhere(
  scope: IConstruct,
  rule: string,
  applies: (resource: CfnResource) => string | undefined,
): void {
  const root = scope.node.root;
  const list = deferredWhere.get(root) ?? [];
  list.push({ scope, rule, applies });
  deferredWhere.set(root, list);
}

const deferredWhere = new WeakMap<
  IConstruct,
  { scope: IConstruct; rule: string; applies: (resource: CfnResource) => string | undefined }[]
>();

/** Acknowledges the recorded wildcard and conditional findings of the app `scope` belongs to (after synthesis). */
export function applyDeferredAcknowledgements(scope: IConstruct): void {
  for (const entry of deferredWhere.get(scope.node.root) ?? []) {
    for (const node of entry.scope.node.findAll()) {
      if (!(node instanceof CfnResource)) continue;
      const reason = entry.applies(node);
      if (reason) acknowledgeRule(node, entry.rule, reason);
    }
  }
  for (const entry of deferred.get(scope.node.root) ?? []) {
    for (const node of entry.scope.node.findAll()) {
      if (!(node instanceof CfnPolicy)) continue;
      const document = Stack.of(node).resolve(node.policyDocument) as { Statement?: TStatement[] };
      for (const finding of wildcardFindings(document)) {
        if (entry.matches(finding)) acknowledgeRule(node, `AwsSolutions-IAM5[${finding}]`, entry.reason);
      }
    }
  }
}

interface TStatement {
  Effect?: string;
  Action?: string | string[];
  Resource?: unknown;
}

/** The findings cdk-nag's IAM5 would report for a policy document (Allow statements only). */
function wildcardFindings(document: { Statement?: TStatement[] }): string[] {
  const findings = new Set<string>();
  for (const statement of document.Statement ?? []) {
    if (statement.Effect !== 'Allow') continue;
    for (const action of toArray(statement.Action)) if (String(action).includes('*')) findings.add(`Action::${action}`);
    for (const resource of toArray(statement.Resource)) {
      const flat = flattenCfnReference(resource);
      if (flat.includes('*')) findings.add(`Resource::${flat}`);
    }
  }
  return [...findings];
}

function toArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
