import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

/**
 * A derived number that explains itself: the number is a button, and its formula ("Max HP 38 = Body 6 × level 3 + 20")
 * opens on mouse hover, on keyboard focus and on a tap or click (a toggletip), and closes with Escape, on blur or when
 * the pointer leaves. Screen readers hear it as the button's description, open or not.
 */
export function FormulaValue({
  label,
  value,
  formula,
  unit,
  className,
}: {
  /** What the number is, read with it ("Max HP"); also the start of the popover text. */
  label: string;
  value: ReactNode;
  /** The right-hand side of "label value = formula". */
  formula: string;
  /** Shown after the number, e.g. "tiles", "mi". */
  unit?: string;
  className?: string;
}) {
  const id = useId();
  const [hover, setHover] = useState(false);
  const [focus, setFocus] = useState(false);
  const [pinned, setPinned] = useState(false);
  const fromPointer = useRef(false);
  const root = useRef<HTMLSpanElement>(null);
  const popover = useRef<HTMLSpanElement>(null);
  const open = hover || focus || pinned;

  function close() {
    setHover(false);
    setFocus(false);
    setPinned(false);
  }

  // A tap elsewhere closes a pinned formula (touch browsers do not always move focus on a tap).
  useEffect(() => {
    if (!pinned) return;
    function onPointerDown(event: PointerEvent) {
      if (!root.current?.contains(event.target as Node)) setPinned(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [pinned]);

  // Keep the popover inside the window: shift it left when it would stick out on the right.
  useLayoutEffect(() => {
    const el = popover.current;
    if (!open || !el) return;
    el.style.left = '';
    const rect = el.getBoundingClientRect();
    const overflow = rect.right - (document.documentElement.clientWidth - 8);
    const shift = overflow > 0 ? Math.min(overflow, Math.max(0, rect.left - 8)) : 0;
    // `left`, not a transform: the page must not scroll sideways, and transformed overflow can still widen it.
    if (shift > 0) el.style.left = `${-shift}px`;
  }, [open]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
    }
  }

  return (
    <span className={`formula${className ? ` ${className}` : ''}`} ref={root}>
      <button
        type="button"
        className="formula-value"
        aria-describedby={id}
        aria-expanded={open}
        onPointerDown={() => {
          fromPointer.current = true;
        }}
        onPointerEnter={(e) => {
          if (e.pointerType === 'mouse') setHover(true);
        }}
        onPointerLeave={(e) => {
          if (e.pointerType === 'mouse') setHover(false);
        }}
        onFocus={() => {
          if (!fromPointer.current) setFocus(true);
          fromPointer.current = false;
        }}
        onBlur={() => {
          fromPointer.current = false;
          setFocus(false);
          setPinned(false);
        }}
        // A click or tap pins the formula open (even while hovered), and the next one closes it.
        onClick={() => {
          fromPointer.current = false;
          if (pinned) close();
          else setPinned(true);
        }}
        onKeyDown={onKeyDown}
      >
        <span className="visually-hidden">{label} </span>
        {value}
        {unit && <span className="formula-unit"> {unit}</span>}
      </button>
      <span id={id} role="tooltip" className="formula-popover" hidden={!open} ref={popover}>
        {label} {value}
        {unit ? ` ${unit}` : ''} = {formula}
      </span>
    </span>
  );
}
