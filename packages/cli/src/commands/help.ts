/** `tarock help [COMMAND]`: the commands, or one command's usage. */
import type { Command } from './command';

export function helpText(commands: readonly Command[]): string {
  const width = Math.max(...commands.map((c) => c.name.length));
  return [
    'tarock: Bavarian and Illustrated Tarock on the command line.',
    '',
    'Commands:',
    ...commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    'tarock COMMAND --help shows how to call a command.',
    '',
  ].join('\n');
}
