import { adminBarsResponseSchema } from '@bar/contracts/adminLists';
import {
  type AdminInquiry,
  type AdminPreset,
  type AdminUser,
  type AdminUserUpdateRequest,
  adminInquiryResponseSchema,
  adminPresetResponseSchema,
  adminUserResponseSchema,
  type CreateAdminRequest,
  type CreatePresetRequest,
  createAdminResponseSchema,
  type UpdatePresetRequest,
} from '@bar/contracts/adminRecords';
import { statusResponseSchema, type UserDto } from '@bar/contracts/auth';
import { type BarDto, barResponseSchema } from '@bar/contracts/bars';
import { api, parseResponse } from '../../../shared/api.ts';
import { getRecord, recordPath, sendRecord } from '../form/recordApi.ts';

/** react-query keys of the admin record pages. */
export const recordKeys = {
  user: (id: number) => ['admin', 'users', id] as const,
  inquiry: (id: number) => ['admin', 'inquiries', id] as const,
  bar: (id: string) => ['admin', 'bars', id] as const,
  preset: (id: number) => ['admin', 'bar-presets', id] as const,
};

export async function fetchAdminUser(id: number): Promise<AdminUser> {
  return (await getRecord(recordPath('/users', id), adminUserResponseSchema)).data;
}

export async function updateAdminUser(id: number, body: AdminUserUpdateRequest): Promise<AdminUser> {
  return (await sendRecord('put', recordPath('/users', id), body, adminUserResponseSchema)).data;
}

/** Sends the user's verification link again; resolves to the server's message (in the interface language). */
export async function resendVerificationMail(id: number): Promise<string> {
  return (await sendRecord('post', `${recordPath('/users', id)}/verification-mail`, {}, statusResponseSchema)).message;
}

export async function fetchAdminInquiry(id: number): Promise<AdminInquiry> {
  return (await getRecord(recordPath('/inquiries', id), adminInquiryResponseSchema)).data;
}

/** Any bar, read only (administrators may read every bar through the public route). */
export async function fetchAnyBar(id: string): Promise<BarDto> {
  return (await getRecord(recordPath('/bars', id), barResponseSchema)).data;
}

/** Any bar by id, for its admin page and for making a preset of it (one cache entry for both). */
export function anyBarQuery(id: string) {
  return { queryKey: recordKeys.bar(id), queryFn: () => fetchAnyBar(id), retry: false } as const;
}

/** The bar's owner as the admin bar list shows it (the bar itself does not name its owner). */
export async function fetchBarOwner(bar: BarDto): Promise<{ id: number; email: string } | null> {
  const response = await api.get('/bars-index', { params: { search: bar.name } });
  const rows = parseResponse(adminBarsResponseSchema, response.data, 'GET /bars-index').data;
  return rows.find((row) => row.id === bar.id)?.owner ?? null;
}

export async function fetchAdminPreset(id: number): Promise<AdminPreset> {
  return (await getRecord(recordPath('/bar-presets', id), adminPresetResponseSchema)).data;
}

export async function createPreset(body: CreatePresetRequest): Promise<AdminPreset> {
  return (await sendRecord('post', '/bar-presets', body, adminPresetResponseSchema)).data;
}

export async function updatePreset(id: number, body: UpdatePresetRequest): Promise<AdminPreset> {
  return (await sendRecord('put', recordPath('/bar-presets', id), body, adminPresetResponseSchema)).data;
}

export async function deletePreset(id: number): Promise<void> {
  await api.delete(recordPath('/bar-presets', id));
}

export async function createAdmin(body: CreateAdminRequest): Promise<UserDto> {
  return (await sendRecord('post', '/create-admin', body, createAdminResponseSchema)).data;
}

/** Admin page paths. */
export const adminPaths = {
  user: (id: number) => `/admin/users/${id}`,
  inquiry: (id: number) => `/admin/inquiries/${id}`,
  /** The bar as sent with the inquiry, read only. */
  inquiryBar: (id: number) => `/admin/inquiries/${id}/bar`,
  bar: (id: string) => `/admin/bars/${encodeURIComponent(id)}`,
  makePreset: (barId: string) => `/admin/bars/${encodeURIComponent(barId)}/make-preset`,
  preset: (id: number) => `/admin/bar-presets/${id}`,
  /** The admin bars list searched for an owner's e-mail (its search also looks at the owner). */
  barsOf: (email: string) => `/admin/bars?search=${encodeURIComponent(email)}`,
  /** The admin inquiries list searched for a customer's e-mail. */
  inquiriesOf: (email: string) => `/admin/inquiries?search=${encodeURIComponent(email)}`,
};
