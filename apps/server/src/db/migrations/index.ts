// Every migration, in order. Names sort; add a new file and a line here, never edit a shipped one.
import type { Migration } from 'kysely';
import * as foundation from './0001-foundation.ts';
import * as display from './0002-display.ts';

export const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-display': display,
};
