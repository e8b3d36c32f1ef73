import type { AddressDto, AddressRequest } from '@bar/contracts/addresses';
import type { AddressRow, AddressSnapshot } from '../../db/schemaQuotes.ts';

type ParsedAddress = { [K in keyof AddressRequest]-?: Exclude<AddressRequest[K], undefined> | null };

/** Request fields to columns: the only columns a request may write. */
export function addressColumns(body: Partial<ParsedAddress>) {
  return {
    organization: body.organization ?? null,
    contactPerson: body.contactPerson ?? null,
    vatId: body.vat_id ?? null,
    givenName: body.given_name ?? null,
    familyName: body.family_name ?? null,
    phone: body.phone ?? null,
    email: body.email ?? null,
    street: body.street ?? '',
    postalCode: body.postal_code ?? '',
    city: body.city ?? '',
    country: body.country ?? '',
  };
}

export function addressSnapshot(row: AddressRow): AddressSnapshot {
  return {
    organization: row.organization,
    contactPerson: row.contactPerson,
    vat_id: row.vatId,
    given_name: row.givenName,
    family_name: row.familyName,
    phone: row.phone,
    email: row.email,
    street: row.street,
    postal_code: row.postalCode,
    city: row.city,
    country: row.country,
  };
}

export function presentAddress(row: AddressRow): AddressDto {
  return {
    id: row.id,
    ...addressSnapshot(row),
    is_default: row.isDefault,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
