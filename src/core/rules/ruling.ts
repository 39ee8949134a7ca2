/** A reading a pack took where its text contradicts itself, misprints or is silent: what the rulings page shows. */
export interface Ruling {
  id: string;
  topic: string;
  /** The rule text's own words, in the text's language. */
  quote: string;
  /** What the app does. */
  reading: string;
  /** The other reading a GM might prefer. */
  alternative: string;
  /** Present when the GM can switch to the other reading for a campaign. */
  houseRule?: { key: string; label: string };
  /** The rule functions that follow this ruling. */
  appliesTo: readonly string[];
}
