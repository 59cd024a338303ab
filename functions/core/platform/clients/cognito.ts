import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { config } from '../config';
import { clientOptions, once } from './client-options';

export const cognitoClient = once(() => new CognitoIdentityProviderClient(clientOptions(config.cognitoEndpoint)));
