/**
 * Where `tarock play` keeps the match it is playing: `--save FILE`, else the XDG state folder,
 * `$XDG_STATE_HOME/tarock/play.json`, else `~/.local/state/tarock/play.json` (HOME). Read from
 * the Io's environment, so that tests never touch the real home.
 */
import { isAbsolute, join } from 'node:path';
import { type Result, err, ok } from '@tarock/engine';

/** The file a match is kept in when no `--save FILE` is given. */
export function defaultSaveFile(env: Readonly<Record<string, string | undefined>>): Result<string> {
  // The XDG base directory specification ignores a relative path.
  const xdg = env['XDG_STATE_HOME'];
  if (xdg && isAbsolute(xdg)) return ok(join(xdg, 'tarock', 'play.json'));
  const home = env['HOME'];
  if (home) return ok(join(home, '.local', 'state', 'tarock', 'play.json'));
  return err('neither XDG_STATE_HOME nor HOME is set: name a file to keep the match in with --save FILE');
}

/** A path as one shell word: as it is when it needs no quotes, else in single quotes. */
export function shellWord(text: string): string {
  return /^[\w./:@%+=,-]+$/.test(text) ? text : `'${text.replaceAll("'", `'\\''`)}'`;
}

/** The command that continues the match kept in `file` (`tarock play --resume`, `… FILE`). */
export function resumeCommand(file: string, isDefault: boolean): string {
  return isDefault ? 'tarock play --resume' : `tarock play --resume ${shellWord(file)}`;
}
