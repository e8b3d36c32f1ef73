import { NumberInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const MAX_COUNT = 10_000;

function isValidCount(value: number | string): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_COUNT;
}

/**
 * A quantity field: whole numbers from 0 (0 removes the line). Any number typed goes to the
 * domain command, which refuses what is not a valid count (L1) with its reason; the field also
 * marks such a draft, so nothing is silently dropped or clamped.
 */
export function CountInput(props: {
  value: number;
  disabled: boolean;
  label: string;
  onApply: (count: number) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<number | string>(props.value);
  useEffect(() => setDraft(props.value), [props.value]);
  const isDraftInvalid = draft !== '' && !isValidCount(draft);
  return (
    <NumberInput
      size="xs"
      w={96}
      min={0}
      max={MAX_COUNT}
      clampBehavior="none"
      allowNegative={false}
      error={isDraftInvalid ? t('refusals.invalidCount') : undefined}
      aria-label={props.label}
      value={draft}
      disabled={props.disabled}
      onChange={(value) => {
        setDraft(value);
        if (typeof value === 'number' && value !== props.value) props.onApply(value);
      }}
      data-testid={props.testId}
    />
  );
}
