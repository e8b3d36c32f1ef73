import {
  type AddressDto,
  type AddressRequest,
  addressListResponseSchema,
  addressResponseSchema,
} from '@bar/contracts/addresses';
import { type InquiryDto, type InquiryRequest, inquiryResponseSchema } from '@bar/contracts/inquiries';
import { api, parseResponse } from '../../shared/api.ts';

export const ADDRESSES_QUERY_KEY = ['addresses'] as const;

export async function listAddresses(): Promise<AddressDto[]> {
  const response = await api.get('/addresses');
  return parseResponse(addressListResponseSchema, response.data, 'GET /api/addresses').data;
}

export async function createAddress(request: AddressRequest): Promise<AddressDto> {
  const response = await api.post('/addresses', request);
  return parseResponse(addressResponseSchema, response.data, 'POST /api/addresses').data;
}

export async function updateAddress(id: number, request: AddressRequest): Promise<AddressDto> {
  const response = await api.put(`/addresses/${id}`, request);
  return parseResponse(addressResponseSchema, response.data, 'PUT /api/addresses/{id}').data;
}

/** PUT /api/addresses/{id}/default: the address preselected in the inquiry form. */
export async function setDefaultAddress(id: number): Promise<AddressDto> {
  const response = await api.put(`/addresses/${id}/default`);
  return parseResponse(addressResponseSchema, response.data, 'PUT /api/addresses/{id}/default').data;
}

export async function deleteAddress(id: number): Promise<void> {
  await api.delete(`/addresses/${id}`);
}

/** POST /api/inquiries; a retry with the same key gets the first answer and creates nothing. */
export async function sendInquiry(request: InquiryRequest, idempotencyKey: string): Promise<InquiryDto> {
  const response = await api.post('/inquiries', request, { headers: { 'Idempotency-Key': idempotencyKey } });
  return parseResponse(inquiryResponseSchema, response.data, 'POST /api/inquiries').data;
}
