// A `tarock join` keeping seats, for seatFile.test.ts: from the time given, keeps `count` seats of
// its own in the seats file, one change at a time, as joins at several tables at once would.
import { register } from 'tsx/esm/api';

register();
const { storeSeat } = await import('../src/online/seatFile.ts');
const [file, who, count, startAt] = process.argv.slice(2);
// The test is about entries lost, not about waiting: a loaded machine may keep another writer's
// lock for longer than a join would wait (SEAT_LOCK_WAIT_MS).
const waitMs = 60_000;
while (Date.now() < Number(startAt)) {
  // All writers start together, so that their changes interleave.
}
for (let i = 0; i < Number(count); i++) {
  const r = storeSeat(
    file,
    `http://localhost:8080 ${who}-${i}`,
    {
      seat: 1,
      token: `${who}-${i}`,
      name: who,
      used: new Date(0).toISOString(),
    },
    waitMs,
  );
  if (!r.ok) {
    console.error(r.error);
    process.exit(1);
  }
}
