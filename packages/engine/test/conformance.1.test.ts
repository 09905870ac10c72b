/** The shared conformance suite, second shard (see conformanceSuite.ts). */
import { conformanceShard } from './conformanceSuite';

conformanceShard(1);
