import {
  type ConsultationDto,
  type ConsultationRequest,
  consultationResponseSchema,
} from '@bar/contracts/consultations';
import { api, parseResponse } from '../../shared/api.ts';

/** POST /api/consultations; a retry with the same key gets the first answer and creates nothing. */
export async function sendConsultation(request: ConsultationRequest, idempotencyKey: string): Promise<ConsultationDto> {
  const response = await api.post('/consultations', request, { headers: { 'Idempotency-Key': idempotencyKey } });
  return parseResponse(consultationResponseSchema, response.data, 'POST /api/consultations').data;
}
