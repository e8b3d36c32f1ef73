import { Card, TextInput } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The company website the narrow-screen notice links to; left empty, the server's default
 * (COMPANY_URL) applies. `serverError` is the 422 message of the last save, if it named the field.
 */
export function CompanyUrlField(props: {
  value: string;
  defaultUrl: string;
  isValid: boolean;
  serverError: string | null;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const error = props.isValid ? props.serverError : t('adminCatalogue.content.companyUrl.invalid');
  return (
    <Card withBorder radius="md" padding="md">
      <TextInput
        inputMode="url"
        label={t('adminCatalogue.content.companyUrl.label')}
        description={t('adminCatalogue.content.companyUrl.description', { url: props.defaultUrl })}
        placeholder={props.defaultUrl}
        leftSection={<IconWorld size={16} aria-hidden />}
        value={props.value}
        error={error ?? undefined}
        onChange={(event) => props.onChange(event.currentTarget.value)}
        data-testid="content-company-url"
      />
    </Card>
  );
}
