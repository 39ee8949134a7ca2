/**
 * The party server's log. Each line says what happened, and for a refusal what was refused and why, with the address,
 * party and member it concerns; never a secret, a member key or a token.
 */
export interface Log {
  info(line: string): void;
  refused(line: string): void;
}

/** Lines on stdout (refusals on stderr), each with the time. */
export const consoleLog: Log = {
  info: (line) => console.log(`${new Date().toISOString()} ${line}`),
  refused: (line) => console.error(`${new Date().toISOString()} refused ${line}`),
};
