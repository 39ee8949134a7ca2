import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WholeNumberInput } from '../../src/core/ui/WholeNumberInput';

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

  it('keeps what is typed while the field is edited, marks a refused number, and shows the last number when left', () => {
    const onChange = vi.fn();
    render(<WholeNumberInput label="Days ahead" value={7} min={1} max={365} onChange={onChange} />);
    const input = screen.getByRole('spinbutton', { name: 'Days ahead' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '' } });
    expect(input).toHaveDisplayValue('');
    fireEvent.change(input, { target: { value: '400' } });
    expect(input).toHaveDisplayValue('400');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.blur(input);
    expect(input).toHaveDisplayValue('7');
    expect(input).toHaveAttribute('aria-invalid', 'false');
  });

  it('has no upper bound when none is given', () => {
    const onChange = vi.fn();
    render(<WholeNumberInput label="Count" value={1} min={1} onChange={onChange} />);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Count' }), { target: { value: '123456' } });
    expect(onChange).toHaveBeenCalledWith(123456);
  });
});
