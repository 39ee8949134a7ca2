import environment from '../../../data/environment.json';
import type { EnvironmentFile } from '../data/environment';

/** data/environment.json, typed by its schema (tests/data/environment.schema.test.ts guarantees the shape). */
export const ENVIRONMENT = environment as unknown as EnvironmentFile;
