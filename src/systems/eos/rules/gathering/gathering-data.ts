import gatheringJson from '../../../../../data/eos/gathering.json';
import type { GatheringFile } from '../schemas/gathering';

/** data/eos/gathering.json, typed (tests/data/gathering.schema.test.ts guarantees the shape). */
export const GATHERING = gatheringJson as unknown as GatheringFile;
