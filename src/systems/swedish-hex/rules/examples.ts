import type { FolkslagTable } from './schemas/folkslag';
import type { ItemCatalogue } from './schemas/items';
import { FOLKSLAG_EXAMPLE, ITEMS_EXAMPLE } from './tables';

/**
 * The worked example of a campaign's folkslag table, marked `example: true`: the text says the sub-attributes depend on
 * the folkslag but lists none, so a new campaign may start from this and the GM changes it.
 */
export function exampleFolkslagTable(): FolkslagTable {
  return FOLKSLAG_EXAMPLE;
}

/** The worked example of an item catalogue, marked `example: true` (the text has no item list). */
export function exampleItemCatalogue(): ItemCatalogue {
  return ITEMS_EXAMPLE;
}
