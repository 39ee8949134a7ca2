import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WholeNumberInput } from '../../src/components/WholeNumberInput';

describe('WholeNumberInput', () => {
  it('passes on whole numbers within range only', () => {
    const onChange = vi.fn();
    render(<WholeNumberInput label="Tier" value={3} min={0} max={15} onChange={onChange} />);
    const input = screen.getByRole('spinbutton', { name: 'Tier' });
    for (const typed of ['', '2.5', '-1', '16', '1e400']) fireEvent.change(input, { target: { value: typed } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '15' } });
    fireEvent.change(input, { target: { value: '0' } });
    expect(onChange.mock.calls).toEqual([[15], [0]]);
  });

  it('has no upper bound when none is given', () => {
    const onChange = vi.fn();
    render(<WholeNumberInput label="Count" value={1} min={1} onChange={onChange} />);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Count' }), { target: { value: '123456' } });
    expect(onChange).toHaveBeenCalledWith(123456);
  });
});
