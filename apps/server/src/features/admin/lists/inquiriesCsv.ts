import type { AdminInquiryRow } from '@bar/contracts/adminLists';
import type { Locale } from '@bar/domain/locale';
import type { LocalizedText } from '../../../i18n/messageTable.ts';
import { type CsvCell, type CsvStyle, csvStyle, formatFixed, integerCell, toCsv } from '../../downloads/csv.ts';

/** One column of the spreadsheet: its heading in every language and its cell of an inquiry. */
type Column = {
  header: LocalizedText;
  cell: (row: AdminInquiryRow, locale: Locale, style: CsvStyle) => CsvCell;
};

const KINDS: Record<string, LocalizedText> = {
  quote: { de: 'Angebot', en: 'Quote', fr: 'Devis', it: 'Preventivo', es: 'Presupuesto', pt: 'Orçamento' },
  consultation: {
    de: 'Beratung',
    en: 'Consultation',
    fr: 'Conseil',
    it: 'Consulenza',
    es: 'Asesoramiento',
    pt: 'Aconselhamento',
  },
};

const STATUSES: Record<string, LocalizedText> = {
  new: { de: 'Neu', en: 'New', fr: 'Nouvelle', it: 'Nuova', es: 'Nueva', pt: 'Novo' },
  in_progress: {
    de: 'In Bearbeitung',
    en: 'In progress',
    fr: 'En cours',
    it: 'In lavorazione',
    es: 'En curso',
    pt: 'Em curso',
  },
  quoted: {
    de: 'Angebot gesendet',
    en: 'Quote sent',
    fr: 'Devis envoyé',
    it: 'Preventivo inviato',
    es: 'Presupuesto enviado',
    pt: 'Orçamento enviado',
  },
  closed: { de: 'Abgeschlossen', en: 'Closed', fr: 'Clôturée', it: 'Chiusa', es: 'Cerrada', pt: 'Fechado' },
};

const YES: LocalizedText = { de: 'ja', en: 'yes', fr: 'oui', it: 'sì', es: 'sí', pt: 'sim' };
const NO: LocalizedText = { de: 'nein', en: 'no', fr: 'non', it: 'no', es: 'no', pt: 'não' };

const COLUMNS: readonly Column[] = [
  { header: { de: 'Nr.', en: 'No.', fr: 'N°', it: 'N.', es: 'N.º', pt: 'N.º' }, cell: (row) => integerCell(row.id) },
  {
    header: {
      de: 'Eingegangen (UTC)',
      en: 'Received (UTC)',
      fr: 'Reçue (UTC)',
      it: 'Ricevuta (UTC)',
      es: 'Recibida (UTC)',
      pt: 'Recebido (UTC)',
    },
    cell: (row) => utcMinute(row.created_at),
  },
  {
    header: { de: 'Art', en: 'Kind', fr: 'Type', it: 'Tipo', es: 'Tipo', pt: 'Tipo' },
    cell: (row, locale) => KINDS[row.kind]?.[locale] ?? row.kind,
  },
  {
    header: { de: 'Status', en: 'Status', fr: 'Statut', it: 'Stato', es: 'Estado', pt: 'Estado' },
    cell: (row, locale) => STATUSES[row.status]?.[locale] ?? row.status,
  },
  {
    header: { de: 'Name', en: 'Name', fr: 'Nom', it: 'Nome', es: 'Nombre', pt: 'Nome' },
    cell: (row) => row.customer.name ?? '',
  },
  {
    header: { de: 'E-Mail', en: 'E-mail', fr: 'E-mail', it: 'E-mail', es: 'Correo', pt: 'E-mail' },
    cell: (row) => row.customer.email ?? '',
  },
  {
    header: { de: 'Firma', en: 'Organization', fr: 'Société', it: 'Azienda', es: 'Empresa', pt: 'Empresa' },
    cell: (row) => row.customer.organization ?? '',
  },
  {
    header: { de: 'Land', en: 'Country', fr: 'Pays', it: 'Paese', es: 'País', pt: 'País' },
    cell: (row) => row.country,
  },
  {
    header: { de: 'Bar', en: 'Bar', fr: 'Bar', it: 'Bar', es: 'Barra', pt: 'Bar' },
    cell: (row) => row.bar_name ?? '',
  },
  {
    header: {
      de: 'Summe netto (EUR)',
      en: 'Net total (EUR)',
      fr: 'Total HT (EUR)',
      it: 'Totale netto (EUR)',
      es: 'Total neto (EUR)',
      pt: 'Total líquido (EUR)',
    },
    cell: (row, _locale, style) => (row.total_price === null ? '' : formatFixed(row.total_price, 2, style)),
  },
  {
    header: {
      de: 'Nur zu bestellende Teile',
      en: 'Parts to order only',
      fr: 'Pièces à commander uniquement',
      it: 'Solo parti da ordinare',
      es: 'Solo piezas por pedir',
      pt: 'Só peças a encomendar',
    },
    cell: (row, locale) => (row.to_order_only ? YES : NO)[locale],
  },
  {
    header: {
      de: 'Zuständig',
      en: 'Assignee',
      fr: 'Responsable',
      it: 'Assegnata a',
      es: 'Asignada a',
      pt: 'Atribuído a',
    },
    cell: (row) => row.assignee?.email ?? '',
  },
];

/** `2026-11-28 09:05`: the time in UTC, readable and sortable as text. */
function utcMinute(iso: string): string {
  return iso.slice(0, 16).replace('T', ' ');
}

/**
 * The inquiry list as a spreadsheet in the reader's language, one line per inquiry, one column per
 * entry of `COLUMNS`. Text the
 * customers typed (names, organizations, bar names) is neutralised against formula injection by
 * the CSV writer.
 */
export function inquiriesCsv(rows: readonly AdminInquiryRow[], locale: Locale): string {
  const style = csvStyle(locale);
  const headers = COLUMNS.map((column) => column.header[locale]);
  const lines = rows.map((row) => COLUMNS.map((column) => column.cell(row, locale, style)));
  return toCsv([headers, ...lines], style);
}
