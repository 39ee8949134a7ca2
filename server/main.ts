/** `npm run party-server`: see server/cli.ts. */
import { runCli } from './cli';

runCli(process.argv.slice(2), process.env).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
