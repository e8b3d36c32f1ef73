import { useEffect } from 'react';
import { httpStatus } from '../../../app/api.ts';
import { handleAdminAccessStatus } from './adminAccess.ts';

/**
 * A query's 401 or 403 handled as the area handles every refused admin call (adminAccess.ts).
 * The response watch installed by the guard already does this for `api` calls; a second report
 * of the same refusal asks nothing more (one check at a time, none once the user is no admin).
 */
export function useAdminAccessErrors(error: unknown): void {
  useEffect(() => {
    handleAdminAccessStatus(httpStatus(error));
  }, [error]);
}
