/** The command registry: one file per command. Add a command here to make `tarock NAME` run it. */
import type { Command } from './command';
import { bench } from './bench';
import { deal } from './deal';
import { host } from './host';
import { join } from './join';
import { play } from './play';
import { replay } from './replay';
import { rules } from './rules';
import { score } from './score';
import { simulate } from './simulate';
import { variants } from './variants';

export const COMMANDS: readonly Command[] = [
  variants,
  rules,
  deal,
  replay,
  score,
  simulate,
  play,
  join,
  host,
  bench,
];
