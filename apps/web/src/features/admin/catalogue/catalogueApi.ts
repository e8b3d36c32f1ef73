import {
  type AdminColor,
  type AssemblyWrite,
  assemblyCreatedResponseSchema,
  assemblyResponseSchema,
  type ColorCreate,
  type ColorWrite,
  colorResponseSchema,
  type PartUpdate,
  partResponseSchema,
  type VehicleClassUpdate,
} from '@bar/contracts/adminCatalogue';
import { type AssemblyUsageDto, assemblyUsageResponseSchema } from '@bar/contracts/assemblyUsage';
import type { AssemblyDto, PartDto } from '@bar/contracts/catalogue';
import {
  partsResponseSchema,
  vehicleClassesResponseSchema,
  vehicleClassResponseSchema,
} from '@bar/contracts/catalogue';
import type { VehicleClass } from '@bar/domain/catalogue';
import { getRecord, recordPath, sendRecord } from '../form/recordApi.ts';

export type { AdminColor, AssemblyDto, PartDto };

export const catalogueKeys = {
  color: (id: string) => ['admin', 'colors', id] as const,
  newColor: ['admin', 'colors', 'new'] as const,
  part: (id: string) => ['admin', 'parts', id] as const,
  assembly: (id: string) => ['admin', 'assemblies', id] as const,
  assemblyUsage: (id: string) => ['admin', 'assemblies', id, 'usage'] as const,
  newAssembly: ['admin', 'assemblies', 'new'] as const,
  allParts: ['admin', 'parts', 'all'] as const,
  vehicleClasses: ['admin', 'vehicle-classes'] as const,
  vehicleClass: (code: string) => ['admin', 'vehicle-classes', code] as const,
};

export const adminCataloguePaths = {
  assembly: (id: number) => `/admin/assemblies/${id}`,
  color: (id: number) => `/admin/colors/${id}`,
  vehicleClass: (code: string) => `/admin/vehicle-classes/${encodeURIComponent(code)}`,
};

export const loadColor = async (id: string): Promise<AdminColor> =>
  (await getRecord(recordPath('/colors', id), colorResponseSchema)).data;
export const saveColor = async (id: string, body: ColorWrite): Promise<AdminColor> =>
  (await sendRecord('put', recordPath('/colors', id), body, colorResponseSchema)).data;
export const createColor = async (body: ColorCreate): Promise<AdminColor> =>
  (await sendRecord('post', '/colors', body, colorResponseSchema)).data;

export const loadPart = async (id: string): Promise<PartDto> =>
  (await getRecord(recordPath('/parts', id), partResponseSchema)).data;
export const savePart = async (id: string, body: PartUpdate): Promise<PartDto> =>
  (await sendRecord('put', recordPath('/parts', id), body, partResponseSchema)).data;

/** `GET /api/parts`: every part, to choose an assembly's parts from. */
export const loadAllParts = async (): Promise<PartDto[]> => (await getRecord('/parts', partsResponseSchema)).data;

export const loadAssembly = async (id: string): Promise<AssemblyDto> =>
  (await getRecord(recordPath('/assemblies', id), assemblyResponseSchema)).data;
/** `GET /api/assemblies/{id}/usage`: the saved bars and active presets that hold the assembly. */
export const loadAssemblyUsage = async (id: string): Promise<AssemblyUsageDto> =>
  (await getRecord(`${recordPath('/assemblies', id)}/usage`, assemblyUsageResponseSchema)).data;
export const saveAssembly = async (id: string, body: AssemblyWrite): Promise<AssemblyDto> =>
  (await sendRecord('put', recordPath('/assemblies', id), body, assemblyResponseSchema)).data;
export const createAssembly = async (body: AssemblyWrite): Promise<AssemblyDto> =>
  (await sendRecord('post', '/assemblies', body, assemblyCreatedResponseSchema)).data;

/** `GET /api/vehicle-classes`: the vehicle classes the transport plan is checked against, in their order. */
export const loadVehicleClasses = async (): Promise<VehicleClass[]> =>
  (await getRecord('/vehicle-classes', vehicleClassesResponseSchema)).data;
export const loadVehicleClass = async (code: string): Promise<VehicleClass> =>
  (await getRecord(recordPath('/vehicle-classes', code), vehicleClassResponseSchema)).data;
export const saveVehicleClass = async (code: string, body: VehicleClassUpdate): Promise<VehicleClass> =>
  (await sendRecord('put', recordPath('/vehicle-classes', code), body, vehicleClassResponseSchema)).data;
