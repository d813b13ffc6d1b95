import { formatWeights, measureRoutes } from './page-weight';
import { signedInStorageValue, startPortal } from './portal-server';

/** Prints the JavaScript and CSS each route loads (gzip), signed out for /login and /welcome, signed in for /home; `--files` lists each file. */
const port = Number(process.env.PORT ?? 8231);
const portal = await startPortal(port);
try {
  const storage = await signedInStorageValue(portal.origin);
  console.log(
    formatWeights(await measureRoutes(portal.origin, [{ path: '/login' }, { path: '/welcome' }, { path: '/home', storage }]), {
      files: process.argv.includes('--files'),
    }),
  );
} finally {
  await portal.stop();
}
