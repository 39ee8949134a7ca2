import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RulesError } from '../../rules';

interface Props {
  /** What the record is, as a player names it: "The fighter “Katniss”", "The fight “Raid at the ford”". */
  readonly what: string;
  /** A new key (the record's updatedAt) tries drawing it again. */
  readonly resetKey?: string | number;
  readonly children?: ReactNode;
  /** Drawn under the message: what the player can still do (delete it, go back). */
  readonly actions?: ReactNode;
  /** 'card' for one record in a list, 'page' for the record a page shows. */
  readonly size?: 'card' | 'page';
}

interface State {
  /** What was thrown while drawing the record, or null while it draws. */
  readonly failed: { readonly error: unknown } | null;
  readonly key: string | number | undefined;
}

/** The words for a record a page could not draw: the rule it breaks, or that its parts are damaged. */
export function damagedText(what: string, error: unknown): string {
  const why =
    error instanceof RulesError
      ? `it breaks a rule: ${error.message}`
      : 'its record is damaged: some of its parts are missing or of the wrong kind.';
  return `${what} cannot be shown, because ${why}`;
}

/**
 * Keeps one record that cannot be drawn (a stored fighter or fight of the wrong shape, or one that breaks a rule) from
 * taking the page down: it says which record and what is wrong with it, and the rest of the page goes on working.
 */
export class RecordBoundary extends Component<Props, State> {
  override state: State = { failed: null, key: this.props.resetKey };

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { failed: null, key: props.resetKey };
  }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: { error } };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Not a crash of the app: the message names the record. The console keeps the details for a bug report.
    console.warn(`${this.props.what} could not be drawn.`, error, info.componentStack);
  }

  override render() {
    if (this.state.failed === null) return this.props.children;
    return (
      <div className={`notice notice-error wdc-damaged wdc-damaged-${this.props.size ?? 'card'}`} role="alert">
        <p>{damagedText(this.props.what, this.state.failed.error)}</p>
        {this.props.actions}
      </div>
    );
  }
}
