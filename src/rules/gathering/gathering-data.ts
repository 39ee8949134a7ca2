import gatheringJson from '../../../data/gathering.json';
import type { GatheringFile } from '../data/gathering';

/** data/gathering.json, typed (tests/data/gathering.schema.test.ts guarantees the shape). */
export const GATHERING = gatheringJson as unknown as GatheringFile;
