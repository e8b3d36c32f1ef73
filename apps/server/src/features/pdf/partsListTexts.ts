import type { Locale } from '@bar/domain/locale';

export type PartsListPdfTexts = {
  product: string;
  title: string;
  /** `{{date}}`: the day the document was made, in the language's date format. */
  createdOn: string;
  pictures: string;
  front: string;
  back: string;
  perspective: string;
  noPictures: string;
  dimensions: string;
  /** `{{width}}`, `{{depth}}`, `{{height}}`: the bar's overall size in millimetres, already formatted. */
  overallSize: string;
  /** `{{widths}}`: the front bar's module widths in millimetres, west to east, already formatted. */
  frontModuleWidths: string;
  /** `{{widths}}`: the back bar's module widths in millimetres, west to east, already formatted. */
  backModuleWidths: string;
  partNumber: string;
  name: string;
  quantity: string;
  unitPrice: string;
  lineTotal: string;
  barParts: string;
  singleParts: string;
  emptyList: string;
  /** Over a list with only what is still to order. */
  toOrderHeading: string;
  /** `{{owned}}`: how many units of the bar the reader's own parts covered, already formatted. */
  toOrderNote: string;
  /** A to-order list with nothing left to order. */
  nothingToOrder: string;
  netTotal: string;
  /** `{{rate}}`: the VAT rate in percent. */
  vat: string;
  grossTotal: string;
  totalWeight: string;
  /** After the name of a line whose part belongs to an assembly no longer offered. */
  noLongerOffered: string;
  packaging: string;
  packagingNote: string;
  pricesNote: string;
  /** `{{page}}` of `{{pages}}`. */
  page: string;
  mailSubject: string;
  /** `{{name}}`: the configuration's name. */
  mailText: string;
};

