/**
 * cognito-local's server with CUSTOM_AUTH added (cognito-custom-auth.ts), so the API's SSO sign-in makes the same
 * two SDK calls locally as on AWS. Built as cognito-local's own createDefaultServer builds it (lib/server/defaults.js:
 * config from `.cognito/config.json`, data in `.cognito/db`, its services and Router), except that AdminInitiateAuth
 * with AuthFlow CUSTOM_AUTH and AdminRespondToAuthChallenge go to our implementation, which runs the pool's trigger
 * modules (events/triggers/auth-challenge, USER_POOL_TRIGGERS) in this process, as Lambda runs them on AWS.
 *
 * cognito-local.ts starts it (`node --import tsx`) in DATA_DIR/cognito with PORT and HOST, and the triggers'
 * environment (table, DynamoDB Local, the ssoSealing value: local-environment.ts, userPoolTriggerEnvironment).
 */
import { createRequire } from 'node:module';
// The manifest's events module alone: the whole shared index (every schema) would slow each start for one list.
import { USER_POOL_TRIGGERS } from '@skillway/shared/manifest/events';
import { UserLambdaValidationError } from 'cognito-local/lib/errors';
import { loadConfig } from 'cognito-local/lib/server/config';
import { Router } from 'cognito-local/lib/server/Router';
import { createServer } from 'cognito-local/lib/server/server';
import { DateClock, LambdaService, MessagesService, TriggersService, type Services } from 'cognito-local/lib/services';
import { CognitoServiceFactoryImpl } from 'cognito-local/lib/services/cognitoService';
import { CryptoService } from 'cognito-local/lib/services/crypto';
import { StormDBDataStoreFactory } from 'cognito-local/lib/services/dataStore/stormDb';
import { ConsoleMessageSender } from 'cognito-local/lib/services/messageDelivery/consoleMessageSender';
import { MessageDeliveryService } from 'cognito-local/lib/services/messageDelivery/messageDelivery';
import { otp } from 'cognito-local/lib/services/otp';
import { JwtTokenGenerator } from 'cognito-local/lib/services/tokenGenerator';
import { UserPoolServiceFactoryImpl } from 'cognito-local/lib/services/userPoolService';
import { customAuth, type TInvokeTrigger } from './cognito-custom-auth';
import { createHandlerLoader } from './handler-loader';
import { LOCAL_REGION } from './local-environment';
import { EVENTS_DIR } from './paths';

// cognito-local's own dependencies (its logger, and the Lambda client its unused trigger service is built with).
const fromCognitoLocal = createRequire(createRequire(import.meta.url).resolve('cognito-local/package.json'));
const pino = fromCognitoLocal('pino') as (options: { level: string }) => Parameters<typeof createServer>[1];
const AWS = fromCognitoLocal('aws-sdk') as { Lambda: new (options: unknown) => unknown };

const logger = pino({ level: process.env.DEBUG ? 'debug' : 'info' });

async function createServices(): Promise<Services> {
  const ctx = { logger };
  const configDirectory = '.cognito';
  const dataDirectory = `${configDirectory}/db`;
  const config = await loadConfig(ctx, new StormDBDataStoreFactory(configDirectory));
  const clock = new DateClock();
  const dataStoreFactory = new StormDBDataStoreFactory(dataDirectory);
  const cognitoServiceFactory = new CognitoServiceFactoryImpl(
    dataDirectory,
    dataStoreFactory,
    new UserPoolServiceFactoryImpl(clock, dataStoreFactory),
  );
  const cognito = await cognitoServiceFactory.create(ctx, config.UserPoolDefaults);
  const triggers = new TriggersService(
    clock,
    cognito,
    new LambdaService(config.TriggerFunctions, new AWS.Lambda(config.LambdaClient) as never),
    new CryptoService(config.KMSConfig),
  );
  return {
    clock,
    cognito,
    config,
    messages: new MessagesService(triggers, new MessageDeliveryService(new ConsoleMessageSender())),
    otp,
    tokenGenerator: new JwtTokenGenerator(clock, triggers, config.TokenConfig),
    triggers,
  };
}

/** The pool's triggers as Lambda runs them: each module loaded once, on first use; a thrown error fails the call. */
function triggerInvoker(): TInvokeTrigger {
  const handlers = createHandlerLoader(EVENTS_DIR);
  const modules = new Map(USER_POOL_TRIGGERS.map((row) => [row.trigger, row.handler] as const));
  return async (trigger, event) => {
    const module = modules.get(trigger);
    if (!module) throw new Error(`USER_POOL_TRIGGERS has no ${trigger} trigger`);
    const handler = await handlers.get(module);
    try {
      return (await handler(structuredClone(event))) as typeof event;
    } catch (error) {
      logger.error({ err: error, trigger }, 'trigger failed');
      // What Cognito answers when a trigger throws.
      throw new UserLambdaValidationError(`${trigger} failed with error ${(error as Error).message}.`);
    }
  };
}

const services = await createServices();
const custom = customAuth({ services, invoke: triggerInvoker(), region: process.env.AWS_REGION ?? LOCAL_REGION });
const routes = Router(services);
const router: typeof routes = (target) => {
  if (target === 'AdminInitiateAuth') {
    const original = routes(target);
    return (ctx, req: { AuthFlow?: string }) =>
      req.AuthFlow === 'CUSTOM_AUTH' ? custom.initiate(ctx, req) : original(ctx, req);
  }
  if (target === 'AdminRespondToAuthChallenge') return (ctx, req) => custom.respond(ctx, req);
  return routes(target);
};

const server = await createServer(router, logger, services.config.ServerConfig, services).start();
const address = server.address();
logger.info(
  `Cognito Local (with CUSTOM_AUTH) running on ${typeof address === 'string' ? address : `http://${address?.address}:${address?.port}`}`,
);
