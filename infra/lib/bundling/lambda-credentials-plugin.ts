import type { Plugin } from 'esbuild';

const NAMESPACE = 'skillway-lambda-credentials';

/**
 * Every AWS SDK client's default credential chain (`@aws-sdk/credential-provider-node`) carries SSO, STS, web
 * identity, login, ini files, processes and the instance metadata service: about 95 KB minified (most of it the
 * nested STS/SSO/sign-in clients) in every bundle, read at every cold start. Lambda gives a function its execution
 * role's credentials in the environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN), the first
 * link of that chain; so in Lambda bundles the chain is the environment link alone (the same provider and errors
 * the SDK uses). Tests and the local stack run the sources and keep the full chain.
 */
export function lambdaCredentialsPlugin(): Plugin {
  return {
    name: 'skillway-lambda-credentials',
    setup(build) {
      build.onResolve({ filter: /^@aws-sdk\/credential-provider-node$/ }, (args) => ({
        path: 'credential-provider-node',
        namespace: NAMESPACE,
        pluginData: args.resolveDir,
      }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
        // Resolved where the client asked for the chain (the env link is one of its dependencies).
        contents: [
          "import { fromEnv } from '@aws-sdk/credential-provider-env';",
          'export const defaultProvider = (init = {}) => fromEnv(init);',
        ].join('\n'),
        loader: 'js',
        resolveDir: args.pluginData as string,
      }));
    },
  };
}