/** The parts-list PDF and its e-mail in every language the product speaks. */
export const PARTS_LIST_PDF_TEXTS: Record<Locale, PartsListPdfTexts> = {
  de: {
    product: 'Bar-Konfigurator',
    title: 'Stückliste',
    createdOn: 'Erstellt am {{date}}',
    pictures: 'Ansichten',
    front: 'Vorderseite',
    back: 'Rückseite',
    perspective: '3D-Ansicht',
    noPictures: 'Ohne Ansichten erstellt: Bilder werden nur beim Erstellen aus dem Editor beigefügt.',
    dimensions: 'Abmessungen',
    overallSize: 'Gesamtmaß (B × T × H): {{width}} × {{depth}} × {{height}} mm',
    frontModuleWidths: 'Modulbreiten Bar: {{widths}} mm',
    backModuleWidths: 'Modulbreiten Rückbar: {{widths}} mm',
    partNumber: 'Artikelnr.',
    name: 'Bezeichnung',
    quantity: 'Menge',
    unitPrice: 'Einzelpreis',
    lineTotal: 'Gesamt',
    barParts: 'Teile der Bar',
    singleParts: 'Einzelteile',
    emptyList: 'Diese Konfiguration enthält noch keine Teile.',
    toOrderHeading: 'Nur zu bestellende Teile',
    toOrderNote:
      '{{owned}} Teile aus Ihrem Bestand wurden abgezogen. Mengen, Preise und Gewicht gelten nur für die noch zu bestellenden Teile.',
    nothingToOrder: 'Ihr Bestand deckt alle Teile dieser Konfiguration ab: Es ist nichts zu bestellen.',
    netTotal: 'Summe netto',
    vat: 'zzgl. {{rate}} % MwSt.',
    grossTotal: 'Summe brutto',
    totalWeight: 'Gesamtgewicht',
    noLongerOffered: 'nicht mehr im Angebot',
    packaging: 'Verpackungsempfehlung (Taschen)',
    packagingNote: 'Taschen stehen erst auf der Stückliste, wenn sie übernommen wurden.',
    pricesNote: 'Alle Preise netto zzgl. MwSt. und Versand.',
    page: 'Seite {{page}} von {{pages}}',
    mailSubject: 'Ihre Stückliste: {{name}}',
    mailText:
      'Guten Tag,\n\nim Anhang finden Sie die Stückliste Ihrer Konfiguration „{{name}}“ als PDF.\nWurde die Bar während der Erstellung geändert, können Bilder und Stückliste voneinander abweichen.\n\nIhr Bar-Konfigurator',
  },
  en: {
    product: 'Bar Configurator',
    title: 'Parts list',
    createdOn: 'Created on {{date}}',
    pictures: 'Views',
    front: 'Front',
    back: 'Back',
    perspective: '3D view',
    noPictures: 'Made without views: pictures are added only when the PDF is made from the editor.',
    dimensions: 'Dimensions',
    overallSize: 'Overall size (W × D × H): {{width}} × {{depth}} × {{height}} mm',
    frontModuleWidths: 'Module widths, bar: {{widths}} mm',
    backModuleWidths: 'Module widths, back bar: {{widths}} mm',
    partNumber: 'Part no.',
    name: 'Description',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    lineTotal: 'Total',
    barParts: 'Parts of the bar',
    singleParts: 'Single parts',
    emptyList: 'This configuration has no parts yet.',
    toOrderHeading: 'Parts to order only',
    toOrderNote:
      '{{owned}} parts you already own were subtracted. Quantities, prices and weight cover only the parts still to order.',
    nothingToOrder: 'Your own parts cover every part of this configuration: there is nothing to order.',
    netTotal: 'Net total',
    vat: 'plus {{rate}} % VAT',
    grossTotal: 'Gross total',
    totalWeight: 'Total weight',
    noLongerOffered: 'no longer offered',
    packaging: 'Packaging recommendation (bags)',
    packagingNote: 'Bags appear on the parts list only once they have been applied.',
    pricesNote: 'All prices net, plus VAT and shipping.',
    page: 'Page {{page}} of {{pages}}',
    mailSubject: 'Your parts list: {{name}}',
    mailText:
      'Hello,\n\nattached you will find the parts list of your configuration "{{name}}" as a PDF.\nIf the bar was changed while the document was being made, pictures and parts list may differ.\n\nYour bar configurator',
  },
  fr: {
    product: 'Configurateur de bars',
    title: 'Liste des pièces',
    createdOn: 'Créé le {{date}}',
    pictures: 'Vues',
    front: 'Face avant',
    back: 'Face arrière',
    perspective: 'Vue 3D',
    noPictures: 'Créé sans vues : les images ne sont ajoutées que lorsque le PDF est créé depuis l’éditeur.',
    dimensions: 'Dimensions',
    overallSize: 'Encombrement (L × P × H) : {{width}} × {{depth}} × {{height}} mm',
    frontModuleWidths: 'Largeurs des modules, bar : {{widths}} mm',
    backModuleWidths: 'Largeurs des modules, arrière-bar : {{widths}} mm',
    partNumber: 'Réf.',
    name: 'Désignation',
    quantity: 'Qté',
    unitPrice: 'Prix unitaire',
    lineTotal: 'Total',
    barParts: 'Pièces du bar',
    singleParts: 'Pièces détachées',
    emptyList: 'Cette configuration ne contient encore aucune pièce.',
    toOrderHeading: 'Pièces à commander uniquement',
    toOrderNote:
      '{{owned}} pièces que vous possédez déjà ont été déduites. Les quantités, prix et poids ne concernent que les pièces restant à commander.',
    nothingToOrder: 'Vos pièces couvrent toutes les pièces de cette configuration : il n’y a rien à commander.',
    netTotal: 'Total HT',
    vat: 'TVA {{rate}} % en sus',
    grossTotal: 'Total TTC',
    totalWeight: 'Poids total',
    noLongerOffered: 'plus proposé',
    packaging: 'Emballage recommandé (sacs)',
    packagingNote: 'Les sacs ne figurent dans la liste des pièces qu’une fois ajoutés.',
    pricesNote: 'Tous les prix sont HT, TVA et frais de port en sus.',
    page: 'Page {{page}} sur {{pages}}',
    mailSubject: 'Votre liste des pièces : {{name}}',
    mailText:
      'Bonjour,\n\nvous trouverez ci-joint la liste des pièces de votre configuration « {{name}} » au format PDF.\nSi le bar a été modifié pendant la création, les images et la liste des pièces peuvent différer.\n\nVotre configurateur de bars',
  },
  it: {
    product: 'Configuratore di bar',
    title: 'Distinta dei componenti',
    createdOn: 'Creato il {{date}}',
    pictures: 'Viste',
    front: 'Lato anteriore',
    back: 'Lato posteriore',
    perspective: 'Vista 3D',
    noPictures: 'Creato senza viste: le immagini vengono aggiunte solo quando il PDF è creato dall’editor.',
    dimensions: 'Dimensioni',
    overallSize: 'Ingombro totale (L × P × A): {{width}} × {{depth}} × {{height}} mm',
    frontModuleWidths: 'Larghezze dei moduli, bar: {{widths}} mm',
    backModuleWidths: 'Larghezze dei moduli, retrobanco: {{widths}} mm',
    partNumber: 'Codice',
    name: 'Descrizione',
    quantity: 'Q.tà',
    unitPrice: 'Prezzo unitario',
    lineTotal: 'Totale',
    barParts: 'Componenti del bar',
    singleParts: 'Parti singole',
    emptyList: 'Questa configurazione non contiene ancora componenti.',
    toOrderHeading: 'Solo componenti da ordinare',
    toOrderNote:
      'Sono stati detratti {{owned}} componenti che possiede già. Quantità, prezzi e peso riguardano solo i componenti ancora da ordinare.',
    nothingToOrder: 'I suoi componenti coprono tutta questa configurazione: non c’è nulla da ordinare.',
    netTotal: 'Totale netto',
    vat: 'più IVA {{rate}} %',
    grossTotal: 'Totale lordo',
    totalWeight: 'Peso totale',
    noLongerOffered: 'non più offerto',
    packaging: 'Imballaggio consigliato (borse)',
    packagingNote: 'Le borse compaiono nella distinta solo dopo essere state aggiunte.',
    pricesNote: 'Tutti i prezzi sono netti, più IVA e spese di spedizione.',
    page: 'Pagina {{page}} di {{pages}}',
    mailSubject: 'La sua distinta dei componenti: {{name}}',
    mailText:
      'Buongiorno,\n\nin allegato trova la distinta dei componenti della sua configurazione "{{name}}" in formato PDF.\nSe il bar è stato modificato durante la creazione, immagini e distinta possono differire.\n\nIl suo configuratore di bar',
  },
  es: {
    product: 'Configurador de barras',
    title: 'Lista de piezas',
    createdOn: 'Creado el {{date}}',
    pictures: 'Vistas',
    front: 'Parte delantera',
    back: 'Parte trasera',
    perspective: 'Vista 3D',
    noPictures: 'Creado sin vistas: las imágenes solo se añaden cuando el PDF se crea desde el editor.',
    dimensions: 'Dimensiones',
    overallSize: 'Medidas totales (An × F × Al): {{width}} × {{depth}} × {{height}} mm',
    frontModuleWidths: 'Anchos de los módulos, barra: {{widths}} mm',
    backModuleWidths: 'Anchos de los módulos, contrabarra: {{widths}} mm',
    partNumber: 'Ref.',
    name: 'Descripción',
    quantity: 'Cant.',
    unitPrice: 'Precio unitario',
    lineTotal: 'Total',
    barParts: 'Piezas de la barra',
    singleParts: 'Piezas sueltas',
    emptyList: 'Esta configuración todavía no tiene piezas.',
    toOrderHeading: 'Solo piezas por pedir',
    toOrderNote:
      'Se han descontado {{owned}} piezas que ya tiene. Las cantidades, los precios y el peso se refieren solo a las piezas que quedan por pedir.',
    nothingToOrder: 'Sus piezas cubren todas las de esta configuración: no hay nada que pedir.',
    netTotal: 'Total neto',
    vat: 'más {{rate}} % de IVA',
    grossTotal: 'Total bruto',
    totalWeight: 'Peso total',
    noLongerOffered: 'ya no se ofrece',
    packaging: 'Embalaje recomendado (bolsas)',
    packagingNote: 'Las bolsas solo aparecen en la lista de piezas una vez añadidas.',
    pricesNote: 'Todos los precios son netos, más IVA y gastos de envío.',
    page: 'Página {{page}} de {{pages}}',
    mailSubject: 'Su lista de piezas: {{name}}',
    mailText:
      'Hola:\n\nadjunta encontrará la lista de piezas de su configuración «{{name}}» en PDF.\nSi la barra se modificó durante la creación, las imágenes y la lista de piezas pueden no coincidir.\n\nSu configurador de barras',
  },
  pt: {
    product: 'Configurador de balcões',
    title: 'Lista de peças',
    createdOn: 'Criado em {{date}}',
    pictures: 'Vistas',
    front: 'Frente',
    back: 'Traseira',
    perspective: 'Vista 3D',
    noPictures: 'Criado sem vistas: as imagens só são adicionadas quando o PDF é criado a partir do editor.',
    dimensions: 'Dimensões',
    overallSize: 'Dimensões totais (L × P × A): {{width}} × {{depth}} × {{height}} mm',
    frontModuleWidths: 'Larguras dos módulos, bar: {{widths}} mm',
    backModuleWidths: 'Larguras dos módulos, bar traseiro: {{widths}} mm',
    partNumber: 'Ref.',
    name: 'Descrição',
    quantity: 'Qtd.',
    unitPrice: 'Preço unitário',
    lineTotal: 'Total',
    barParts: 'Peças do balcão',
    singleParts: 'Peças avulsas',
    emptyList: 'Esta configuração ainda não tem peças.',
    toOrderHeading: 'Apenas peças a encomendar',
    toOrderNote:
      'Foram descontadas {{owned}} peças que já possui. As quantidades, os preços e o peso referem-se apenas às peças ainda a encomendar.',
    nothingToOrder: 'As suas peças cobrem todas as desta configuração: não há nada a encomendar.',
    netTotal: 'Total líquido',
    vat: 'mais IVA de {{rate}} %',
    grossTotal: 'Total bruto',
    totalWeight: 'Peso total',
    noLongerOffered: 'já não é oferecido',
    packaging: 'Embalagem recomendada (sacos)',
    packagingNote: 'Os sacos só aparecem na lista de peças depois de adicionados.',
    pricesNote: 'Todos os preços são líquidos, mais IVA e portes de envio.',
    page: 'Página {{page}} de {{pages}}',
    mailSubject: 'A sua lista de peças: {{name}}',
    mailText:
      'Olá,\n\nem anexo encontra a lista de peças da sua configuração «{{name}}» em PDF.\nSe o balcão foi alterado durante a criação, as imagens e a lista de peças podem não coincidir.\n\nO seu configurador de balcões',
  },
};

/** Replaces `{{key}}` placeholders with their values. */
export function fillText(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
