/** The `tarock` command line: finds the command, reads its arguments, runs it, returns the exit code. */
import { EXIT, parseCommandArgs, usageError } from './commands/command';
import { commandHelp, helpText } from './commands/help';
import { COMMANDS } from './commands/index';
import type { Io } from './io';
import { cliVersion, engineVersion } from './version';
import { lineWidth, setWidth, wrapMessage } from './wrap';

export async function main(argv: readonly string[], given: Io): Promise<number> {
  // Lines within the terminal's width: 100 columns, fewer on a narrower one (wrap.ts).
  setWidth(lineWidth(given.columns, given.env));
  // Every error any command prints, within that width too.
  const io: Io = { ...given, error: (text) => given.error(wrapMessage(text)) };
  const [name, ...rest] = argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    const cmd = COMMANDS.find((c) => c.name === rest[0]);
    if (!cmd && rest[0] !== undefined) {
      io.error(`tarock help: unknown command "${rest[0]}"\n\n${helpText(COMMANDS)}`);
      return EXIT.usage;
    }
    io.write(cmd ? commandHelp(cmd) : helpText(COMMANDS));
    return name === undefined ? EXIT.usage : EXIT.ok;
  }
  if (name === '--version' || name === '-V') {
    io.write(`tarock ${cliVersion()} (engine ${engineVersion()})\n`);
    return EXIT.ok;
  }
  const cmd = COMMANDS.find((c) => c.name === name);
  if (!cmd) {
    io.error(`tarock: unknown command "${name}"\n\n${helpText(COMMANDS)}`);
    return EXIT.usage;
  }
  const args = parseCommandArgs(cmd, rest);
  if (!args.ok) {
    return usageError(io, cmd, args.error);
  }
  if (args.value.values['help']) {
    io.write(commandHelp(cmd));
    return EXIT.ok;
  }
  return cmd.run({ io, ...args.value });
}
