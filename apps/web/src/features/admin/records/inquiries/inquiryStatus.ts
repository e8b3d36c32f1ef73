import { INQUIRY_STATUSES } from '@bar/contracts/adminRecords';

/** An inquiry status in the interface language; unknown ones are shown as they are. */
export function statusText(status: string, t: (key: string) => string): string {
  return (INQUIRY_STATUSES as readonly string[]).includes(status)
    ? t(`adminRecords.inquiry.statuses.${status}`)
    : status;
}
