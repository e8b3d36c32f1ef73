import type { InquiryKind } from '@bar/contracts/adminLists';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Quote or consultation: staff see at a glance whether a bar comes with the request. */
export function InquiryKindBadge({ kind }: { kind: InquiryKind }) {
  const { t } = useTranslation();
  return (
    <Badge variant="outline" color={kind === 'consultation' ? 'teal' : 'gray'} size="sm" data-kind={kind}>
      {t(`admin.inquiryKind.${kind}`)}
    </Badge>
  );
}
