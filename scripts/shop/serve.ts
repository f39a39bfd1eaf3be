/**
 * `npm run shop`: starts the demo shop and keeps it up until Ctrl-C.
 * PORT picks the port (default: a free one); HOST the interface (default 127.0.0.1).
 */
import { startShop } from './server.js';
import { SHOP_VERSIONS, shopVersionFromEnv } from './versions.js';

shopVersionFromEnv(); // fail fast on a bad SHOP_VERSION
const shop = await startShop({
  ...(process.env.PORT ? { port: Number(process.env.PORT) } : {}),
  ...(process.env.HOST ? { host: process.env.HOST } : {}),
});
console.log(`Demo shop running at ${shop.url}/ (redirects to ${shopVersionFromEnv()})`);
for (const version of SHOP_VERSIONS) console.log(`  ${version.padEnd(12)} ${shop.urlFor(version, '/login')}`);
console.log('Log in as standard_user / secret_sauce. Ctrl-C to stop.');

let stopping = false;
const stop = (): void => {
  if (stopping) return;
  stopping = true;
  shop.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
