import { NumberInput } from '@mantine/core';
import { useEffect, useState } from 'react';

const MAX_COUNT = 10_000;

/** A quantity field: whole numbers from 0 (0 removes the line); other drafts are not applied. */
export function CountInput(props: {
  value: number;
  disabled: boolean;
  label: string;
  onApply: (count: number) => void;
  testId: string;
}) {
  const [draft, setDraft] = useState<number | string>(props.value);
  useEffect(() => setDraft(props.value), [props.value]);
  return (
    <NumberInput
      size="xs"
      w={96}
      min={0}
      max={MAX_COUNT}
      allowDecimal={false}
      allowNegative={false}
      aria-label={props.label}
      value={draft}
      disabled={props.disabled}
      onChange={(value) => {
        setDraft(value);
        if (typeof value === 'number' && Number.isInteger(value) && value <= MAX_COUNT && value !== props.value) {
          props.onApply(value);
        }
      }}
      data-testid={props.testId}
    />
  );
}
