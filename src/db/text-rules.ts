/**
 * What stored text may contain. Every string is shown as text (React escapes it), never as HTML; names are also kept free
 * of what could only be a mistake or an attack: control characters, direction overrides that make a name read
 * differently from what it is, and anything shaped like a markup tag. The same rules apply when a player types a name
 * (validateName) and when a backup file brings one in (record-schemas), so every name the app saves can be exported
 * and imported again.
 */

/** The longest campaign or character name we store: long enough for "Example: The Frozen Coast", short enough for a card. */
export const MAX_NAME_LENGTH = 80;

/** C0 and C1 control characters (a tab, a newline, NUL …). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/u;
/** Control characters except tab, line feed and carriage return: what free text (notes) may not hold. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_EXCEPT_WHITESPACE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/u;
/** Bidirectional embeddings, overrides and isolates: "‮txt.exe" tricks. */
const DIRECTION_OVERRIDE = /[\u202a-\u202e\u2066-\u2069]/u;
/** "<b", "</", "<!", "<?": the start of a tag, a comment or a processing instruction, as HTML reads them. "<3" and "a < b" are fine. */
const MARKUP = /<[a-z!/?][^\s<>]{0,20}/iu;

/**
 * What a name may be made of and still show nothing: white space, zero-width and other default-ignorable characters
 * (U+200B, U+2060, U+FEFF, the Hangul fillers), format characters and combining marks with nothing to sit on, and the
 * blank Braille pattern U+2800.
 */
const INVISIBLE = /^[\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cf}\p{M}\u2800]*$/u;

/** "U+0000": how a message names an invisible character. */
function codePoint(char: string): string {
  return `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * Why `name` (already trimmed) cannot be a name, in words a player understands, or null when it can.
 * Does not check emptiness or length (validateName and the schemas say those with their own labels); a name with
 * characters but nothing visible (one zero-width space) is refused here.
 */
export function nameProblem(name: string): string | null {
  if (INVISIBLE.test(name)) return 'cannot be made only of spaces or invisible characters';
  const control = CONTROL.exec(name);
  if (control) return `cannot contain control characters such as line breaks or tabs (found ${codePoint(control[0])})`;
  const direction = DIRECTION_OVERRIDE.exec(name);
  if (direction) return `cannot contain text-direction override characters (found ${codePoint(direction[0])})`;
  const markup = MARKUP.exec(name);
  if (markup) return `is plain text, not HTML: remove the markup “${markup[0]}”`;
  return null;
}

/** Why free text (notes) cannot be stored, or null. Line breaks and tabs are fine; markup is shown as typed. */
export function textProblem(text: string): string | null {
  const control = CONTROL_EXCEPT_WHITESPACE.exec(text);
  return control ? `cannot contain control characters (found ${codePoint(control[0])})` : null;
}
