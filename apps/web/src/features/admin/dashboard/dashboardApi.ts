import { type AdminDashboard, adminDashboardResponseSchema } from '@bar/contracts/adminLists';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, parseResponse } from '../../../app/api.ts';
import { useAdminAccessErrors } from '../guard/useAdminAccessErrors.ts';

export async function fetchDashboard(): Promise<AdminDashboard> {
  const response = await api.get('/admin-dashboard');
  return parseResponse(adminDashboardResponseSchema, response.data, 'GET /api/admin-dashboard').data;
}

export function useDashboard() {
  const { i18n } = useTranslation();
  const query = useQuery({ queryKey: ['admin-dashboard', i18n.language], queryFn: fetchDashboard, staleTime: 30_000 });
  useAdminAccessErrors(query.error);
  return query;
}
