import environment from '../../../../../data/eos/environment.json';
import type { EnvironmentFile } from '../schemas/environment';

/** data/eos/environment.json, typed by its schema (tests/data/environment.schema.test.ts guarantees the shape). */
export const ENVIRONMENT = environment as unknown as EnvironmentFile;
