import {
  type AssemblyWrite,
  assemblyCreatedResponseSchema,
  assemblyResponseSchema,
  type ColorUpdate,
  colorResponseSchema,
  type PartUpdate,
  partResponseSchema,
} from '@bar/contracts/adminCatalogue';
import type { AssemblyDto, PartDto } from '@bar/contracts/catalogue';
import { partsResponseSchema } from '@bar/contracts/catalogue';
import type { z } from 'zod';
import { getRecord, recordPath, sendRecord } from '../form/recordApi.ts';

type Color = z.infer<typeof colorResponseSchema>['data'];

export type { AssemblyDto, Color, PartDto };

export const catalogueKeys = {
  color: (id: string) => ['admin', 'colors', id] as const,
  part: (id: string) => ['admin', 'parts', id] as const,
  assembly: (id: string) => ['admin', 'assemblies', id] as const,
  newAssembly: ['admin', 'assemblies', 'new'] as const,
  allParts: ['admin', 'parts', 'all'] as const,
};

export const adminCataloguePaths = {
  assembly: (id: number) => `/admin/assemblies/${id}`,
};

export const loadColor = async (id: string): Promise<Color> =>
  (await getRecord(recordPath('/colors', id), colorResponseSchema)).data;
export const saveColor = async (id: string, body: ColorUpdate): Promise<Color> =>
  (await sendRecord('put', recordPath('/colors', id), body, colorResponseSchema)).data;

export const loadPart = async (id: string): Promise<PartDto> =>
  (await getRecord(recordPath('/parts', id), partResponseSchema)).data;
export const savePart = async (id: string, body: PartUpdate): Promise<PartDto> =>
  (await sendRecord('put', recordPath('/parts', id), body, partResponseSchema)).data;

/** `GET /api/parts`: every part, to choose an assembly's parts from. */
export const loadAllParts = async (): Promise<PartDto[]> => (await getRecord('/parts', partsResponseSchema)).data;

export const loadAssembly = async (id: string): Promise<AssemblyDto> =>
  (await getRecord(recordPath('/assemblies', id), assemblyResponseSchema)).data;
export const saveAssembly = async (id: string, body: AssemblyWrite): Promise<AssemblyDto> =>
  (await sendRecord('put', recordPath('/assemblies', id), body, assemblyResponseSchema)).data;
export const createAssembly = async (body: AssemblyWrite): Promise<AssemblyDto> =>
  (await sendRecord('post', '/assemblies', body, assemblyCreatedResponseSchema)).data;
