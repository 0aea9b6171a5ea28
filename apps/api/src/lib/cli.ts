import readline from 'node:readline/promises';

/** `--name value` / `--name=value` / `--flag` and the positional arguments of a command line. */
export function parseArgs(argv: readonly string[]): { flags: Map<string, string | true>; rest: string[] } {
  const flags = new Map<string, string | true>();
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) {
      rest.push(arg);
      continue;
    }
    const [name, value] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (value !== undefined) flags.set(name, value);
    else if (argv[i + 1] !== undefined && !argv[i + 1]!.startsWith('--')) flags.set(name, argv[++i]!);
    else flags.set(name, true);
  }
  return { flags, rest };
}

/** Asks before something irreversible; `--yes` answers for scripts. Without a terminal, refuses. */
export async function confirm(question: string, yes: boolean): Promise<boolean> {
  if (yes) return true;
  if (!process.stdin.isTTY) {
    console.error(`${question}\nSin terminal para confirmar: repetí el comando con --yes.`);
    return false;
  }
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  const answer = await rl.question(`${question} Escribí "si" para continuar: `);
  rl.close();
  return answer.trim().toLowerCase() === 'si';
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Runs a command's main, printing a failure without a stack trace and exiting 1. */
export function runCli(main: () => Promise<number | void>): void {
  main().then(
    (code) => process.exit(code ?? 0),
    (error: unknown) => {
      console.error(`\nError: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
