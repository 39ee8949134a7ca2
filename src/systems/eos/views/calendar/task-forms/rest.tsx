/** A rest slot has no parameters. */
export function RestForm() {
  return null;
}
