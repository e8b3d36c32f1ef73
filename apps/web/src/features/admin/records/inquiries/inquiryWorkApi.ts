import { ADMIN_LISTS } from '@bar/contracts/adminLists';
import { type AdminInquiry, adminInquiryResponseSchema } from '@bar/contracts/adminRecords';
import {
  type AdminInquiryPatchRequest,
  type InquiryAssignee,
  inquiryAssigneesResponseSchema,
  type LiveConsultation,
  liveConsultationResponseSchema,
} from '@bar/contracts/inquiryWork';
import { useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '../../../../shared/api.ts';
import { attachmentFileName, saveFile } from '../../../../shared/saveFile.ts';
import { recordPath } from '../../form/recordApi.ts';

async function sendInquiryWork(method: 'post' | 'patch', path: string, body: unknown): Promise<AdminInquiry> {
  const response = await api.request({ method, url: path, data: body });
  return parseResponse(adminInquiryResponseSchema, response.data, `${method.toUpperCase()} ${path}`).data;
}

/** `PATCH /api/inquiries/{id}`: a new status and/or assignee. */
export function changeInquiry(id: number, patch: AdminInquiryPatchRequest): Promise<AdminInquiry> {
  return sendInquiryWork('patch', recordPath('/inquiries', id), patch);
}

/** `POST /api/inquiries/{id}/messages`: mails the reply to the customer. */
export function replyToInquiry(id: number, body: string): Promise<AdminInquiry> {
  return sendInquiryWork('post', `${recordPath('/inquiries', id)}/messages`, { body });
}

/** `POST /api/inquiries/{id}/notes`: an internal note. */
export function addInquiryNote(id: number, body: string): Promise<AdminInquiry> {
  return sendInquiryWork('post', `${recordPath('/inquiries', id)}/notes`, { body });
}

/** `POST /api/inquiries/{id}/live` ("Join live"): the consultation on the inquiry's bar, new or the caller's own. */
export async function joinInquiryLive(id: number): Promise<LiveConsultation> {
  const path = `${recordPath('/inquiries', id)}/live`;
  const response = await api.post(path);
  return parseResponse(liveConsultationResponseSchema, response.data, `POST ${path}`).data;
}

/** The administrators an inquiry may be assigned to (also the list's assignee filter). */
export function useInquiryAssignees(): InquiryAssignee[] {
  const query = useQuery({
    queryKey: ['admin', 'inquiry-assignees'],
    queryFn: async () => {
      const response = await api.get('/inquiry-assignees');
      return parseResponse(inquiryAssigneesResponseSchema, response.data, 'GET /api/inquiry-assignees').data;
    },
    staleTime: 60_000,
  });
  return query.data ?? [];
}

/** `GET /api/inquiries-index.csv` with the list's query, saved as the file the server names. */
export async function downloadInquiriesCsv(query: URLSearchParams): Promise<void> {
  const path = `/${ADMIN_LISTS.inquiries.path}.csv`;
  const response = await api.get(path, { params: query, responseType: 'blob' });
  saveFile(response.data as Blob, attachmentFileName(response.headers['content-disposition'], 'inquiries.csv'));
}
