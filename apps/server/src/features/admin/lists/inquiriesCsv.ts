import type { AdminInquiryRow } from '@bar/contracts/adminLists';
import type { Locale } from '@bar/domain/locale';
import { type CsvCell, csvStyle, formatFixed, integerCell, toCsv } from '../../downloads/csv.ts';

type CsvTexts = {
  headers: string[];
  kinds: Record<string, string>;
  statuses: Record<string, string>;
  yes: string;
  no: string;
};

const TEXTS: Record<Locale, CsvTexts> = {
  de: {
    headers: [
      'Nr.',
      'Eingegangen (UTC)',
      'Art',
      'Status',
      'Name',
      'E-Mail',
      'Firma',
      'Land',
      'Bar',
      'Summe netto (EUR)',
      'Nur zu bestellende Teile',
      'Zuständig',
    ],
    kinds: { quote: 'Angebot', consultation: 'Beratung' },
    statuses: { new: 'Neu', in_progress: 'In Bearbeitung', quoted: 'Angebot gesendet', closed: 'Abgeschlossen' },
    yes: 'ja',
    no: 'nein',
  },
  en: {
    headers: [
      'No.',
      'Received (UTC)',
      'Kind',
      'Status',
      'Name',
      'E-mail',
      'Organization',
      'Country',
      'Bar',
      'Net total (EUR)',
      'Parts to order only',
      'Assignee',
    ],
    kinds: { quote: 'Quote', consultation: 'Consultation' },
    statuses: { new: 'New', in_progress: 'In progress', quoted: 'Quote sent', closed: 'Closed' },
    yes: 'yes',
    no: 'no',
  },
  fr: {
    headers: [
      'N°',
      'Reçue (UTC)',
      'Type',
      'Statut',
      'Nom',
      'E-mail',
      'Société',
      'Pays',
      'Bar',
      'Total HT (EUR)',
      'Pièces à commander uniquement',
      'Responsable',
    ],
    kinds: { quote: 'Devis', consultation: 'Conseil' },
    statuses: { new: 'Nouvelle', in_progress: 'En cours', quoted: 'Devis envoyé', closed: 'Clôturée' },
    yes: 'oui',
    no: 'non',
  },
  it: {
    headers: [
      'N.',
      'Ricevuta (UTC)',
      'Tipo',
      'Stato',
      'Nome',
      'E-mail',
      'Azienda',
      'Paese',
      'Bar',
      'Totale netto (EUR)',
      'Solo parti da ordinare',
      'Assegnata a',
    ],
    kinds: { quote: 'Preventivo', consultation: 'Consulenza' },
    statuses: { new: 'Nuova', in_progress: 'In lavorazione', quoted: 'Preventivo inviato', closed: 'Chiusa' },
    yes: 'sì',
    no: 'no',
  },
  es: {
    headers: [
      'N.º',
      'Recibida (UTC)',
      'Tipo',
      'Estado',
      'Nombre',
      'Correo',
      'Empresa',
      'País',
      'Barra',
      'Total neto (EUR)',
      'Solo piezas por pedir',
      'Asignada a',
    ],
    kinds: { quote: 'Presupuesto', consultation: 'Asesoramiento' },
    statuses: { new: 'Nueva', in_progress: 'En curso', quoted: 'Presupuesto enviado', closed: 'Cerrada' },
    yes: 'sí',
    no: 'no',
  },
  pt: {
    headers: [
      'N.º',
      'Recebido (UTC)',
      'Tipo',
      'Estado',
      'Nome',
      'E-mail',
      'Empresa',
      'País',
      'Bar',
      'Total líquido (EUR)',
      'Só peças a encomendar',
      'Atribuído a',
    ],
    kinds: { quote: 'Orçamento', consultation: 'Aconselhamento' },
    statuses: { new: 'Novo', in_progress: 'Em curso', quoted: 'Orçamento enviado', closed: 'Fechado' },
    yes: 'sim',
    no: 'não',
  },
};

/** `2026-11-28 09:05`: the time in UTC, readable and sortable as text. */
function utcMinute(iso: string): string {
  return iso.slice(0, 16).replace('T', ' ');
}

/**
 * The inquiry list as a spreadsheet in the reader's language, one line per inquiry. Text the
 * customers typed (names, organizations, bar names) is neutralised against formula injection by
 * the CSV writer.
 */
export function inquiriesCsv(rows: readonly AdminInquiryRow[], locale: Locale): string {
  const texts = TEXTS[locale];
  const style = csvStyle(locale);
  const lines: CsvCell[][] = rows.map((row) => [
    integerCell(row.id),
    utcMinute(row.created_at),
    texts.kinds[row.kind] ?? row.kind,
    texts.statuses[row.status] ?? row.status,
    row.customer.name ?? '',
    row.customer.email ?? '',
    row.customer.organization ?? '',
    row.country,
    row.bar_name ?? '',
    row.total_price === null ? '' : formatFixed(row.total_price, 2, style),
    row.to_order_only ? texts.yes : texts.no,
    row.assignee?.email ?? '',
  ]);
  return toCsv([texts.headers, ...lines], style);
}
