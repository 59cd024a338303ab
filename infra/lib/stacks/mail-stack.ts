import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import {
  ConfigurationSet,
  ConfigurationSetTlsPolicy,
  EmailIdentity,
  Identity,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import { appPrefix, type TSettings } from '../config/settings';

export interface TMailStackProps extends StackProps {
  readonly settings: TSettings;
}

/**
 * Email (SES v2): the sending identity and a configuration set that every message from it uses by default
 * (TLS required, reputation metrics, bounces and complaints suppressed). With a custom domain the identity is
 * the domain (DKIM records to add in DNS: the stack outputs their names); otherwise it is the sender address,
 * which SES verifies by email. A new account starts in the SES sandbox: request production access before launch.
 */
export class MailStack extends Stack {
  readonly identity: EmailIdentity;
  readonly configurationSet: ConfigurationSet;
  readonly configurationSetArn: string;
  readonly fromAddress: string;

  constructor(scope: Construct, id: string, props: TMailStackProps) {
    super(scope, id, props);
    const { settings } = props;
    this.fromAddress = settings.mailFrom;

    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      configurationSetName: appPrefix(settings),
      tlsPolicy: ConfigurationSetTlsPolicy.REQUIRE,
      reputationMetrics: true,
      sendingEnabled: true,
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    this.configurationSetArn = this.formatArn({
      service: 'ses',
      resource: 'configuration-set',
      resourceName: this.configurationSet.configurationSetName,
    });

    const senderDomain = settings.mailFrom.split('@')[1];
    const useDomain = settings.domainName !== undefined && senderDomain === settings.domainName;
    this.identity = new EmailIdentity(this, 'Identity', {
      identity: useDomain ? Identity.domain(senderDomain) : Identity.email(settings.mailFrom),
      configurationSet: this.configurationSet,
    });

    if (useDomain) {
      // No hosted-zone lookup at synth: the three DKIM CNAMEs are printed for whoever owns the DNS.
      const tokens = [
        [this.identity.dkimDnsTokenName1, this.identity.dkimDnsTokenValue1],
        [this.identity.dkimDnsTokenName2, this.identity.dkimDnsTokenValue2],
        [this.identity.dkimDnsTokenName3, this.identity.dkimDnsTokenValue3],
      ];
      tokens.forEach(
        ([name, value], i) => new CfnOutput(this, `DkimCname${i + 1}`, { value: `${name} CNAME ${value}` }),
      );
    }
  }
}
