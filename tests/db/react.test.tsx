import 'fake-indexeddb/auto';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createCampaign, getCampaign, renameCampaign } from '../../src/db';
import { useLiveRead } from '../../src/db/react';
import { freshDatabaseEachTest } from './helpers';

freshDatabaseEachTest();

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Failed: {this.state.error.message}</p> : this.props.children;
  }
}

describe('useLiveRead: what the views read from the database, live (src/db/react.ts)', () => {
  it('reads once when the page opens, never while it renders, and gives `initial` until the answer', async () => {
    const campaign = await createCampaign('Frozen Coast');
    const read = vi.fn(() => getCampaign(campaign.id));
    let readsDuringRender = -1;
    const { result } = renderHook(() => {
      const value = useLiveRead(read, [], 'not yet');
      if (readsDuringRender < 0) readsDuringRender = read.mock.calls.length;
      return value;
    });
    // (dexie-react-hooks' useLiveQuery had read once already here, and dropped it.)
    expect(readsDuringRender).toBe(0);
    expect(result.current).toBe('not yet');
    await waitFor(() => expect(result.current).toMatchObject({ name: 'Frozen Coast' }));
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('reads again after a write that changes what it read', async () => {
    const campaign = await createCampaign('Frozen Coast');
    const { result } = renderHook(() => useLiveRead(() => getCampaign(campaign.id), []));
    await waitFor(() => expect(result.current?.name).toBe('Frozen Coast'));
    await act(() => renameCampaign(campaign.id, 'Thawing Coast'));
    await waitFor(() => expect(result.current?.name).toBe('Thawing Coast'));
  });

  it('keeps the previous answer after its dependencies change, until the new one comes', async () => {
    const first = await createCampaign('Frozen Coast');
    const second = await createCampaign('Ashen Vale');
    const seen: (string | undefined)[] = [];
    const { rerender } = renderHook(
      ({ id }) => {
        const campaign = useLiveRead(() => getCampaign(id), [id]);
        seen.push(campaign?.name);
        return campaign;
      },
      { initialProps: { id: first.id } },
    );
    await waitFor(() => expect(seen.at(-1)).toBe('Frozen Coast'));
    rerender({ id: second.id });
    await waitFor(() => expect(seen.at(-1)).toBe('Ashen Vale'));
    const from = seen.indexOf('Frozen Coast');
    expect(seen.slice(from)).not.toContain(undefined);
  });

  it('throws a failed read to the nearest error boundary', async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Reader() {
      useLiveRead(() => Promise.reject(new Error('the disk is gone')), []);
      return <p>Read</p>;
    }
    render(
      <Boundary>
        <Reader />
      </Boundary>,
    );
    expect(await screen.findByText('Failed: the disk is gone')).toBeInTheDocument();
    report.mockRestore();
  });
});
