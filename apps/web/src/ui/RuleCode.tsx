import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The rule of the specification behind a refusal or warning ("Rule D3"), as a small secondary line
 * under the sentence: the sentence is for the customer, the code for support.
 */
export function RuleCode({ rule }: { rule: string }) {
  const { t } = useTranslation();
  return (
    <Text size="xs" c="dimmed" data-testid="rule-code" data-rule={rule}>
      {t('refusals.ruleCode', { rule })}
    </Text>
  );
}
