import { MediaConvertClient } from '@aws-sdk/client-mediaconvert';
import { clientOptions, once } from '../../../platform/clients/client-options';

/** MediaConvert's regional endpoint (no DescribeEndpoints needed any more). AWS only: nothing transcodes locally. */
export const mediaConvertClient = once(() => new MediaConvertClient(clientOptions(undefined)));
