/** `tarock help [COMMAND]`: the commands, or one command's usage. */
import { fitHelp } from '../wrap';
import { type Command, usageText } from './command';

export function helpText(commands: readonly Command[]): string {
  const width = Math.max(...commands.map((c) => c.name.length));
  return fitHelp([
    'tarock: Bavarian and Illustrated Tarock on the command line.',
    '',
    'Commands:',
    ...commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    'tarock COMMAND --help shows how to call a command; tarock --version (-V) the version.',
    "--variant takes a preset id, or an id with options: --variant 'haferltarock(seats=4,kontra=true)'",
    '(tarock variants lists every preset with its options and their defaults).',
    '',
  ]).join('\n');
}

/** `tarock COMMAND --help`: the synopsis, the summary and what the options take. */
export function commandHelp(cmd: Command): string {
  return `${[usageText(cmd), ...fitHelp([cmd.summary, ...(cmd.details ?? [])])].join('\n')}\n`;
}
