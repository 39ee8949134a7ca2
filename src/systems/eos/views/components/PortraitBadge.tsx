/**
 * A character's portrait: a colour disc with their initial, or an emoji on a plain disc. Decorative (aria-hidden): the
 * name beside it says who it is.
 */
export function PortraitBadge({
  portrait,
  name,
  size = 'medium',
}: {
  portrait: { kind: 'colour' | 'emoji'; value: string };
  name: string;
  size?: 'medium' | 'large';
}) {
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  return (
    <span
      className={`portrait portrait-${size} portrait-${portrait.kind}`}
      style={portrait.kind === 'colour' ? { background: portrait.value } : undefined}
      aria-hidden="true"
    >
      {portrait.kind === 'emoji' ? portrait.value : initial}
    </span>
  );
}
