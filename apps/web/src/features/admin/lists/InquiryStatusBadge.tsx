import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<string, string> = { new: 'blue', in_progress: 'yellow', quoted: 'grape', closed: 'gray' };

export function InquiryStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={COLORS[status] ?? 'gray'} size="sm">
      {t(`admin.inquiryStatus.${status}`, { defaultValue: status })}
    </Badge>
  );
}
