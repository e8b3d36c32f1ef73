import { type AdminDashboard, adminDashboardResponseSchema } from '@bar/contracts/adminLists';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, parseResponse } from '../../../shared/api.ts';

export async function fetchDashboard(): Promise<AdminDashboard> {
  const response = await api.get('/admin-dashboard');
  return parseResponse(adminDashboardResponseSchema, response.data, 'GET /api/admin-dashboard').data;
}

export function useDashboard() {
  const { i18n } = useTranslation();
  // A 401 or 403 needs nothing here: the guard's response watch (adminAccess.ts) handles it.
  return useQuery({ queryKey: ['admin-dashboard', i18n.language], queryFn: fetchDashboard, staleTime: 30_000 });
}
