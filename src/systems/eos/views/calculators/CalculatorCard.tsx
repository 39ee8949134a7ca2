import { useId, useState } from 'react';
import { calculatorDefaults, runCalculator, type Calculator, type CalculatorInput } from '../../rules';

function InputField({
  input,
  value,
  invalid,
  resultId,
  onChange,
}: {
  input: CalculatorInput;
  value: string;
  /** The rules refused this input: its message is in the result. */
  invalid: boolean;
  resultId: string;
  onChange: (value: string) => void;
}) {
  if (input.kind === 'choice') {
    return (
      <label className="field">
        {input.label}
        <select value={value} onChange={(e) => onChange(e.target.value)}>
          {input.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
    );
  }
  return (
    <label className="field">
      <span>
        {input.label}{' '}
        <span className="calc-range">
          ({input.min}–{input.max.toLocaleString('en')})
        </span>
      </span>
      <input
        type="text"
        inputMode={input.kind === 'whole' ? 'numeric' : 'decimal'}
        value={value}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? resultId : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}

/** One rule to run: its inputs, the answer and formula as the player types, and the line of the book it follows. */
export function CalculatorCard({ calculator }: { calculator: Calculator }) {
  const [values, setValues] = useState(() => calculatorDefaults(calculator));
  const titleId = useId();
  const resultId = useId();
  const run = runCalculator(calculator, values);
  // The refusal names the input it is about ("Tier must be a whole number …"): that field is marked invalid.
  const invalidKey = run.ok ? null : (calculator.inputs.find((i) => run.message.startsWith(i.label))?.key ?? null);
  return (
    <article className="calc-card" aria-labelledby={titleId} id={`calc-${calculator.id}`}>
      <h3 id={titleId}>{calculator.title}</h3>
      <blockquote>{calculator.quote}</blockquote>
      <div className="calc-inputs">
        {calculator.inputs.map((input) => (
          <InputField
            key={input.key}
            input={input}
            value={values[input.key] ?? ''}
            invalid={input.key === invalidKey}
            resultId={resultId}
            onChange={(value) => setValues((old) => ({ ...old, [input.key]: value }))}
          />
        ))}
      </div>
      <output className="calc-result" aria-live="polite" id={resultId}>
        {run.ok ? (
          <>
            <strong className="calc-answer">{run.answer}</strong>
            <span className="calc-formula">{run.formula}</span>
          </>
        ) : (
          <span className="field-error">{run.message}</span>
        )}
      </output>
    </article>
  );
}
